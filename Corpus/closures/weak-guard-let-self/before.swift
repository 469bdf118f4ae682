// Case: sinks written `[weak self] value in guard let self else { return }` followed by
// `self.`-qualified statements. The statements move into one observe block behind its own
// `guard let self else { return }`, with the `self.` prefixes dropped and the value replaced by
// `store.x`; the stored view store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Parking {
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
  private let viewStore: ViewStoreOf<Parking> // want "viewstore-usage"
  private let spotsLabel = UILabel()
  private let fullLabel = UILabel()
  private let zoneLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Parking>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
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

    viewStore.publisher.freeSpots // want "publisher-subscription"
      .sink { [weak self] spots in
        guard let self else { return }
        self.spotsLabel.text = "\(spots) free"
        self.fullLabel.isHidden = spots > 0
      }
      .store(in: &cancellables)

    viewStore.publisher.zoneName // want "publisher-subscription"
      .sink { [weak self] zone in
        guard let self else { return }
        self.zoneLabel.text = zone
      }
      .store(in: &cancellables)
  }
}
