// Case: `store.scope(state: \.conversation, action: \.conversation).ifLet(then:else:)` with both
// labels: push a child in `then`, pop back in `else`. Becomes an observe block with `if let
// conversationStore = store.scope(state: \.conversation, action: \.conversation)`, guarded by a new
// optional property holding the pushed controller (no double push; `else` pops only what it
// pushed); the other chain joins an observe block; view store, cancellables, import Combine go.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Mailbox {
  struct State: Equatable { // want "observable-state"
    var unreadCount = 3
    var conversation: Conversation.State?
  }

  enum Action {
    case openLatestTapped
    case closeConversationTapped
    case conversation(Conversation.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openLatestTapped:
        state.conversation = Conversation.State(subject: "Lunch on Friday?")
        state.unreadCount = max(state.unreadCount - 1, 0)
        return .none
      case .closeConversationTapped:
        state.conversation = nil
        return .none
      case .conversation:
        return .none
      }
    }
    .ifLet(\.conversation, action: \.conversation) {
      Conversation()
    }
  }
}

final class MailboxViewController: UIViewController {
  private let store: StoreOf<Mailbox>
  private let viewStore: ViewStoreOf<Mailbox> // want "viewstore-usage"
  private let unreadLabel = UILabel()
  private let openButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Mailbox>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailbox"
    openButton.setTitle("Open latest", for: .normal)
    openButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.openLatestTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [unreadLabel, openButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.unreadCount // want "publisher-subscription"
      .sink { [weak self] count in self?.unreadLabel.text = "\(count) unread" }
      .store(in: &cancellables)

    store.scope(state: \.conversation, action: \.conversation) // want "store-iflet"
      .ifLet(
        then: { [weak self] conversationStore in
          self?.navigationController?.pushViewController(
            ConversationViewController(store: conversationStore),
            animated: true
          )
        },
        else: { [weak self] in
          guard let self else { return }
          self.navigationController?.popToViewController(self, animated: true)
        }
      )
      .store(in: &cancellables)
  }
}

@Reducer
struct Conversation {
  struct State: Equatable {
    var subject = ""
    var isRead = false
  }

  enum Action {
    case markReadTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .markReadTapped:
        state.isRead = true
        return .none
      }
    }
  }
}

final class ConversationViewController: UIViewController {
  private let store: StoreOf<Conversation>

  init(store: StoreOf<Conversation>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Conversation"
  }
}
