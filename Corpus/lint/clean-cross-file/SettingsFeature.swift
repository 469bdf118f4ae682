import ComposableArchitecture
import Foundation

struct Settings: Equatable, Codable {
  var notificationsEnabled = true
  var theme = Theme.system
}

enum Theme: String, Equatable, Codable, CaseIterable {
  case system, light, dark
}

struct SettingsFeature {
  @ObservableState
  struct State: Equatable {
    var settings = Settings()
    var isSaving = false
    var focus: Field?
    @Presents var alert: AlertState<Action.Alert>?

    enum Field: Hashable { case theme, notifications }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case saved
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable { case retry }
  }
}

extension SettingsFeature: Reducer {
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveTapped:
        state.isSaving = true
        return .run { [settings = state.settings] send in
          @Dependency(\.settingsClient) var client
          try await client.save(settings)
          await send(.saved)
        }
      case .saved:
        state.isSaving = false
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
