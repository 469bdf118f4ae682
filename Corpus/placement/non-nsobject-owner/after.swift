// Case: the subscriptions belong to a plain `final class StatusBarPresenter` (not an NSObject)
// that holds the store and its own cancellables set; the view controller only creates it. The
// presenter cannot call `self.observe`, so the tool uses the free `observe { … }` function and
// stores its token in a new property (`private var observation: ObserveToken?`), replacing the
// presenter's cancellables set; import Combine is removed. The view controller is unchanged.
import ComposableArchitecture
import UIKit

@Reducer
struct Sync {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var pendingChanges = 0
    var isOffline = false
  }

  enum Action {
    case changeMade
    case syncFinished
    case wentOffline
    case cameOnline
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .changeMade:
        state.pendingChanges += 1
        return .none
      case .syncFinished:
        state.pendingChanges = 0
        return .none
      case .wentOffline:
        state.isOffline = true
        return .none
      case .cameOnline:
        state.isOffline = false
        return .none
      }
    }
  }
}

final class SyncViewController: UIViewController {
  private let store: StoreOf<Sync>
  private let statusLabel = UILabel()
  private let offlineLabel = UILabel()
  private var presenter: StatusBarPresenter?

  init(store: StoreOf<Sync>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    offlineLabel.text = "Offline"
    let stack = UIStackView(arrangedSubviews: [statusLabel, offlineLabel])
    stack.axis = .vertical
    view.addSubview(stack)
    presenter = StatusBarPresenter(store: store, statusLabel: statusLabel, offlineLabel: offlineLabel)
  }
}

final class StatusBarPresenter {
  private let store: StoreOf<Sync>
  private var observations: [ObserveToken] = []
  private let statusLabel: UILabel
  private let offlineLabel: UILabel

  init(store: StoreOf<Sync>, statusLabel: UILabel, offlineLabel: UILabel) {
    self.store = store
    self.statusLabel = statusLabel
    self.offlineLabel = offlineLabel

    observations.append(observe { [weak self] in
      guard let self else { return }
      statusLabel.text = store.pendingChanges == 0 ? "All changes synced" : "\(store.pendingChanges) changes pending" // want "publisher-subscription"
      offlineLabel.isHidden = !store.isOffline // want "publisher-subscription"
    })
  }
}
