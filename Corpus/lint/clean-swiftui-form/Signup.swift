import ComposableArchitecture
import SwiftUI

@Reducer
struct Signup {
  @ObservableState
  struct State: Equatable {
    var email = ""
    var password = ""
    var isSubmitting = false
    var errorMessage: String?
    var canSubmit: Bool { !email.isEmpty && password.count >= 8 && !isSubmitting }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case submitTapped
    case response(Result<Void, Error>)
  }

  @Dependency(\.authClient) var authClient

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.errorMessage = nil
        return .none
      case .submitTapped:
        guard state.canSubmit else { return .none }
        state.isSubmitting = true
        return .run { [email = state.email, password = state.password] send in
          await send(.response(Result { try await authClient.signUp(email, password) }))
        }
      case .response(.success):
        state.isSubmitting = false
        return .none
      case let .response(.failure(error)):
        state.isSubmitting = false
        state.errorMessage = error.localizedDescription
        return .none
      }
    }
  }
}

struct SignupView: View {
  @Bindable var store: StoreOf<Signup>

  var body: some View {
    Form {
      TextField("Email", text: $store.email)
      SecureField("Password", text: $store.password)
      if let message = store.errorMessage {
        Text(message).foregroundStyle(.red)
      }
      Button("Sign up") { store.send(.submitTapped) }
        .disabled(!store.canSubmit)
    }
  }
}
