// Rules/state-dependency.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateDependency = #"""
id: state-dependency
severity: error
category: state
fixable: false
summary: a reducer State holds a dependency: a client, service, URLSession, managed-object context or scheduler

## rationale
Clients, services, sessions, managed-object contexts and schedulers are how a feature reaches
the world, not what the feature is. Kept in State they make it impossible to compare or to
build in a test, and anyone holding the State can start effects without an action. Declare
them in the reducer with `@Dependency`, where they get a live value for the app and a test
value for tests.

## triggering
```swift
@Reducer
struct Articles {
  @ObservableState
  struct State {
    var articles: [String] = []
    var ↓api: ArticlesClient
    var ↓session = URLSession.shared
    var ↓scheduler: AnySchedulerOf<DispatchQueue>
    var ↓context: NSManagedObjectContext?
  }
  enum Action { case onAppear }
}
```

## non-triggering
```swift
@Reducer
struct Articles {
  @ObservableState
  struct State: Equatable {
    var articles: [String] = []
    var client: Client?
  }
  enum Action { case onAppear }
  @Dependency(\.articlesClient) var api
  @Dependency(\.mainQueue) var mainQueue
}
```
"""#
}
