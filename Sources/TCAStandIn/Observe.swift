import CombineStandIn
import Foundation
import Observation

/// The handle of one `observe { }` registration, as swift-navigation's `ObserveToken`.
///
/// Contract: the closure ran once, synchronously, when the token was made; while the token is
/// alive (and its owner, if any, too), a change to anything the last run read schedules one
/// re-run on `MainQueue.shared` (several changes before the drain give one re-run); each run
/// rebuilds what is tracked. `cancel()`, releasing the token, or the owner's deallocation ends
/// it.
public final class ObserveToken: Hashable, @unchecked Sendable {
  private var apply: ((UITransaction) -> Void)?
  private weak var owner: AnyObject?
  private let hasOwner: Bool
  private var isScheduled = false

  init(owner: AnyObject?, apply: @escaping (UITransaction) -> Void) {
    self.owner = owner
    self.hasOwner = owner != nil
    self.apply = apply
  }

  /// Ends the observation; a scheduled re-run will not happen.
  public func cancel() {
    apply = nil
  }

  /// Whether the observation has ended.
  public var isCancelled: Bool { apply == nil || (hasOwner && owner == nil) }

  deinit {
    cancel()
  }

  func run() {
    guard let apply, !isCancelled else {
      cancel()
      return
    }
    withObservationTracking {
      apply(UITransaction())
    } onChange: { [weak self] in
      self?.schedule()
    }
  }

  private func schedule() {
    guard !isScheduled, !isCancelled else { return }
    isScheduled = true
    MainQueue.shared.enqueue { [weak self] in
      guard let self else { return }
      self.isScheduled = false
      self.run()
    }
  }

  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The transaction an `observe { transaction in … }` closure receives (animation is not
/// simulated).
public struct UITransaction: Sendable {
  public init() {}
}

extension NSObject {
  /// Observes what `apply` reads; see `ObserveToken`. The object keeps the token, so the
  /// observation lasts as long as the object.
  @discardableResult
  public func observe(_ apply: @escaping () -> Void) -> ObserveToken {
    observe { (_: UITransaction) in apply() }
  }

  /// `observe { transaction in … }`.
  @discardableResult
  public func observe(_ apply: @escaping (_ transaction: UITransaction) -> Void) -> ObserveToken {
    let token = ObserveToken(owner: self, apply: apply)
    ObserveOwners.retain(token, for: self)
    token.run()
    return token
  }
}

/// Observes what `apply` reads, for owners that are not `NSObject`s; the caller must keep the
/// token (observation ends when it is released).
public func observe(_ apply: @escaping () -> Void) -> ObserveToken {
  let token = ObserveToken(owner: nil, apply: { _ in apply() })
  token.run()
  return token
}

/// Keeps each owner's tokens alive for the owner's lifetime (Linux has no associated objects):
/// entries are keyed by object identity and hold the owner weakly; entries whose owner is gone
/// are dropped on the next registration, and their tokens see the owner gone before re-running.
enum ObserveOwners {
  private struct Entry {
    weak var owner: AnyObject?
    var tokens: [ObserveToken]
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

  static func retain(_ token: ObserveToken, for owner: AnyObject) {
    entries = entries.filter { $0.value.owner != nil }
    let id = ObjectIdentifier(owner)
    if entries[id]?.owner === owner {
      entries[id]?.tokens.append(token)
    } else {
      entries[id] = Entry(owner: owner, tokens: [token])
    }
  }
}
