import Testing
@testable import Migrate

/// How `LintRun` spreads its per-file loops and gathers what they found: every index visited once
/// whatever the chunk, values moved out of their slots, and the results of a run whose memory is
/// left to the caller, or whose files are partly reported, equal to a plain run's.
@Suite("lint run gathering")
struct LintRunGatheringTests {
  @Test(arguments: [1, 3, 64, 1000])
  func everyIndexIsVisitedOnceWhateverTheChunk(chunk: Int) {
    for count in [0, 1, 63, 64, 65, 257] {
      let visits = Slots<Int>(repeating: 0, count: count)
      forEachConcurrently(count: count, jobs: 2, chunk: chunk) { _, index in visits[index] += 1 }
      #expect((0..<count).allSatisfy { visits[$0] == 1 }, "count \(count), chunk \(chunk)")
    }
  }

  @Test func takeMovesTheValueOutAndLeavesTheReplacement() {
    let slots = Slots<[String]?>(repeating: nil, count: 3)
    slots[1] = ["a", "b"]
    #expect(slots.take(1, leaving: nil) == ["a", "b"])
    #expect(slots[1] == nil)
    #expect(slots.take(0, leaving: ["c"]) == nil)
    #expect(slots[0] == ["c"])
  }

  @Test func memoryLeftToTheCallerChangesNoResult() {
    let inputs = LintRunTests.inputs
    let sources = inputs.map { LintSource(path: $0.path) }
    let kept = KeptValues()
    var leaving = LintRun(jobs: 2)
    leaving.leavesMemory = { kept.add($0) }
    let left = leaving.lint(sources) { .text(inputs[$0].bytes) }
    #expect(LintRunTests.render(left) == LintRunTests.render(LintRun(jobs: 2).lint(sources) { .text(inputs[$0].bytes) }))
    // Pass one's collectors, and the run's facts and per-file records.
    #expect(kept.count == 2)
  }

  /// Files that are only read for their facts (`--since`) are left out of the results, and the
  /// reported ones keep the findings a run reporting every file gives them.
  @Test func unreportedFilesTeachButAreNotListed() {
    let inputs = LintRunTests.inputs
    let all = LintRun(jobs: 2).lint(inputs.map { LintSource(path: $0.path) }) { .text(inputs[$0].bytes) }
    let sources = inputs.indices.map { LintSource(path: inputs[$0].path, reported: $0 % 3 != 1) }
    for jobs in [1, 2] {
      let some = LintRun(jobs: jobs).lint(sources) { .text(inputs[$0].bytes) }
      let expected = all.indices.filter { $0 % 3 != 1 }.map { all[$0] }
      #expect(some.map(\.path) == expected.map(\.path))
      #expect(LintRunTests.render(some) == LintRunTests.render(expected), "jobs \(jobs)")
    }
  }
}

/// What `leavesMemory` was handed, counted (from the run's calling thread only).
private final class KeptValues: @unchecked Sendable {
  private var values: [Any] = []
  var count: Int { values.count }
  func add(_ value: Any) { values.append(value) }
}
