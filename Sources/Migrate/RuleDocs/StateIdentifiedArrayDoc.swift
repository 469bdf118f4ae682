// Rules/state-identified-array.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateIdentifiedArray = #"""
id: state-identified-array
severity: warning
category: state
fixable: false
summary: a reducer State keeps Identifiable elements in an Array instead of an IdentifiedArrayOf

## rationale
An `Array` finds its elements by position, and positions move. An action for "the third row"
that arrives after a reload or a reorder changes the wrong row, or crashes on a shorter list.
`IdentifiedArrayOf` keeps the order and finds elements by their stable `id`, which is also
what `forEach` and `store.scope` for child features need. For elements that are
`Identifiable`, it is the right collection.

## triggering
```swift
struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var ↓todos: [Todo] = []
    var ↓archived = [Todo]()
  }
  enum Action { case todoToggled(Todo.ID) }
}
```

## non-triggering
```swift
struct Todo: Equatable, Identifiable {
  let id: UUID
  var title: String
}

@Reducer
struct Todos {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo> = []
    var tags: [String] = []
    var selection: [Todo.ID] = []
  }
  enum Action { case todoToggled(Todo.ID) }
}
```
"""#
}
