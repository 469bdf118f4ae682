// Case: `.receive(on: RunLoop.main)` on a whole-state `.map` chain and on a field chain. The hop
// is dropped with a note that the first run is now synchronous (it used to wait for the run
// loop); both chains merge into one observe block; the local view store, cancellables and import
// Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Thermostat {
  struct State: Equatable { // want "observable-state"
    var targetCelsius = 21
    var isHeating = false
  }

  enum Action {
    case warmerTapped
    case coolerTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .warmerTapped:
        state.targetCelsius += 1
        state.isHeating = true
        return .none
      case .coolerTapped:
        state.targetCelsius -= 1
        state.isHeating = false
        return .none
      }
    }
  }
}

final class ThermostatViewController: UIViewController {
  private let store: StoreOf<Thermostat>
  private let targetLabel = UILabel()
  private let heatingIndicator = UIActivityIndicatorView(style: .medium)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Thermostat>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [targetLabel, heatingIndicator])
    stack.axis = .vertical
    view.addSubview(stack)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher // want "publisher-subscription"
      .map { "\($0.targetCelsius) °C" }
      .receive(on: RunLoop.main)
      .sink { [weak self] text in self?.targetLabel.text = text }
      .store(in: &cancellables)

    viewStore.publisher.isHeating // want "publisher-subscription"
      .receive(on: RunLoop.main)
      .sink { [weak self] isHeating in
        if isHeating {
          self?.heatingIndicator.startAnimating()
        } else {
          self?.heatingIndicator.stopAnimating()
        }
      }
      .store(in: &cancellables)
  }
}
