// Case: a sink that animates (`UIView.animate(withDuration:) { … }`) with the value inside the
// animation closure. The animation call stays inside the observe block, now reading
// `store.isBannerVisible` there, and the finding carries a note that the block re-runs on every
// change it reads and animates each time; the other chain joins the block; view store,
// cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Connectivity {
  struct State: Equatable { // want "observable-state"
    var isBannerVisible = false
    var message = "Online"
  }

  enum Action {
    case connectionLost
    case connectionRestored
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .connectionLost:
        state.isBannerVisible = true
        state.message = "You are offline"
        return .none
      case .connectionRestored:
        state.isBannerVisible = false
        state.message = "Online"
        return .none
      }
    }
  }
}

final class ConnectivityViewController: UIViewController {
  private let store: StoreOf<Connectivity>
  private let viewStore: ViewStoreOf<Connectivity> // want "viewstore-usage"
  private let bannerView = UIView()
  private let messageLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Connectivity>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bannerView.addSubview(messageLabel)
    view.addSubview(bannerView)

    viewStore.publisher.message // want "publisher-subscription"
      .sink { [weak self] message in self?.messageLabel.text = message }
      .store(in: &cancellables)

    viewStore.publisher.isBannerVisible // want "publisher-subscription"
      .sink { [weak self] isVisible in
        guard let self else { return }
        UIView.animate(withDuration: 0.25) {
          self.bannerView.alpha = isVisible ? 1 : 0
          self.bannerView.isHidden = !isVisible
        }
      }
      .store(in: &cancellables)
  }
}
