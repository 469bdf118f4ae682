// Case: a whole-state subscription that hands the whole state to another method,
// `viewStore.publisher.sink { [weak self] state in self?.render(state) }`, next to an ordinary
// field chain. Both are rewritten into one observe block (`render(store.state)`), and the render
// chain is flagged with a note: the block now observes whatever render(_:) reads, so keep
// render(_:) free of side effects. View store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Receipt {
  @ObservableState
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
  private let merchantLabel = UILabel()
  private let totalLabel = UILabel()
  private let paidLabel = UILabel()

  init(store: StoreOf<Receipt>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      merchantLabel.text = store.merchant // want "publisher-subscription"
      render(store.state) // want "publisher-subscription"
    }
  }

  private func render(_ state: Receipt.State) {
    let dollars = state.totalCents / 100
    let cents = state.totalCents % 100
    totalLabel.text = cents < 10 ? "$\(dollars).0\(cents)" : "$\(dollars).\(cents)"
    paidLabel.text = state.isPaid ? "Paid" : "Due"
  }
}
