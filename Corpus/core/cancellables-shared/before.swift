// Case: the cancellables set also holds a NotificationCenter subscription that is not a store
// chain. Only the two store chains are rewritten (one observe block); viewStore.send becomes
// store.send and the viewStore property goes away, but the cancellables set and import Combine
// stay because the notification subscription still needs them.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Feed {
  struct State: Equatable { // want "observable-state"
    var headline = ""
    var unreadCount = 0
    var activationCount = 0
  }

  enum Action {
    case becameActive
    case feedLoaded(headline: String, unread: Int)
    case markAllRead
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .becameActive:
        state.activationCount += 1
        return .none
      case let .feedLoaded(headline, unread):
        state.headline = headline
        state.unreadCount = unread
        return .none
      case .markAllRead:
        state.unreadCount = 0
        return .none
      }
    }
  }
}

final class FeedViewController: UIViewController {
  let store: StoreOf<Feed>
  private let viewStore: ViewStoreOf<Feed> // want "viewstore-usage"
  private let headlineLabel = UILabel()
  private let badgeLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Feed>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(headlineLabel)
    view.addSubview(badgeLabel)

    NotificationCenter.default
      .publisher(for: UIApplication.didBecomeActiveNotification)
      .sink { [weak self] _ in self?.viewStore.send(.becameActive) }
      .store(in: &cancellables)

    viewStore.publisher.headline // want "publisher-subscription"
      .sink { [weak self] headline in self?.headlineLabel.text = headline }
      .store(in: &cancellables)

    viewStore.publisher.unreadCount // want "publisher-subscription"
      .sink { [weak self] count in
        guard let self else { return }
        self.badgeLabel.text = "\(count)"
        self.badgeLabel.isHidden = count == 0
      }
      .store(in: &cancellables)
  }
}
