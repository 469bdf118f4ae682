// Case: `viewStore.publisher.canSubmit.combineLatest(isKeyboardVisible)` where
// `isKeyboardVisible` is a CurrentValueSubject fed by keyboard notifications, not the store.
// Refused as `untranslatable-chain` (observe cannot track a non-store publisher; move the keyboard
// state into the feature's State) and left untouched, as are the notification subscriptions; the
// ordinary chain is rewritten. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Feedback {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var message = ""
    var canSubmit = false
  }

  enum Action {
    case messageChanged(String)
    case sampleTapped
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .messageChanged(message):
        state.message = message
        state.canSubmit = !message.isEmpty
        return .none
      case .sampleTapped:
        state.message = "Love the app"
        state.canSubmit = true
        return .none
      case .submitTapped:
        state.message = ""
        state.canSubmit = false
        return .none
      }
    }
  }
}

final class FeedbackViewController: UIViewController {
  private let store: StoreOf<Feedback>
  private let viewStore: ViewStoreOf<Feedback> // want "viewstore-usage"
  private let isKeyboardVisible = CurrentValueSubject<Bool, Never>(false)
  private let lengthLabel = UILabel()
  private let submitButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Feedback>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    submitButton.setTitle("Submit", for: .normal)
    let stack = UIStackView(arrangedSubviews: [lengthLabel, submitButton])
    stack.axis = .vertical
    view.addSubview(stack)

    NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
      .sink { [weak self] _ in self?.isKeyboardVisible.send(true) }
      .store(in: &cancellables)
    NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
      .sink { [weak self] _ in self?.isKeyboardVisible.send(false) }
      .store(in: &cancellables)

    observe { [weak self] in
      guard let self else { return }
      lengthLabel.text = "\(store.message.count)/500" // want "publisher-subscription"
    }

    viewStore.publisher.canSubmit // want "untranslatable-chain"
      .combineLatest(isKeyboardVisible)
      .sink { [weak self] canSubmit, keyboardVisible in
        self?.submitButton.isHidden = keyboardVisible
        self?.submitButton.isEnabled = canSubmit
      }
      .store(in: &cancellables)
  }
}
