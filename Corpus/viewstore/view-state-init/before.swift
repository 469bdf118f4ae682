// Case: `ViewStore(store, observe: ViewState.init)` with a nested `ViewState` whose init(state:)
// derives its fields. The tool turns each ViewState field into a `fileprivate` computed property
// on `Login.State` in an extension in this file, deletes the ViewState struct and the view store,
// merges the three chains into one observe block reading `store.<field>`, rewrites
// `viewStore.send` to `store.send`, and removes the cancellables set and import Combine.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Login {
  struct State: Equatable { // want "observable-state"
    var email = ""
    var password = ""
    var isLoggingIn = false
    var errorMessage: String?
  }

  enum Action {
    case emailChanged(String)
    case passwordChanged(String)
    case loginTapped
    case loginFailed
    case errorDismissed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .emailChanged(email):
        state.email = email
        return .none
      case let .passwordChanged(password):
        state.password = password
        return .none
      case .loginTapped:
        state.isLoggingIn = true
        state.errorMessage = nil
        return .none
      case .loginFailed:
        state.isLoggingIn = false
        state.errorMessage = "Wrong email or password"
        return .none
      case .errorDismissed:
        state.errorMessage = nil
        return .none
      }
    }
  }
}

final class LoginViewController: UIViewController {
  struct ViewState: Equatable {
    let isLoginButtonEnabled: Bool
    let isActivityIndicatorHidden: Bool
    let errorText: String

    init(state: Login.State) {
      self.isLoginButtonEnabled = !state.email.isEmpty && !state.password.isEmpty && !state.isLoggingIn
      self.isActivityIndicatorHidden = !state.isLoggingIn
      self.errorText = state.errorMessage ?? ""
    }
  }

  private let store: StoreOf<Login>
  private let viewStore: ViewStore<ViewState, Login.Action> // want "viewstore-usage"
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let loginButton = UIButton(type: .system)
  private let activityIndicator = UIActivityIndicatorView(style: .medium)
  private let errorLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Login>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: ViewState.init)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.placeholder = "Email"
    emailField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.viewStore.send(.emailChanged(self.emailField.text ?? ""))
      },
      for: .editingChanged
    )
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.viewStore.send(.passwordChanged(self.passwordField.text ?? ""))
      },
      for: .editingChanged
    )
    loginButton.setTitle("Log in", for: .normal)
    loginButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.loginTapped) }, for: .touchUpInside)
    let stack = UIStackView(
      arrangedSubviews: [emailField, passwordField, loginButton, activityIndicator, errorLabel]
    )
    stack.axis = .vertical
    stack.spacing = 12
    view.addSubview(stack)
    activityIndicator.startAnimating()

    viewStore.publisher.isLoginButtonEnabled // want "publisher-subscription"
      .assign(to: \.isEnabled, on: loginButton)
      .store(in: &cancellables)

    viewStore.publisher.isActivityIndicatorHidden // want "publisher-subscription"
      .assign(to: \.isHidden, on: activityIndicator)
      .store(in: &cancellables)

    viewStore.publisher.errorText // want "publisher-subscription"
      .sink { [weak self] text in
        self?.errorLabel.text = text
        self?.errorLabel.isHidden = text.isEmpty
      }
      .store(in: &cancellables)
  }
}
