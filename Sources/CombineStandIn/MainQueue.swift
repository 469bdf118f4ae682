import Foundation

/// The reference runtime's deterministic main queue.
///
/// Contract: work is run only when someone calls `drain()`, in FIFO order, on the caller's
/// thread; work enqueued while draining runs in the same drain. Everything the runtime defers
/// "to later on the main queue" goes here: `receive(on: DispatchQueue.main)` and
/// `receive(on: RunLoop.main)` deliveries, `debounce`/`delay`/`throttle`, `observe { }` re-runs
/// and the jobs of `.run` effects. User code that calls `DispatchQueue.main.async { }` uses the
/// real main queue; `drain()` pumps that too when it is called on the main thread outside a
/// main-queue callback (the verify harness's situation), see `DispatchMainPump`.
public final class MainQueue: @unchecked Sendable {
  /// The one queue of the process.
  public static let shared = MainQueue()

  private let lock = NSLock()
  private var work: [() -> Void] = []
  private var outstanding = 0

  public init() {}

  /// Appends `action`; it runs on a later `drain()`. Safe to call from any thread.
  public func enqueue(_ action: @escaping () -> Void) {
    lock.lock()
    work.append(action)
    lock.unlock()
  }

  /// The number of enqueued actions not yet run.
  public var pendingCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return work.count
  }

  /// The number of started asynchronous jobs (for example `.run` effects) not yet finished.
  public var outstandingWork: Int {
    lock.lock()
    defer { lock.unlock() }
    return outstanding
  }

  /// Marks the start of asynchronous work that will enqueue more actions later.
  public func beginWork() {
    lock.lock()
    outstanding += 1
    lock.unlock()
  }

  /// Marks the end of work started with `beginWork()`.
  public func endWork() {
    lock.lock()
    outstanding -= 1
    lock.unlock()
  }

  private func next() -> (() -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    return work.isEmpty ? nil : work.removeFirst()
  }

  /// Runs everything enqueued, including what that work enqueues, until the queue is empty.
  /// With `pumpingDispatchMain` (the default) it also runs the real `DispatchQueue.main` when
  /// that is possible (see `DispatchMainPump`), alternating until both are quiet.
  /// Returns how many of this queue's actions ran.
  @discardableResult
  public func drain(pumpingDispatchMain: Bool = true) -> Int {
    var ran = 0
    var quietRounds = 0
    while true {
      while let action = next() {
        action()
        ran += 1
      }
      guard pumpingDispatchMain, DispatchMainPump.pumpOnce() else { break }
      if pendingCount == 0 {
        // A block on the real main queue may enqueue another one; each round runs one level.
        quietRounds += 1
        if quietRounds >= DispatchMainPump.quietRoundsToStop { break }
      } else {
        quietRounds = 0
      }
    }
    return ran
  }

  /// Drains, and while asynchronous work is outstanding (effects awaiting something real such
  /// as `Task.sleep`), waits in small steps and drains again, up to `timeout` seconds.
  /// Returns false when work was still outstanding at the timeout.
  @discardableResult
  public func drainUntilIdle(timeout: TimeInterval = 2) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
      drain()
      if outstandingWork == 0 && pendingCount == 0 { return true }
      if Date() >= deadline { return false }
      Thread.sleep(forTimeInterval: 0.001)
    }
  }
}
