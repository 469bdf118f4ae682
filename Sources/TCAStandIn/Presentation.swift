/// `@PresentationState` (and `@Presents`): optional child state of a presented feature.
///
/// Contract: a plain optional under a property wrapper (memberwise init takes the optional,
/// equality compares it); `$destination` is the wrapper itself, as TCA's projected value.
@propertyWrapper
public struct PresentationState<State> {
  public var wrappedValue: State?

  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

/// `@Presents`: TCA ≥ 1.7's spelling of `@PresentationState` (a macro there, a property
/// wrapper alias here, so it compiles unchanged).
public typealias Presents = PresentationState

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

/// The actions of a presented feature, as TCA's `PresentationAction`.
public enum PresentationAction<Action> {
  /// The presentation was dismissed; `ifLet` clears the state.
  case dismiss
  /// An action of the presented feature.
  case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
