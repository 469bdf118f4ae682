// Case: a `private lazy var viewStore: ViewStoreOf<Library> = ViewStore(store, observe: { $0 })`
// with an explicit type and no `self.` in the initializer, first touched in viewDidLoad. The two
// chains merge into one observe block; the lazy property, the cancellables set and import
// Combine are removed; Library.State gains @ObservableState.
import ComposableArchitecture
import UIKit

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var bookCount = 0
    var isSyncing = false
  }

  enum Action {
    case syncTapped
    case syncFinished
    case bookAdded
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .syncTapped:
        state.isSyncing = true
        return .none
      case .syncFinished:
        state.isSyncing = false
        return .none
      case .bookAdded:
        state.bookCount += 1
        return .none
      }
    }
  }
}

final class LibraryViewController: UIViewController {
  private let store: StoreOf<Library>
  private let countLabel = UILabel()
  private let syncButton = UIButton(type: .system)
  private let spinner = UIActivityIndicatorView(style: .medium)

  init(store: StoreOf<Library>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    syncButton.setTitle("Sync", for: .normal)
    syncButton.addAction(UIAction { [weak self] _ in self?.store.send(.syncTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [countLabel, syncButton, spinner])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.bookCount) books" // want "publisher-subscription"
      syncButton.isEnabled = !store.isSyncing // want "publisher-subscription"
      if store.isSyncing {
        spinner.startAnimating()
      } else {
        spinner.stopAnimating()
      }
    }
  }
}
