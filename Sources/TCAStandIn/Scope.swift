/// Runs a child reducer on part of the parent's state, as TCA's `Scope`.
///
/// Contract: for a parent action that extracts to a child action, runs the child reducer on
/// `state[keyPath: toChildState]` and embeds its effects' actions; other actions pass by.
/// Actions are given as an embed function or `AnyCasePath` (see COMPILE-COPY.md for `\.child`).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  let toChildState: WritableKeyPath<ParentState, Child.State>
  let toChildAction: AnyCasePath<ParentAction, Child.Action>
  let child: Child

  public init(
    state toChildState: WritableKeyPath<ParentState, Child.State>,
    action toChildAction: AnyCasePath<ParentAction, Child.Action>,
    @ReducerBuilder<Child.State, Child.Action> child: () -> Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child()
  }

  public init(
    state toChildState: WritableKeyPath<ParentState, Child.State>,
    action embed: @escaping (Child.Action) -> ParentAction,
    @ReducerBuilder<Child.State, Child.Action> child: () -> Child
  ) {
    self.init(state: toChildState, action: AnyCasePath(embed), child: child)
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}

extension Reducer {
  /// Runs `wrapped` on the optional child state while it is non-nil, before this reducer.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action embed: @escaping (WrappedAction) -> Action,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped
  ) -> Reduce<State, Action> where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    let casePath = AnyCasePath(embed)
    let child = wrapped()
    return Reduce { state, action in
      var effects = Effect<Action>.none
      if let childAction = casePath.extract(from: action), state[keyPath: toWrappedState] != nil {
        effects = child.reduce(into: &state[keyPath: toWrappedState]!, action: childAction)
          .map(casePath.embed)
      }
      return effects.merge(with: self.reduce(into: &state, action: action))
    }
  }

  /// Runs the presented feature (`@Presents` state, `PresentationAction`), before this reducer;
  /// `.dismiss` clears the state after this reducer ran.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action embed: @escaping (PresentationAction<DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> Reduce<State, Action>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    let casePath = AnyCasePath(embed)
    let child = destination()
    return Reduce { state, action in
      var effects = Effect<Action>.none
      let presentationAction = casePath.extract(from: action)
      if case let .presented(childAction) = presentationAction,
        state[keyPath: toPresentationState].wrappedValue != nil
      {
        effects = child.reduce(
          into: &state[keyPath: toPresentationState].wrappedValue!, action: childAction
        ).map { casePath.embed(.presented($0)) }
      }
      effects = effects.merge(with: self.reduce(into: &state, action: action))
      if case .dismiss = presentationAction {
        state[keyPath: toPresentationState].wrappedValue = nil
      }
      return effects
    }
  }
}
