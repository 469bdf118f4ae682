/// Child stores, as TCA's `Store.scope`.
///
/// Contract: a child store mirrors `parent.state[keyPath: state]` after every parent update
/// and forwards its actions through `action`. Key-path scopes are cached while the child is
/// alive, so scoping twice yields the same store. Without macros, actions are given as an embed
/// function (`action: { .child($0) }`, `action: Feature.Action.child`, or `/Action.child`)
/// instead of a case key path (`action: \.child`); the compile copy rewrites the latter.
extension Store {
  /// A child store for a non-optional part of the state.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let key = ScopeKey(keyPath: state, kind: "value")
    if let cached = childStores[key]?.store as? Store<ChildState, ChildAction> { return cached }
    let child = Store<ChildState, ChildAction>(
      parent: self, state: { $0[keyPath: state] }, action: action
    )
    childStores[key] = WeakStore(store: child)
    return child
  }

  /// A child store with a case path action (`/Action.child`).
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action.embed)
  }

  /// A child store from closures (TCA ≤ 1.4 spelling); not cached.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(parent: self, state: toChildState, action: fromChildAction)
  }

  /// A store of the non-nil state, starting from `initial`, keeping the last non-nil value
  /// while the parent's state is nil.
  func unwrapped<Wrapped>(
    initial: Wrapped,
    _ toWrapped: @escaping (State) -> Wrapped?,
    action: @escaping (Action) -> Action = { $0 }
  ) -> Store<Wrapped, Action> {
    var last = initial
    return Store<Wrapped, Action>(
      parent: self,
      state: { parentState in
        if let value = toWrapped(parentState) { last = value }
        return last
      },
      action: action
    )
  }
}

extension Store where State: ObservableState {
  /// The child store while the optional child state is non-nil, otherwise nil. Inside
  /// `observe { }` this registers the child's nil-ness only (not its fields).
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction>? {
    accessPresence(state)
    guard let initial = currentState[keyPath: state] else { return nil }
    let key = ScopeKey(keyPath: state, kind: "optional")
    if let cached = childStores[key]?.store as? Store<ChildState, ChildAction> { return cached }
    var last = initial
    let child = Store<ChildState, ChildAction>(
      parent: self,
      state: { parentState in
        if let value = parentState[keyPath: state] { last = value }
        return last
      },
      action: action
    )
    childStores[key] = WeakStore(store: child)
    return child
  }

  /// The presented child store (`@Presents` state, `PresentationAction` actions): child
  /// actions are embedded as `.presented(action)`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: @escaping (PresentationAction<ChildAction>) -> Action
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: { (child: ChildAction) in action(.presented(child)) })
  }

  /// The optional child store with a case path action.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action.embed)
  }
}

/// Cache key of a scoped child store.
struct ScopeKey: Hashable {
  let keyPath: AnyKeyPath
  let kind: String
}
