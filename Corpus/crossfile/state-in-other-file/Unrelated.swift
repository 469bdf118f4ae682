// Case file: a feature no migrated view observes. Its State also lacks @ObservableState and uses
// `@BindingState` and `@PresentationState`, but the tool must leave this file unchanged (no
// findings, no edits).
import ComposableArchitecture

@Reducer
struct HelpCenter {
  struct State: Equatable {
    @BindingState var query = ""
    @PresentationState var article: HelpArticle.State?
    var topics: [String] = ["Billing", "Privacy"]
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case topicTapped(String)
    case article(PresentationAction<HelpArticle.Action>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .topicTapped(topic):
        state.article = HelpArticle.State(title: topic)
        return .none
      case .article:
        return .none
      }
    }
    .ifLet(\.$article, action: \.article) {
      HelpArticle()
    }
  }
}

@Reducer
struct HelpArticle {
  struct State: Equatable {
    var title = ""
    var isHelpful: Bool?
  }

  enum Action {
    case helpfulTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .helpfulTapped:
        state.isHelpful = true
        return .none
      }
    }
  }
}
