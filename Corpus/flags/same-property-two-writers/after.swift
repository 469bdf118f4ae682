// Case: two subscriptions write the same view property, `titleLabel.text` (the name, and
// "Loading…" while loading). Both are rewritten into one observe block in source order, and the
// second is flagged: after the merge the later assignment always wins on every run, whereas the
// sinks wrote in emission order; combine them into one expression. View store, cancellables and
// import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Contact {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var name = "Unknown"
    var isLoading = false
  }

  enum Action {
    case refreshTapped
    case refreshFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        return .none
      case .refreshFinished:
        state.isLoading = false
        state.name = "Alan Turing"
        return .none
      }
    }
  }
}

final class ContactViewController: UIViewController {
  private let store: StoreOf<Contact>
  private let titleLabel = UILabel()
  private let refreshButton = UIButton(type: .system)

  init(store: StoreOf<Contact>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    refreshButton.setTitle("Refresh", for: .normal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, refreshButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      titleLabel.text = store.name // want "publisher-subscription"
    }

    observe { [weak self] in
      guard let self else { return }
      refreshButton.isEnabled = !store.isLoading // want "publisher-subscription"
      if store.isLoading {
        titleLabel.text = "Loading…"
      }
    }
  }
}
