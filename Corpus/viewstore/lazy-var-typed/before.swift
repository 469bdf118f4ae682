// Case: a `private lazy var viewStore: ViewStoreOf<Library> = ViewStore(store, observe: { $0 })`
// with an explicit type and no `self.` in the initializer, first touched in viewDidLoad. The two
// chains merge into one observe block; the lazy property, the cancellables set and import
// Combine are removed; Library.State gains @ObservableState.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Library {
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
  private lazy var viewStore: ViewStoreOf<Library> = ViewStore(store, observe: { $0 }) // want "viewstore-usage"
  private let countLabel = UILabel()
  private let syncButton = UIButton(type: .system)
  private let spinner = UIActivityIndicatorView(style: .medium)
  private var cancellables = Set<AnyCancellable>() // want "unused-cancellables"

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
    syncButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.syncTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [countLabel, syncButton, spinner])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.bookCount // want "publisher-subscription"
      .sink { [weak self] count in self?.countLabel.text = "\(count) books" }
      .store(in: &cancellables)

    viewStore.publisher.isSyncing // want "publisher-subscription"
      .sink { [weak self] isSyncing in
        guard let self else { return }
        self.syncButton.isEnabled = !isSyncing
        if isSyncing {
          self.spinner.startAnimating()
        } else {
          self.spinner.stopAnimating()
        }
      }
      .store(in: &cancellables)
  }
}
