// Case: a sink with a long body behind `guard let self`: a local `let` derived from the value,
// an `if`/`else`, and a `switch` over an enum field. The statements move into the observe block
// in order, each use of `status` becoming `store.status` and `self.` prefixes dropped; the stored
// view store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

enum DeliveryStatus: Equatable {
  case preparing
  case onTheWay(minutes: Int)
  case delivered
}

@Reducer
struct Delivery {
  struct State: Equatable { // want "observable-state"
    var status = DeliveryStatus.preparing
  }

  enum Action {
    case pickedUp
    case arrived
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pickedUp:
        state.status = .onTheWay(minutes: 12)
        return .none
      case .arrived:
        state.status = .delivered
        return .none
      }
    }
  }
}

final class DeliveryViewController: UIViewController {
  private let store: StoreOf<Delivery>
  private let viewStore: ViewStoreOf<Delivery> // want "viewstore-usage"
  private let headlineLabel = UILabel()
  private let detailLabel = UILabel()
  private let trackButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Delivery>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    trackButton.setTitle("Track courier", for: .normal)
    let stack = UIStackView(arrangedSubviews: [headlineLabel, detailLabel, trackButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.status // want "publisher-subscription"
      .sink { [weak self] status in
        guard let self else { return }
        let isActive = status != .delivered
        if isActive {
          self.trackButton.isHidden = false
          self.trackButton.isEnabled = status != .preparing
        } else {
          self.trackButton.isHidden = true
        }
        switch status {
        case .preparing:
          self.headlineLabel.text = "Preparing your order"
          self.detailLabel.text = nil
        case let .onTheWay(minutes):
          self.headlineLabel.text = "On the way"
          self.detailLabel.text = "Arrives in \(minutes) min"
        case .delivered:
          self.headlineLabel.text = "Delivered"
          self.detailLabel.text = "Enjoy!"
        }
      }
      .store(in: &cancellables)
  }
}
