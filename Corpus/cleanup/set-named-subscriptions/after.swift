// Case: the cancellables set is named `subscriptions` and declared `= Set<AnyCancellable>()`.
// The tool finds it through the chains' `.store(in: &subscriptions)`, not by its name: once both
// chains are one observe block, `subscriptions` and import Combine are removed, and so is the
// stored view store.
import ComposableArchitecture
import UIKit

@Reducer
struct Wallet {
  @ObservableState
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
  private let balanceLabel = UILabel()
  private let lockButton = UIButton(type: .system)

  init(store: StoreOf<Wallet>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      balanceLabel.text = store.balanceText // want "publisher-subscription"
      balanceLabel.isHidden = store.isLocked // want "publisher-subscription"
      lockButton.setTitle(store.isLocked ? "Unlock" : "Lock", for: .normal)
    }
  }
}
