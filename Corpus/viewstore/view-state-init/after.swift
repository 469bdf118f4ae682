// Case: `ViewStore(store, observe: ViewState.init)` with a nested `ViewState` whose init(state:)
// derives its fields. The tool turns each ViewState field into a `fileprivate` computed property
// on `Login.State` in an extension in this file, deletes the ViewState struct and the view store,
// merges the three chains into one observe block reading `store.<field>`, rewrites
// `viewStore.send` to `store.send`, and removes the cancellables set and import Combine.
import ComposableArchitecture
import UIKit

@Reducer
struct Login {
  @ObservableState
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
  private let store: StoreOf<Login>
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let loginButton = UIButton(type: .system)
  private let activityIndicator = UIActivityIndicatorView(style: .medium)
  private let errorLabel = UILabel()

  init(store: StoreOf<Login>) {
    self.store = store
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
        self.store.send(.emailChanged(self.emailField.text ?? ""))
      },
      for: .editingChanged
    )
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.store.send(.passwordChanged(self.passwordField.text ?? ""))
      },
      for: .editingChanged
    )
    loginButton.setTitle("Log in", for: .normal)
    loginButton.addAction(UIAction { [weak self] _ in self?.store.send(.loginTapped) }, for: .touchUpInside)
    let stack = UIStackView(
      arrangedSubviews: [emailField, passwordField, loginButton, activityIndicator, errorLabel]
    )
    stack.axis = .vertical
    stack.spacing = 12
    view.addSubview(stack)
    activityIndicator.startAnimating()

    observe { [weak self] in
      guard let self else { return }
      loginButton.isEnabled = store.isLoginButtonEnabled // want "publisher-subscription"
      activityIndicator.isHidden = store.isActivityIndicatorHidden // want "publisher-subscription"
      errorLabel.text = store.errorText // want "publisher-subscription"
      errorLabel.isHidden = store.errorText.isEmpty
    }
  }
}

extension Login.State {
  fileprivate var isLoginButtonEnabled: Bool { !email.isEmpty && !password.isEmpty && !isLoggingIn }
  fileprivate var isActivityIndicatorHidden: Bool { !isLoggingIn }
  fileprivate var errorText: String { errorMessage ?? "" }
}
