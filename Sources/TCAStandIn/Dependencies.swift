import Foundation

/// A dependency's values, as swift-dependencies' `TestDependencyKey` (minimal).
public protocol TestDependencyKey {
  associatedtype Value
  /// The value in tests; defaults to `liveValue` for `DependencyKey`s.
  static var testValue: Value { get }
  /// The value in previews; defaults to `testValue`.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  public static var previewValue: Value { testValue }
}

/// A dependency with a live value, as swift-dependencies' `DependencyKey`.
///
/// Contract (reference runtime): the runtime always resolves `liveValue` unless overridden
/// with `withDependencies`; `testValue` defaults to `liveValue`.
public protocol DependencyKey: TestDependencyKey {
  associatedtype Value
  /// The value the app uses.
  static var liveValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value { liveValue }
}

/// The current dependencies, as swift-dependencies' `DependencyValues` (minimal).
///
/// Contract: user code extends it with computed properties over `self[Key.self]`; reads fall
/// back to the key's `liveValue`; `withDependencies` overrides values for the duration of an
/// operation. `current` is a task local, so `.run` effects started inside see the values that
/// were current when they started, as in TCA.
public struct DependencyValues: @unchecked Sendable {
  private var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      if let live = key as? any DependencyKey.Type, let value = Self.liveValue(of: live) as? Key.Value {
        return value
      }
      return key.testValue
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  private static func liveValue<K: DependencyKey>(of key: K.Type) -> Any { key.liveValue }

  /// The values in effect now.
  @TaskLocal public static var current = DependencyValues()
}

/// Reads a dependency, as swift-dependencies' `@Dependency(\.apiClient)`.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let keyPath: KeyPath<DependencyValues, Value>

  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.keyPath = keyPath
  }

  /// `@Dependency(APIClient.self)`.
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.keyPath = \DependencyValues.[key: ObjectKey<Key>()]
  }

  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}

/// A hashable stand-in for a key type, so a key-path subscript can name it.
public struct ObjectKey<Key: TestDependencyKey>: Hashable, Sendable {
  public init() {}
}

extension DependencyValues {
  /// `self[key: ObjectKey<Key>()]`, the key path behind `@Dependency(Key.self)`.
  public subscript<Key: TestDependencyKey>(key key: ObjectKey<Key>) -> Key.Value {
    self[Key.self]
  }
}

/// Runs `operation` with the dependencies `update` changed, then restores them.
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}

/// Generates dates, as swift-dependencies' `DateGenerator`.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date.
  public var now: Date { generate() }

  public func callAsFunction() -> Date { generate() }

  public static func constant(_ date: Date) -> Self { Self { date } }
}

/// Generates UUIDs, as swift-dependencies' `UUIDGenerator`.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  public func callAsFunction() -> UUID { generate() }
}

private enum DateKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
}

private enum UUIDKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
}

extension DependencyValues {
  /// The current date.
  public var date: DateGenerator {
    get { self[DateKey.self] }
    set { self[DateKey.self] = newValue }
  }

  /// Random UUIDs.
  public var uuid: UUIDGenerator {
    get { self[UUIDKey.self] }
    set { self[UUIDKey.self] = newValue }
  }

  /// A real continuous clock (sleeps take real time; see `MainQueue.drainUntilIdle`).
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}
