// Case: `viewStore.publisher.greeting.first()` (use the value the screen opened with, ignore later
// changes). Refused as `untranslatable-chain` (observe cannot stop after one value; read
// `store.greeting` once in viewDidLoad instead) and left untouched; the ordinary chain is
// rewritten into an observe block. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Welcome {
  struct State: Equatable { // want "observable-state"
    var greeting = "Good morning"
    var unreadCount = 2
  }

  enum Action {
    case greetingRefreshed
    case messagesRead
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .greetingRefreshed:
        state.greeting = "Good evening"
        return .none
      case .messagesRead:
        state.unreadCount = 0
        return .none
      }
    }
  }
}

final class WelcomeViewController: UIViewController {
  private let store: StoreOf<Welcome>
  private let viewStore: ViewStoreOf<Welcome> // want "viewstore-usage"
  private let greetingLabel = UILabel()
  private let unreadLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Welcome>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [greetingLabel, unreadLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.greeting // want "untranslatable-chain"
      .first()
      .sink { [weak self] greeting in self?.greetingLabel.text = greeting }
      .store(in: &cancellables)

    viewStore.publisher.unreadCount // want "publisher-subscription"
      .sink { [weak self] count in self?.unreadLabel.text = "\(count) unread" }
      .store(in: &cancellables)
  }
}
