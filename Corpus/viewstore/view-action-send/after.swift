// Case: `ViewStore(store, observe: ViewState.init, send: Compose.Action.init)` with a `ViewAction`
// enum mapped by `Compose.Action.init(_ viewAction:)`. The ViewState fields become `fileprivate`
// computed properties on `Compose.State` in an extension; the chains merge into one observe
// block; each `viewStore.send(.x)` becomes `store.send(Compose.Action(.x))` so the mapping keeps
// working (ViewAction and the init stay); the view store, cancellables and import Combine go.
import ComposableArchitecture
import UIKit

@Reducer
struct Compose {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var draft = ""
    var isSending = false
    var sentCount = 0
  }

  enum Action {
    case draftChanged(String)
    case sendButtonTapped
    case sendFinished
    case clearButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .draftChanged(text):
        state.draft = text
        return .none
      case .sendButtonTapped:
        state.isSending = true
        return .none
      case .sendFinished:
        state.isSending = false
        state.sentCount += 1
        state.draft = ""
        return .none
      case .clearButtonTapped:
        state.draft = ""
        return .none
      }
    }
  }
}

final class ComposeViewController: UIViewController {
  enum ViewAction {
    case textEdited(String)
    case sendTapped
    case clearTapped
  }

  private let store: StoreOf<Compose>
  private let textField = UITextField()
  private let sendButton = UIButton(type: .system)
  private let clearButton = UIButton(type: .system)
  private let statusLabel = UILabel()

  init(store: StoreOf<Compose>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    textField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.store.send(Compose.Action.init(.textEdited(self.textField.text ?? "")))
      },
      for: .editingChanged
    )
    sendButton.setTitle("Send", for: .normal)
    sendButton.addAction(UIAction { [weak self] _ in self?.store.send(Compose.Action.init(.sendTapped)) }, for: .touchUpInside)
    clearButton.setTitle("Clear", for: .normal)
    clearButton.addAction(UIAction { [weak self] _ in self?.store.send(Compose.Action.init(.clearTapped)) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [textField, sendButton, clearButton, statusLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      sendButton.isEnabled = store.canSend // want "publisher-subscription"
      statusLabel.text = store.statusText // want "publisher-subscription"
    }
  }
}

extension Compose.State {
  fileprivate var canSend: Bool { !draft.isEmpty && !isSending }
  fileprivate var statusText: String { isSending ? "Sending…" : "\(sentCount) sent" }
}

extension Compose.Action {
  init(_ viewAction: ComposeViewController.ViewAction) {
    switch viewAction {
    case let .textEdited(text):
      self = .draftChanged(text)
    case .sendTapped:
      self = .sendButtonTapped
    case .clearTapped:
      self = .clearButtonTapped
    }
  }
}
