// Case: a whole-state subscription `viewStore.publisher.sink { state in … }` whose body reads
// fields of `state`. The tool rewrites each `state.x` read to `store.x` inside one observe block
// (so exactly those fields are observed); the local view store, the cancellables set and import
// Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Basket {
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
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

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

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher // want "publisher-subscription"
      .sink { [weak self] state in
        guard let self else { return }
        self.titleLabel.text = state.title
        self.countLabel.text = "\(state.items.count) items"
        self.emptyLabel.isHidden = !state.items.isEmpty
        self.checkoutButton.isEnabled = !state.items.isEmpty && !state.isCheckingOut
      }
      .store(in: &cancellables)
  }
}
