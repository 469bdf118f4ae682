// Case: a sink with a long body behind `guard let self`: a local `let` derived from the value,
// an `if`/`else`, and a `switch` over an enum field. The statements move into the observe block
// in order, each use of `status` becoming `store.status` and `self.` prefixes dropped; the stored
// view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

enum DeliveryStatus: Equatable {
  case preparing
  case onTheWay(minutes: Int)
  case delivered
}

@Reducer
struct Delivery {
  @ObservableState
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
  private let headlineLabel = UILabel()
  private let detailLabel = UILabel()
  private let trackButton = UIButton(type: .system)

  init(store: StoreOf<Delivery>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      let isActive = store.status != .delivered // want "publisher-subscription"
      if isActive {
        trackButton.isHidden = false
        trackButton.isEnabled = store.status != .preparing
      } else {
        trackButton.isHidden = true
      }
      switch store.status {
      case .preparing:
        headlineLabel.text = "Preparing your order"
        detailLabel.text = nil
      case let .onTheWay(minutes):
        headlineLabel.text = "On the way"
        detailLabel.text = "Arrives in \(minutes) min"
      case .delivered:
        headlineLabel.text = "Delivered"
        detailLabel.text = "Enjoy!"
      }
    }
  }
}
