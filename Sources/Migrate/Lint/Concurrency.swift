import Dispatch

/// Runs `body(worker, index)` once for every index of `0..<count`, on up to `jobs` threads.
/// Workers claim the next index as they free up, so one large file does not hold up the small
/// ones behind it; `worker` (below `jobs`) lets each thread keep its own accumulator. Returns
/// when every index is done.
func forEachConcurrently(count: Int, jobs: Int, _ body: @escaping @Sendable (_ worker: Int, _ index: Int) -> Void) {
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    for index in 0..<count { body(0, index) }
    return
  }
  let counter = ClaimCounter(limit: count)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    while let index = counter.claim() { body(worker, index) }
  }
}

/// A counter under a lock, counting up to `limit`: the next unclaimed index, or files done
/// (one step per file: contention is negligible).
final class ClaimCounter: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var next = 0
  private let limit: Int

  init(limit: Int = .max) { self.limit = limit }

  /// The value before the step, or nil once `limit` is reached.
  func claim() -> Int? {
    lock.wait(); defer { lock.signal() }
    guard next < limit else { return nil }
    next += 1
    return next - 1
  }
}

/// Fixed storage that workers write at distinct indices and read after `forEachConcurrently`
/// returns (which orders every write before the read). Callers never share an index.
final class Slots<T>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<T>
  let count: Int

  init(repeating value: T, count: Int) {
    self.count = count
    base = .allocate(capacity: max(1, count))
    base.initialize(repeating: value, count: count)
  }

  /// In place, so a worker's accumulator is mutated, never copied.
  subscript(index: Int) -> T {
    unsafeAddress { UnsafePointer(base + index) }
    unsafeMutableAddress { base + index }
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
