// Case: a sink that sends an action synchronously (`self?.viewStore.send(.checkoutClosed)` when
// the cart empties): reducer logic in view code. The chain is still rewritten into the observe
// block (`store.send`), with a flag on it: an action sent from an observation hides business
// logic; move the decision into the reducer. View store, cancellables and import Combine go away.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Cart {
  struct State: Equatable { // want "observable-state"
    var itemCount = 1
    var isCheckoutVisible = true
  }

  enum Action {
    case itemAdded
    case lastItemRemoved
    case checkoutClosed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemAdded:
        state.itemCount += 1
        state.isCheckoutVisible = true
        return .none
      case .lastItemRemoved:
        state.itemCount = 0
        return .none
      case .checkoutClosed:
        if state.isCheckoutVisible {
          state.isCheckoutVisible = false
        }
        return .none
      }
    }
  }
}

final class CartViewController: UIViewController {
  private let store: StoreOf<Cart>
  private let viewStore: ViewStoreOf<Cart> // want "viewstore-usage"
  private let countLabel = UILabel()
  private let checkoutButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Cart>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    checkoutButton.setTitle("Checkout", for: .normal)
    let stack = UIStackView(arrangedSubviews: [countLabel, checkoutButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.itemCount // want "publisher-subscription"
      .sink { [weak self] count in
        self?.countLabel.text = "\(count) items"
        if count == 0 {
          self?.viewStore.send(.checkoutClosed) // want "send-in-observe"
        }
      }
      .store(in: &cancellables)

    viewStore.publisher.isCheckoutVisible // want "publisher-subscription"
      .sink { [weak self] isVisible in self?.checkoutButton.isHidden = !isVisible }
      .store(in: &cancellables)
  }
}
