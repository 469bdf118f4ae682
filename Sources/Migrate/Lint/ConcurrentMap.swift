import Dispatch

/// Runs `body` for every index in `0..<count` on up to `jobs` threads and returns the results in
/// index order, so output never depends on scheduling. `jobs <= 1` runs on the calling thread.
func concurrentMap<T>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
  guard jobs > 1, count > 1 else { return (0..<count).map(body) }
  let results = ResultSlots<T>(count: count)
  let next = IndexCounter()
  DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
    while let index = next.claim(below: count) { results.store(body(index), at: index) }
  }
  return results.take()
}

/// One slot per index; each is written by exactly one worker before `concurrentPerform` returns,
/// which orders those writes before `take()`.
private final class ResultSlots<T>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  func store(_ value: T, at index: Int) { slots[index] = value }

  func take() -> [T] { (0..<count).map { slots[$0]! } }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}

/// The next unclaimed index.
private final class IndexCounter: @unchecked Sendable {
  private let lock = DispatchSemaphoreLock()
  private var next = 0

  func claim(below count: Int) -> Int? {
    lock.locked {
      guard next < count else { return nil }
      next += 1
      return next - 1
    }
  }
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
