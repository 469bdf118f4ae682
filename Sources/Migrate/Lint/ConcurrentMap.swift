import Dispatch

/// Runs `body` for every index in `0..<count` on up to `jobs` threads and returns the results in
/// index order, so output never depends on scheduling. `jobs <= 1` runs on the calling thread.
func concurrentMap<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
  guard jobs > 1, count > 1 else { return (0..<count).map(body) }
  // Each slot is written by exactly one worker; `forEachConcurrently` returns after all of them.
  let results = Slots<T?>(repeating: nil, count: count)
  withoutActuallyEscaping(body) { body in
    forEachConcurrently(count: count, jobs: jobs) { _, index in results[index] = body(index) }
  }
  return (0..<count).map { results[$0]! }
}

/// A mutual-exclusion lock from Dispatch alone (the rules target does not import Foundation).
final class DispatchSemaphoreLock: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func locked<T>(_ body: () throws -> T) rethrows -> T {
    semaphore.wait()
    defer { semaphore.signal() }
    return try body()
  }
}

/// Counts completed work items across threads (Dispatch only).
final class ProgressCounter: @unchecked Sendable {
  private let lock = DispatchSemaphoreLock()
  private var count = 0

  func increment() -> Int { lock.locked { count += 1; return count } }
}
