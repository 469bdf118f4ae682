// Rules/state-closure.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateClosure = #"""
id: state-closure
severity: error
category: state
fixable: false
summary: a reducer State stores a closure

## rationale
A reducer's State must be a value: comparable, printable, copyable, and built in a test with
one line. A stored closure breaks all of that: it cannot be compared (so `Equatable` goes),
it cannot be rebuilt in a test without building half the app, and it is a way to cause effects
without sending an action, the very hole a one-way architecture closes. A callback is a future
action: add a case to `Action` and handle it in the reducer.

## triggering
```swift
@Reducer
struct Editor {
  @ObservableState
  struct State {
    var text = ""
    var ↓onSave: (String) -> Void
    var ↓onCancel: (@Sendable () -> Void)?
  }
  enum Action { case saveTapped }
}
```

```swift
@Reducer
struct Editor {
  @ObservableState
  enum State {
    case editing(String)
    case ↓confirming(completion: () -> Void)
  }
}
```

## non-triggering
```swift
@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var formatted: String { text.trimmingCharacters(in: .whitespaces) }
  }
  enum Action { case saveTapped, delegate(Delegate) }
  enum Delegate { case saved(String), cancelled }
}
```
"""#
}
