/// `@ObservableState` state read directly from the store (TCA ≥ 1.7).
///
/// Contract: only for states conforming to `ObservableState` (what `@ObservableState` adds).
/// Each `store.x` read returns the current value and, inside `observe { }`, registers exactly
/// the field `x` (nested reads like `store.track.title` register `track`); reading a field
/// marked `@ObservationStateIgnored` registers nothing; `store.state` registers the whole state.
extension Store where State: ObservableState {
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let ignoredBefore = IgnoredFieldReads.count
    let value = currentState[keyPath: keyPath]
    if IgnoredFieldReads.count == ignoredBefore {
      cells.accessValue(keyPath)
    }
    return value
  }

  /// The whole current state; tracked as one value.
  public var state: State {
    cells.accessValue(\State.self)
    return currentState
  }
}

extension Store {
  /// Tracks whether the optional value at `keyPath` is nil (used by optional `scope`).
  func accessPresence<Value>(_ keyPath: KeyPath<State, Value?>) {
    cells.accessPresence(keyPath)
  }
}
