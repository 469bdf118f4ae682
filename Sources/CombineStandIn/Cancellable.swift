/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Ends the activity; calling it again does nothing.
  func cancel()
}

/// A type-erased cancellable, as Combine's `AnyCancellable`.
///
/// Contract: cancels once, either explicitly or when the last reference goes away (deinit);
/// equality is identity, so it can live in a `Set`.
public final class AnyCancellable: Cancellable, Hashable {
  private var body: (() -> Void)?

  /// Wraps a cancel action.
  public init(_ cancel: @escaping () -> Void) {
    self.body = cancel
  }

  /// Wraps another cancellable.
  public init<C: Cancellable>(_ canceller: C) {
    self.body = canceller.cancel
  }

  public func cancel() {
    let body = self.body
    self.body = nil
    body?()
  }

  deinit {
    cancel()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Cancellable {
  private var erased: AnyCancellable { (self as? AnyCancellable) ?? AnyCancellable(self) }

  /// Keeps the subscription alive as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(erased)
  }

  /// Keeps the subscription alive as long as `collection` holds it (for `[AnyCancellable]`).
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(erased)
  }
}
