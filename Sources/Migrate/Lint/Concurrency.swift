import Dispatch

/// Runs `body(worker, index)` once for every index of `0..<count`, on up to `jobs` threads.
/// Workers claim the next `chunk` indices as they free up, so one large file does not hold up the
/// small ones behind it; `worker` (below `jobs`) lets each thread keep its own accumulator.
/// Returns when every index is done.
///
/// A `chunk` above 1 is for bodies of a few hundred instructions: claimed one at a time, the
/// workers then meet at the counter's lock all the time, and a contended lock waits in the
/// kernel (on 10,643 files, a loop whose bodies mostly return at once took 6.5 ms with two jobs).
func forEachConcurrently(count: Int, jobs: Int, chunk: Int = 1, _ body: @escaping @Sendable (_ worker: Int, _ index: Int) -> Void) {
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    for index in 0..<count { body(0, index) }
    return
  }
  let step = max(1, chunk)
  let counter = ClaimCounter(limit: count)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    while let start = counter.claim(step) {
      for index in start..<min(start + step, count) { body(worker, index) }
    }
  }
}

/// A counter under a lock, counting up to `limit`: the next unclaimed index, or files done
/// (one step per file: contention is negligible).
final class ClaimCounter: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var next = 0
  private let limit: Int

  init(limit: Int = .max) { self.limit = limit }

  /// The value before the step of `step`, or nil once `limit` is reached.
  func claim(_ step: Int = 1) -> Int? {
    lock.wait(); defer { lock.signal() }
    guard next < limit else { return nil }
    next += step
    return next - step
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

  /// Moves the value at `index` out, leaving `replacement` in its place: the value's references
  /// change hands without being retained and released again.
  func take(_ index: Int, leaving replacement: T) -> T {
    let value = (base + index).move()
    (base + index).initialize(to: replacement)
    return value
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
