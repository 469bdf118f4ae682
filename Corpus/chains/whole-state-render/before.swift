// Case: a whole-state subscription that hands the whole state to another method,
// `viewStore.publisher.sink { [weak self] state in self?.render(state) }`, next to an ordinary
// field chain. Both are rewritten into one observe block (`render(store.state)`), and the render
// chain is flagged with a note: the block now observes whatever render(_:) reads, so keep
// render(_:) free of side effects. View store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Receipt {
  struct State: Equatable { // want "observable-state"
    var merchant = "Corner Shop"
    var totalCents = 0
    var isPaid = false
  }

  enum Action {
    case itemScanned
    case payTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .itemScanned:
        state.totalCents += 250
        return .none
      case .payTapped:
        state.isPaid = true
        return .none
      }
    }
  }
}

final class ReceiptViewController: UIViewController {
  private let store: StoreOf<Receipt>
  private let viewStore: ViewStoreOf<Receipt> // want "viewstore-usage"
  private let merchantLabel = UILabel()
  private let totalLabel = UILabel()
  private let paidLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Receipt>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [merchantLabel, totalLabel, paidLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.merchant // want "publisher-subscription"
      .sink { [weak self] merchant in self?.merchantLabel.text = merchant }
      .store(in: &cancellables)

    viewStore.publisher // want "publisher-subscription"
      .sink { [weak self] state in self?.render(state) }
      .store(in: &cancellables)
  }

  private func render(_ state: Receipt.State) {
    let dollars = state.totalCents / 100
    let cents = state.totalCents % 100
    totalLabel.text = cents < 10 ? "$\(dollars).0\(cents)" : "$\(dollars).\(cents)"
    paidLabel.text = state.isPaid ? "Paid" : "Due"
  }
}
