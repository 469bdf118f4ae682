import Foundation

/// Runs the blocks user code put on the real `DispatchQueue.main`, for harnesses.
///
/// Contract: `pumpOnce()` returns true after it ran every block enqueued on the real main
/// queue before the call (it posts a sentinel block and spins `RunLoop.main` until the sentinel
/// ran). It returns false, doing nothing, when not on the main thread. When the sentinel does
/// not run within a short time (the caller is itself inside a main-queue block, so the queue
/// cannot be re-entered) it returns false and stops trying for the rest of the process.
public enum DispatchMainPump {
  /// Rounds without new work on `MainQueue` after which `MainQueue.drain()` stops pumping;
  /// `DispatchQueue.main.async` chains nested deeper than this after the last runtime work
  /// are left for the next drain.
  public static let quietRoundsToStop = 3

  private final class Flag: @unchecked Sendable { var value = false }
  nonisolated(unsafe) private static var unavailable = false

  /// Pumps one round; see the type's contract.
  public static func pumpOnce() -> Bool {
    guard Thread.isMainThread, !unavailable else { return false }
    let done = Flag()
    DispatchQueue.main.async { done.value = true }
    var spins = 0
    while !done.value && spins < 20 {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.002))
      spins += 1
    }
    if !done.value { unavailable = true }
    return done.value
  }
}
