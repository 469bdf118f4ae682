/// `BindableAction`, as in TCA: an action that can carry a binding change.
public protocol BindableAction {
  associatedtype State
  static func binding(_ action: BindingAction<State>) -> Self
}

/// A change of one bindable field. The runtime drives no SwiftUI bindings, so none is ever sent;
/// the type exists so reducers written for bindings compile unchanged.
public struct BindingAction<Root>: Equatable {
  let keyPath: PartialKeyPath<Root>
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.keyPath == rhs.keyPath }
}

/// `BindingReducer()`, as in TCA: applies binding actions. With no binding ever sent it does
/// nothing, which is what the runtime needs.
public struct BindingReducer<State, Action>: Reducer {
  public typealias Body = Never
  public init() {}
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
