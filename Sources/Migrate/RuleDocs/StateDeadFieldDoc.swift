// Rules/state-dead-field.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateDeadField = #"""
id: state-dead-field
severity: warning
category: state
fixable: false
summary: a reducer State field that no view and no reducer reads anywhere in the scanned paths

## rationale
A field that no view draws and no reducer consults serves nobody: it is left over from an
earlier version of the feature. It still costs something. It takes part in every `==`, shows
up in every test diff, has to be filled in for every test State, and tells the next reader
something false about what the feature is. Comparing or hashing a field does not count as
reading it: Equatable's `==` reads everything and means nothing.

## triggering
```swift
@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var ↓previousQuery = ""
    var ↓resultCount = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.query == rhs.query && lhs.previousQuery == rhs.previousQuery
    }
  }
  enum Action { case queryChanged(String) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.previousQuery = query
        state.query = query
        state.resultCount = 0
        return .none
      }
    }
  }
}

final class SearchViewController: UIViewController {
  let store: StoreOf<Search>
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      field.text = store.query
    }
  }
}
```

## non-triggering
```swift
@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var isEmpty: Bool { results.isEmpty }
  }
  enum Action { case queryChanged(String) }
}

final class SearchViewController: UIViewController {
  let store: StoreOf<Search>
  let field = UITextField()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.map(\.query)
      .sink { [weak self] query in self?.field.text = query }
      .store(in: &cancellables)
    field.isHidden = store.isEmpty
  }
}
```
"""#
}
