// Case: a whole-state subscription `viewStore.publisher.sink { state in … }` whose body reads
// fields of `state`. The tool rewrites each `state.x` read to `store.x` inside one observe block
// (so exactly those fields are observed); the local view store, the cancellables set and import
// Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Basket {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var title = "Basket"
    var items: [String] = []
    var isCheckingOut = false
  }

  enum Action {
    case addSampleTapped
    case clearTapped
    case checkoutTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSampleTapped:
        state.items.append("Item \(state.items.count + 1)")
        return .none
      case .clearTapped:
        state.items.removeAll()
        return .none
      case .checkoutTapped:
        state.isCheckingOut = true
        state.title = "Checking out"
        return .none
      }
    }
  }
}

final class BasketViewController: UIViewController {
  private let store: StoreOf<Basket>
  private let titleLabel = UILabel()
  private let countLabel = UILabel()
  private let emptyLabel = UILabel()
  private let checkoutButton = UIButton(type: .system)

  init(store: StoreOf<Basket>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emptyLabel.text = "Your basket is empty"
    checkoutButton.setTitle("Checkout", for: .normal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel, emptyLabel, checkoutButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      titleLabel.text = store.title // want "publisher-subscription"
      countLabel.text = "\(store.items.count) items"
      emptyLabel.isHidden = !store.items.isEmpty
      checkoutButton.isEnabled = !store.items.isEmpty && !store.isCheckingOut
    }
  }
}
