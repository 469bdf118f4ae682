import Foundation

/// Runs `body` over `items` on up to `jobs` threads and returns the results in input order, so
/// output never depends on scheduling.
func parallelMap<T>(_ items: [String], jobs: Int, _ body: @escaping @Sendable (String) -> T) -> [T] {
  let slots = Slots<T>(count: items.count)
  let workers = max(1, min(jobs, items.count))
  DispatchQueue.concurrentPerform(iterations: workers) { _ in
    while let index = slots.claim() {
      slots.store(body(items[index]), at: index)
    }
  }
  return slots.values()
}

/// Result storage shared by the workers; every access goes through the lock.
private final class Slots<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [T?]
  private var next = 0

  init(count: Int) { results = Array(repeating: nil, count: count) }

  func claim() -> Int? {
    lock.lock(); defer { lock.unlock() }
    guard next < results.count else { return nil }
    next += 1
    return next - 1
  }

  func store(_ value: T, at index: Int) {
    lock.lock(); defer { lock.unlock() }
    results[index] = value
  }

  func values() -> [T] {
    lock.lock(); defer { lock.unlock() }
    return results.map { $0! }
  }
}
