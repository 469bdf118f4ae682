/// A feature's logic, as TCA's `Reducer` protocol.
///
/// Contract: implement either `body` (composed reducers) or `reduce(into:action:)`; the other
/// has a default. Under the reference runtime a `@Reducer` struct must also declare
/// `: Reducer` (the compile copy adds it, see COMPILE-COPY.md).
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer's composition.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// Reducers that implement `reduce(into:action:)` have no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body; it implements reduce(into:action:)")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// TCA's debugging helper; a no-op here.
  public func _printChanges() -> Self { self }
}

/// `some ReducerOf<Self>`, as in TCA.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

/// Pre-1.0 name of `Reducer`.
public typealias ReducerProtocol = Reducer

/// A reducer made from a closure, as TCA's `Reduce`.
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases another reducer.
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing.
public struct EmptyReducer<State, Action>: Reducer {
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Runs the reducers built inside it, in order, merging their effects.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  let reducers: Reducers

  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

/// Builds reducer compositions, as TCA's `ReducerBuilder`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  public static func buildExpression<R: Reducer>(_ expression: R) -> R
  where R.State == State, R.Action == Action {
    expression
  }

  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0,
    next: R1
  ) -> ReducerSequence<R0, R1> where R0.State == State, R0.Action == Action {
    ReducerSequence(first: accumulated, second: next)
  }

  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action {
    OptionalReducer(wrapped: wrapped)
  }

  public static func buildEither<R0: Reducer, R1: Reducer>(
    first reducer: R0
  ) -> ConditionalReducer<R0, R1> where R0.State == State, R0.Action == Action {
    ConditionalReducer(first: reducer)
  }

  public static func buildEither<R0: Reducer, R1: Reducer>(
    second reducer: R1
  ) -> ConditionalReducer<R0, R1> where R1.State == State, R1.Action == Action {
    ConditionalReducer(second: reducer)
  }

  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ReducerArray<R>
  where R.State == State, R.Action == Action {
    ReducerArray(reducers: reducers)
  }

  public static func buildLimitedAvailability<R: Reducer>(_ wrapped: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action {
    Reduce(wrapped)
  }
}

/// Two reducers in order (what a builder block of several reducers produces).
public struct ReducerSequence<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  let first: R0
  let second: R1

  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    return firstEffect.merge(with: second.reduce(into: &state, action: action))
  }
}

/// An `if` without `else` in a reducer builder.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  let wrapped: Wrapped?

  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// An `if`/`else` in a reducer builder.
public struct ConditionalReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  let first: First?
  let second: Second?

  init(first: First) { (self.first, self.second) = (first, nil) }
  init(second: Second) { (self.first, self.second) = (nil, second) }

  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    if let first { return first.reduce(into: &state, action: action) }
    return second?.reduce(into: &state, action: action) ?? .none
  }
}

/// A `for` loop in a reducer builder.
public struct ReducerArray<Element: Reducer>: Reducer {
  let reducers: [Element]

  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    reducers.reduce(Effect.none) { $0.merge(with: $1.reduce(into: &state, action: action)) }
  }
}
