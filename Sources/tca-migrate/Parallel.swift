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

/// Runs `body` over `items` on up to `jobs` threads and hands each result to `emit` on the
/// calling thread, in input order, as soon as it and every result before it are done. Workers
/// never wait for one another between files (a slow file holds up only the results behind it),
/// and at most `window` results wait to be emitted at once, so memory stays flat however many
/// items there are.
func parallelOrdered<T>(_ items: [String], jobs: Int, window: Int, _ body: @escaping @Sendable (String) -> T,
                        emit: (T) -> Void) {
  let workers = max(1, min(jobs, items.count))
  guard workers > 1 else {
    for item in items { emit(body(item)) }
    return
  }
  let queue = OrderedQueue<T>(count: items.count, window: max(window, workers))
  let group = DispatchGroup()
  for _ in 0..<workers {
    DispatchQueue.global(qos: .userInitiated).async(group: group) {
      while let index = queue.claim() { queue.store(body(items[index]), at: index) }
    }
  }
  for index in items.indices { emit(queue.take(index)) }
  group.wait()
}

/// Results handed from workers to the thread that emits them in order. A worker may claim an
/// index only while fewer than `window` results are ahead of the next one to emit.
private final class OrderedQueue<T>: @unchecked Sendable {
  private let condition = NSCondition()
  private var results: [Int: T] = [:]
  private var nextClaim = 0
  private var nextEmit = 0
  private let count: Int
  private let window: Int

  init(count: Int, window: Int) {
    self.count = count
    self.window = window
  }

  func claim() -> Int? {
    condition.lock(); defer { condition.unlock() }
    while nextClaim < count, nextClaim >= nextEmit + window { condition.wait() }
    guard nextClaim < count else { return nil }
    nextClaim += 1
    return nextClaim - 1
  }

  func store(_ value: T, at index: Int) {
    condition.lock(); defer { condition.unlock() }
    results[index] = value
    condition.broadcast()
  }

  /// Waits for the result at `index` (the next to emit) and takes it.
  func take(_ index: Int) -> T {
    condition.lock(); defer { condition.unlock() }
    while results.index(forKey: index) == nil { condition.wait() }
    nextEmit = index + 1
    condition.broadcast()
    return results.removeValue(forKey: index)!
  }
}
