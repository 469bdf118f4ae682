// Case: a sink that sends an action synchronously (`self?.viewStore.send(.checkoutClosed)` when
// the cart empties): reducer logic in view code. The chain is still rewritten into the observe
// block (`store.send`), with a flag on it: an action sent from an observation hides business
// logic; move the decision into the reducer. View store, cancellables and import Combine go away.
import ComposableArchitecture
import UIKit

@Reducer
struct Cart {
  @ObservableState
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
  private let countLabel = UILabel()
  private let checkoutButton = UIButton(type: .system)

  init(store: StoreOf<Cart>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.itemCount) items" // want "publisher-subscription"
      if store.itemCount == 0 {
        store.send(.checkoutClosed) // want "send-in-observe"
      }
    }

    observe { [weak self] in
      guard let self else { return }
      checkoutButton.isHidden = !store.isCheckoutVisible // want "publisher-subscription"
    }
  }
}
