import ComposableArchitecture
import SwiftUI

@Reducer
struct ProfileFeature {
  @ObservableState
  struct State: Equatable {
    var user: User?
    var isEditing = false
    var draftName = ""
    var avatarURL: URL?
    var followers: [User] = [] // want "state-identified-array"
    var lastSync: Date?
    @ObservationStateIgnored var syncAttempts = 0
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case task
    case loaded(User)
    case editTapped
    case saveTapped
    case followTapped(User.ID)
  }
  @Dependency(\.userClient) var userClient
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding: return .none
      case .task:
        state.syncAttempts += 1
        return .run { send in await send(.loaded(try await userClient.me())) }
      case let .loaded(user):
        state.user = user
        state.draftName = user.name
        state.lastSync = Date()
        return .none
      case .editTapped:
        state.isEditing = true
        return .none
      case .saveTapped:
        state.isEditing = false
        state.user?.name = state.draftName
        return .none
      case .followTapped:
        return .none
      }
    }
  }
}

struct User: Equatable, Identifiable {
  let id: UUID
  var name: String
}

struct ProfileView: View {
  @Bindable var store: StoreOf<ProfileFeature>

  var body: some View {
    VStack {
      AsyncImage(url: store.avatarURL)
      if store.isEditing {
        TextField("Name", text: $store.draftName)
        Button("Save") { store.send(.saveTapped) }
      } else {
        Text(store.user?.name ?? "")
        Button("Edit") { store.send(.editTapped) }
      }
      Text("Attempts: \(store.syncAttempts)") // want "ignored-state-read"
      ForEach(store.followers) { follower in
        Button(follower.name) {
          if store.user?.id != follower.id { // want "reducer-logic-in-view"
            store.send(.followTapped(follower.id))
          }
        }
      }
      if let lastSync = store.lastSync { Text(lastSync, style: .relative) }
    }
    .task { await store.send(.task).finish() }
  }
}
