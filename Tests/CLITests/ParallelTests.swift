import Foundation
import Testing
@testable import tca_migrate

/// The commands' ordered parallel loop: results in input order whatever the scheduling, memory
/// bounded by the window.
@Suite("parallel loops")
struct ParallelTests {
  /// What workers saw, under a lock: the emit count when each item started.
  final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var emitted = 0
    private var worstLead = 0
    func started(_ index: Int) {
      lock.lock(); defer { lock.unlock() }
      worstLead = max(worstLead, index - emitted)
    }
    func emit() { lock.lock(); emitted += 1; lock.unlock() }
    var lead: Int { lock.lock(); defer { lock.unlock() }; return worstLead }
  }

  @Test func resultsComeInInputOrderWithinTheWindow() {
    let items = (0..<600).map { "item\($0)" }
    for jobs in [1, 2, 4] {
      let log = Log()
      var emitted: [String] = []
      parallelOrdered(items, jobs: jobs, window: 8, { item -> String in
        let index = Int(item.dropFirst(4))!
        log.started(index)
        // Uneven work, so workers finish out of order.
        var spin = 0
        for k in 0..<((index * 7919) % 997) * 50 { spin &+= k }
        return item + (spin == -1 ? "!" : "")
      }) { result in
        emitted.append(result)
        log.emit()
      }
      #expect(emitted == items, "jobs \(jobs)")
      // (The log counts an emit just after the queue does: one more item may have started.)
      #expect(log.lead <= max(8, jobs), "an item started \(log.lead) ahead of the next one to emit")
    }
    var none: [Int] = []
    parallelOrdered([], jobs: 2, window: 8, { _ in 0 }) { none.append($0) }
    #expect(none.isEmpty)
  }
}
