// Case file: the feature that before.swift's view controller observes. Its State lacks
// @ObservableState and uses `@BindingState` (the bindings serve the SwiftUI version of this
// screen) and `@PresentationState`. Migrating the directory adds @ObservableState here, turns
// `@PresentationState` into `@Presents`, and removes both `@BindingState` attributes; BindableAction
// and BindingReducer stay. The presented Rename feature is not observed and is left alone.
import ComposableArchitecture

@Reducer
struct AccountSettings {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var nickname = "guest"
    var isPublic = false
    @Presents var rename: Rename.State?
    var isSaving = false
    var savedCount = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case saveFinished
    case renameTapped
    case rename(PresentationAction<Rename.Action>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveTapped:
        state.isSaving = true
        return .none
      case .saveFinished:
        state.isSaving = false
        state.savedCount += 1
        return .none
      case .renameTapped:
        state.rename = Rename.State(draft: state.nickname + "!")
        return .none
      case .rename(.presented(.confirmTapped)):
        if let draft = state.rename?.draft {
          state.nickname = draft
        }
        state.rename = nil
        return .none
      case .rename:
        return .none
      }
    }
    .ifLet(\.$rename, action: \.rename) {
      Rename()
    }
  }
}

@Reducer
struct Rename {
  struct State: Equatable {
    var draft = ""
  }

  enum Action {
    case confirmTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
