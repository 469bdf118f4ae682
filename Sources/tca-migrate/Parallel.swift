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
/// and at most `window` items are started ahead of the last one emitted, so memory stays flat
/// however many items there are.
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
  var emitted = 0
  while emitted < items.count {
    let ready = queue.takeReady()
    for result in ready { emit(result) }
    emitted += ready.count
    queue.release(ready.count)
  }
  group.wait()
}

/// Results handed from workers to the thread that emits them in order. A worker may claim an
/// index only while fewer than `window` items are ahead of the last one emitted.
///
/// Each side wakes the other only when it waits for what just happened (a run of results to
/// emit is stored; room opens in a full window), and the emitter takes every finished result in
/// a row at once.
private final class OrderedQueue<T>: @unchecked Sendable {
  private let condition = NSCondition()
  private var results: [Int: T] = [:]
  private var nextClaim = 0
  private var nextTake = 0
  private var released = 0
  private var sleepingWorkers = 0
  private var emitterSleeps = false
  private let count: Int
  private let window: Int

  init(count: Int, window: Int) {
    self.count = count
    self.window = window
  }

  /// Results in a row the emitter is woken for (fewer only once the window is full or every
  /// item is claimed): waking it per result cost a context switch per file.
  private static var batch: Int { 8 }

  func claim() -> Int? {
    condition.lock(); defer { condition.unlock() }
    while nextClaim < count, nextClaim >= released + window {
      // A full window waits for the emitter, which may be waiting for a longer run.
      if emitterSleeps { condition.broadcast() }
      sleepingWorkers += 1
      condition.wait()
      sleepingWorkers -= 1
    }
    guard nextClaim < count else { return nil }
    nextClaim += 1
    return nextClaim - 1
  }

  func store(_ value: T, at index: Int) {
    condition.lock(); defer { condition.unlock() }
    results[index] = value
    guard emitterSleeps, results.index(forKey: nextTake) != nil else { return }
    var run = 1
    while run < Self.batch, results.index(forKey: nextTake + run) != nil { run += 1 }
    if run == Self.batch || nextClaim >= min(count, released + window) { condition.broadcast() }
  }

  /// Waits for the next result in order, then takes it and every finished one after it.
  func takeReady() -> [T] {
    condition.lock(); defer { condition.unlock() }
    while results.index(forKey: nextTake) == nil {
      emitterSleeps = true
      condition.wait()
      emitterSleeps = false
    }
    var ready: [T] = []
    while let value = results.removeValue(forKey: nextTake) {
      ready.append(value)
      nextTake += 1
    }
    return ready
  }

  /// `count` more results were emitted: room for as many more items in the window.
  func release(_ count: Int) {
    condition.lock(); defer { condition.unlock() }
    released += count
    if sleepingWorkers > 0 { condition.broadcast() }
  }
}
