import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var threads: IdentifiedArrayOf<Thread.State> = []
    var unreadOnly = false
    @Presents var compose: Compose.State?
  }
  enum Action {
    case threads(IdentifiedActionOf<Thread>)
    case composeTapped
    case compose(PresentationAction<Compose.Action>)
    case toggleUnread
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.compose = Compose.State()
        return .none
      case .toggleUnread:
        state.unreadOnly.toggle()
        return .none
      case .threads, .compose:
        return .none
      }
    }
    .forEach(\.threads, action: \.threads) { Thread() }
    .ifLet(\.$compose, action: \.compose) { Compose() }
  }
}

@Reducer
struct Thread {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var subject = "" // want "state-dead-field"
    var isRead = false
  }
  enum Action { case open }
}

@Reducer
struct Compose {
  @ObservableState
  struct State: Equatable {
    var body = ""
  }
  enum Action { case send }
}

final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  let viewStore: ViewStoreOf<Inbox> // want "viewstore-usage"
  let unreadSwitch = UISwitch()
  let countLabel = UILabel()
  var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Inbox>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    viewStore.publisher.unreadOnly // want "publisher-subscription"
      .assign(to: \.isOn, on: unreadSwitch)
      .store(in: &cancellables)
    viewStore.publisher.threads // want "publisher-subscription"
      .map { "\($0.filter { !$0.isRead }.count) unread" }
      .sink { [weak self] text in self?.countLabel.text = text }
      .store(in: &cancellables)
    store.scope(state: \.compose, action: \.compose.presented) // want "store-iflet"
      .ifLet { [weak self] composeStore in
        self?.present(ComposeViewController(store: composeStore), animated: true)
      } else: { [weak self] in
        self?.dismiss(animated: true)
      }
      .store(in: &cancellables)
    unreadSwitch.addTarget(self, action: #selector(toggled), for: .valueChanged)
  }

  @objc func toggled() {
    viewStore.send(.toggleUnread)
  }

  @objc func composeTapped() {
    if !viewStore.unreadOnly { // want "reducer-logic-in-view"
      viewStore.send(.composeTapped)
    }
  }
}

final class ComposeViewController: UIViewController {
  let store: StoreOf<Compose>
  let textView = UITextView()
  init(store: StoreOf<Compose>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      textView.text = store.body
    }
  }
}
