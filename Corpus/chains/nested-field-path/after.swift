// Case: chains on nested fields, `viewStore.publisher.account.displayName` and
// `viewStore.publisher.account.plan.name` (each level Equatable). They fold into plain reads
// `store.account.displayName` and `store.account.plan.name` in one observe block; the local view
// store, the cancellables set and import Combine are removed.
import ComposableArchitecture
import UIKit

struct Plan: Equatable {
  var name: String
  var monthlyPrice: Int
}

struct Account: Equatable {
  var displayName: String
  var plan: Plan
}

@Reducer
struct AccountSummary {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var account = Account(displayName: "Guest", plan: Plan(name: "Free", monthlyPrice: 0))
  }

  enum Action {
    case upgradeTapped
    case renameTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .upgradeTapped:
        state.account.plan = Plan(name: "Pro", monthlyPrice: 9)
        return .none
      case .renameTapped:
        state.account.displayName = "Member"
        return .none
      }
    }
  }
}

final class AccountSummaryViewController: UIViewController {
  private let store: StoreOf<AccountSummary>
  private let nameLabel = UILabel()
  private let planLabel = UILabel()

  init(store: StoreOf<AccountSummary>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [nameLabel, planLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.account.displayName // want "publisher-subscription"
      planLabel.text = "Plan: \(store.account.plan.name)" // want "publisher-subscription"
    }
  }
}
