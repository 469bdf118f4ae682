// Case: sinks written `[weak self] value in guard let self else { return }` followed by
// `self.`-qualified statements. The statements move into one observe block behind its own
// `guard let self else { return }`, with the `self.` prefixes dropped and the value replaced by
// `store.x`; the stored view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Parking {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var freeSpots = 12
    var zoneName = "Zone A"
  }

  enum Action {
    case carEntered
    case carLeft
    case zoneSwitched
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .carEntered:
        state.freeSpots = max(state.freeSpots - 1, 0)
        return .none
      case .carLeft:
        state.freeSpots += 1
        return .none
      case .zoneSwitched:
        state.zoneName = state.zoneName == "Zone A" ? "Zone B" : "Zone A"
        return .none
      }
    }
  }
}

final class ParkingViewController: UIViewController {
  private let store: StoreOf<Parking>
  private let spotsLabel = UILabel()
  private let fullLabel = UILabel()
  private let zoneLabel = UILabel()

  init(store: StoreOf<Parking>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    fullLabel.text = "Full"
    let stack = UIStackView(arrangedSubviews: [zoneLabel, spotsLabel, fullLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      spotsLabel.text = "\(store.freeSpots) free" // want "publisher-subscription"
      fullLabel.isHidden = store.freeSpots > 0
      zoneLabel.text = store.zoneName // want "publisher-subscription"
    }
  }
}
