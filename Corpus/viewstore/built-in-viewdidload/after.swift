// Case: a stored `private var viewStore: ViewStoreOf<Weather>!` that is only assigned in
// viewDidLoad (`viewStore = ViewStore(store, observe: { $0 })`) and then used by two chains and a
// button's send. The chains merge into one observe block after the assignment's place, the send
// becomes `store.send`, and the property, its assignment, the cancellables set and import Combine
// are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Weather {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var temperatureText = "--"
    var isRefreshing = false
    var refreshCount = 0
  }

  enum Action {
    case refreshTapped
    case refreshFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isRefreshing = true
        return .none
      case .refreshFinished:
        state.isRefreshing = false
        state.refreshCount += 1
        state.temperatureText = "\(18 + state.refreshCount)°"
        return .none
      }
    }
  }
}

final class WeatherViewController: UIViewController {
  private let store: StoreOf<Weather>
  private let temperatureLabel = UILabel()
  private let refreshButton = UIButton(type: .system)

  init(store: StoreOf<Weather>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()

    refreshButton.setTitle("Refresh", for: .normal)
    refreshButton.addAction(UIAction { [weak self] _ in self?.store.send(.refreshTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [temperatureLabel, refreshButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      temperatureLabel.text = store.temperatureText // want "publisher-subscription"
      refreshButton.isEnabled = !store.isRefreshing // want "publisher-subscription"
      refreshButton.setTitle(store.isRefreshing ? "Refreshing…" : "Refresh", for: .normal)
    }
  }
}
