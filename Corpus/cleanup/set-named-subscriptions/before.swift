// Case: the cancellables set is named `subscriptions` and declared `= Set<AnyCancellable>()`.
// The tool finds it through the chains' `.store(in: &subscriptions)`, not by its name: once both
// chains are one observe block, `subscriptions` and import Combine are removed, and so is the
// stored view store.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Wallet {
  struct State: Equatable { // want "observable-state"
    var balanceText = "$0"
    var isLocked = true
  }

  enum Action {
    case unlockTapped
    case lockTapped
    case topUpTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .unlockTapped:
        state.isLocked = false
        return .none
      case .lockTapped:
        state.isLocked = true
        return .none
      case .topUpTapped:
        state.balanceText = "$25"
        return .none
      }
    }
  }
}

final class WalletViewController: UIViewController {
  private let store: StoreOf<Wallet>
  private let viewStore: ViewStoreOf<Wallet> // want "viewstore-usage"
  private let balanceLabel = UILabel()
  private let lockButton = UIButton(type: .system)
  private var subscriptions = Set<AnyCancellable>() // want "unused-cancellables"

  init(store: StoreOf<Wallet>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [balanceLabel, lockButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.balanceText // want "publisher-subscription"
      .sink { [weak self] text in self?.balanceLabel.text = text }
      .store(in: &subscriptions)

    viewStore.publisher.isLocked // want "publisher-subscription"
      .sink { [weak self] isLocked in
        self?.balanceLabel.isHidden = isLocked
        self?.lockButton.setTitle(isLocked ? "Unlock" : "Lock", for: .normal)
      }
      .store(in: &subscriptions)
  }
}
