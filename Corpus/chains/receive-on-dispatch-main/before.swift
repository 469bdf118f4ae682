// Case: every chain hops with `.receive(on: DispatchQueue.main)` before its sink. The hop is
// dropped and each chain is reported with a note that the block's first run is now synchronous;
// the chains merge into one observe block; view store, cancellables and import Combine go away.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Battery {
  struct State: Equatable { // want "observable-state"
    var level = 80
    var isCharging = false
  }

  enum Action {
    case pluggedIn
    case unplugged
    case drained
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pluggedIn:
        state.isCharging = true
        return .none
      case .unplugged:
        state.isCharging = false
        return .none
      case .drained:
        state.level = max(state.level - 10, 0)
        return .none
      }
    }
  }
}

final class BatteryViewController: UIViewController {
  private let store: StoreOf<Battery>
  private let viewStore: ViewStoreOf<Battery> // want "viewstore-usage"
  private let levelLabel = UILabel()
  private let chargingLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Battery>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    chargingLabel.text = "Charging"
    let stack = UIStackView(arrangedSubviews: [levelLabel, chargingLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.level // want "publisher-subscription"
      .receive(on: DispatchQueue.main)
      .sink { [weak self] level in self?.levelLabel.text = "\(level)%" }
      .store(in: &cancellables)

    viewStore.publisher.isCharging // want "publisher-subscription"
      .receive(on: DispatchQueue.main)
      .sink { [weak self] isCharging in self?.chargingLabel.isHidden = !isCharging }
      .store(in: &cancellables)
  }
}
