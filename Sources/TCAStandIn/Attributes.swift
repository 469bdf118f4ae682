// The attributes TCA provides as macros. The reference runtime cannot ship its own macro
// plugin (that needs swift-syntax), so each attribute is either a property wrapper or a macro
// implemented by a plugin the toolchain already ships (ObservationMacros), chosen so that user
// files compile unchanged. See COMPILE-COPY.md for the one thing this cannot do (`: Reducer`).

// Re-exported because `@ObservableState` expands to a conformance to `Observation.Observable`,
// which must resolve in the user's file.
@_exported import Observation

/// `@ObservableState`: makes the state observable through the store, as in TCA ≥ 1.7.
///
/// Contract: expands (with the toolchain's `ObservableMacro`, extension role only) to
/// `extension State: Observation.Observable {}`; `ObservableState` is that protocol, and
/// `store.x`, `store.state` and optional `scope` require it, as in TCA.
@attached(extension, conformances: Observable)
public macro ObservableState() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// The conformance `@ObservableState` adds.
public typealias ObservableState = Observation.Observable

/// `@Reducer`: accepted and expands to nothing (an extension macro with no conformances).
///
/// Contract: the struct still needs `: Reducer` in the compile copy; TCA's other `@Reducer`
/// expansions (case paths for `Action`, enum reducers) are not provided.
@attached(extension)
public macro Reducer() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// `@CasePathable`: accepted and expands to nothing; see `AnyCasePath` for what replaces
/// case key paths.
@attached(extension)
public macro CasePathable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// `@ObservationStateIgnored`: a field that observation does not track.
///
/// Contract: a property wrapper that changes nothing about storage, memberwise init or
/// equality; reading the field through the store registers no observation, so `observe`
/// blocks do not re-run when it changes (the UI goes stale, as in TCA).
@propertyWrapper
public struct ObservationStateIgnored<Value> {
  private var value: Value

  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  public var wrappedValue: Value {
    get {
      IgnoredFieldReads.count &+= 1
      return value
    }
    set { value = newValue }
  }
}

extension ObservationStateIgnored: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension ObservationStateIgnored: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension ObservationStateIgnored: Sendable where Value: Sendable {}

/// `@BindingState` (TCA < 1.7): a no-op property wrapper with a projected value, so legacy
/// states compile.
@propertyWrapper
public struct BindingState<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}
