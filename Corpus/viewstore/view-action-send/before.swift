// Case: `ViewStore(store, observe: ViewState.init, send: Compose.Action.init)` with a `ViewAction`
// enum mapped by `Compose.Action.init(_ viewAction:)`. The ViewState fields become `fileprivate`
// computed properties on `Compose.State` in an extension; the chains merge into one observe
// block; each `viewStore.send(.x)` becomes `store.send(Compose.Action(.x))` so the mapping keeps
// working (ViewAction and the init stay); the view store, cancellables and import Combine go.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Compose {
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
  struct ViewState: Equatable {
    let canSend: Bool
    let statusText: String

    init(state: Compose.State) {
      self.canSend = !state.draft.isEmpty && !state.isSending
      self.statusText = state.isSending ? "Sending…" : "\(state.sentCount) sent"
    }
  }

  enum ViewAction {
    case textEdited(String)
    case sendTapped
    case clearTapped
  }

  private let store: StoreOf<Compose>
  private let viewStore: ViewStore<ViewState, ViewAction> // want "viewstore-usage"
  private let textField = UITextField()
  private let sendButton = UIButton(type: .system)
  private let clearButton = UIButton(type: .system)
  private let statusLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Compose>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: ViewState.init, send: Compose.Action.init)
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
        self.viewStore.send(.textEdited(self.textField.text ?? ""))
      },
      for: .editingChanged
    )
    sendButton.setTitle("Send", for: .normal)
    sendButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.sendTapped) }, for: .touchUpInside)
    clearButton.setTitle("Clear", for: .normal)
    clearButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.clearTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [textField, sendButton, clearButton, statusLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.canSend // want "publisher-subscription"
      .sink { [weak self] canSend in self?.sendButton.isEnabled = canSend }
      .store(in: &cancellables)

    viewStore.publisher.statusText // want "publisher-subscription"
      .sink { [weak self] text in self?.statusLabel.text = text }
      .store(in: &cancellables)
  }
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
