// Rules/state-reference-type.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let stateReferenceType = #"""
id: state-reference-type
severity: warning
category: state
fixable: false
summary: a reducer State holds a class instance: a timer, cancellable, view, managed object or a class of the project

## rationale
A class instance inside a State struct keeps the syntax of a value and loses its meaning.
Copying the State copies the pointer, so the state before an action and the state after it
share one object: mutating one mutates the other, `==` can no longer tell them apart, and a
test cannot assert what changed. Nothing fails to compile; the bug shows up much later. Keep
values in State: the data itself, an ID, a date; leave timers and cancellables to effects.

## triggering
```swift
final class ImageCache {
  var images: [URL: Data] = [:]
}

@Reducer
struct Gallery {
  @ObservableState
  struct State {
    var ↓refreshTimer: Timer?
    var ↓subscription: AnyCancellable?
    var ↓cache = ImageCache()
    var ↓headerView: UIView?
  }
  enum Action { case refresh }
}
```

## non-triggering
```swift
struct Photo: Equatable, Identifiable {
  let id: UUID
  var data: Data
}

@Reducer
struct Gallery {
  @ObservableState
  struct State: Equatable {
    var photos: IdentifiedArrayOf<Photo> = []
    var lastRefresh: Date?
  }
  enum Action { case refresh }
}
```
"""#
}
