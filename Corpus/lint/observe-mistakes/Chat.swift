import ComposableArchitecture
import UIKit

@Reducer
struct Chat {
  @ObservableState
  struct State: Equatable {
    var messages: IdentifiedArrayOf<Message> = []
    var draft = ""
    var unread = 0
    @ObservationStateIgnored var lastScrollOffset = 0.0
  }
  enum Action { case markRead, scrolled(Double), sendTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .markRead:
        state.unread = 0
        return .none
      case let .scrolled(offset):
        state.lastScrollOffset = offset
        return .none
      case .sendTapped:
        state.messages.append(Message(id: UUID(), text: state.draft))
        state.draft = ""
        return .none
      }
    }
  }
}

struct Message: Equatable, Identifiable {
  let id: UUID
  var text: String
}

final class BubbleView: UIView {
  let label = UILabel()
}

final class ChatViewController: UIViewController {
  let store: StoreOf<Chat>
  let stackView = UIStackView()
  let draftField = UITextField()
  let unreadBadge = UILabel()
  let offsetLabel = UILabel()
  var renderCount = 0

  init(store: StoreOf<Chat>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stackView)

    observe { // want "observe-strong-self"
      self.draftField.text = self.store.draft
      self.unreadBadge.text = "\(self.store.unread)"
    }

    observe { [weak self] in
      guard let self else { return }
      for message in store.messages {
        let bubble = BubbleView() // want "view-creation-in-observe"
        bubble.label.text = message.text
        stackView.addArrangedSubview(bubble) // want "non-idempotent-observe"
      }
      renderCount += 1 // want "non-idempotent-observe"
      offsetLabel.text = "\(store.lastScrollOffset)" // want "ignored-state-read"
      if store.unread > 0 {
        store.send(.markRead) // want "send-in-observe"
      }
    }

    observe { [weak self] in
      guard let self else { return }
      if !store.messages.isEmpty {
        observe { [weak self] in // want "nested-observe"
          guard let self else { return }
          unreadBadge.isHidden = store.unread == 0
        }
      }
      let separator = UIView() // want "view-creation-in-observe"
      separator.backgroundColor = .separator
      view.addSubview(separator) // want "non-idempotent-observe"
      separator.topAnchor.constraint(equalTo: view.topAnchor).isActive = true // want "non-idempotent-observe"
    }
  }
}
