import Testing
@testable import Migrate

/// The logs of one worker's files keep their rows in one `FactLogRows`, each log's rows of each
/// kind one run in a chunk: a log sharing the rows lists the same answers, and checks them the
/// same way, as a log with rows of its own, across chunk boundaries (a run moved to a new chunk
/// when the current one fills, a run longer than a chunk); each kind's runs are apart.
@Suite("fact log rows")
struct FactLogRowsTests {
  /// Records `fields` ignored-field rows, `names` name rows (past the first) and as many
  /// general rows as fields in `log`.
  private static func fill(_ log: FactLog, file: Int, fields: Int, names: Int, _ facts: LintFacts) {
    // No facts assign anything: every answer an empty set, which does not only grow, so kept.
    for k in 0..<fields { _ = log.ask(.assignedFrom("value\(file)_\(k)"), facts) }
    for k in 0..<fields { log.recordIgnoredField("field\(k)", ofFeature: "Feature\(file % 3)", k % 2 == 0) }
    // Names asked are classes no facts declare: every answer false, so every one kept.
    for k in 0...names { _ = log.ask(.isClass, "Type\(file)_\(k)", facts) }
  }

  @Test func sharedRowsAnswerAsOwnRows() {
    let facts = LintFacts()
    let rows = FactLogRows()
    // Sizes that fill chunks part way, end exactly at a chunk's end, and exceed a chunk.
    let sizes = [0, 1, 5, 700, 323, 1, 1024, 0, 2500, 3, 17, 1100, 9]
    var shared: [FactLog] = [], alone: [FactLog] = []
    for (file, size) in sizes.enumerated() {
      let log = FactLog(rows: rows), own = FactLog()
      Self.fill(log, file: file, fields: size, names: sizes[(file + 5) % sizes.count], facts)
      Self.fill(own, file: file, fields: size, names: sizes[(file + 5) % sizes.count], facts)
      shared.append(log)
      alone.append(own)
    }
    var ignored = LintFacts()
    ignored.ignoredEverywhere = ["field0": true]
    for k in shared.indices {
      #expect(shared[k].answers.map(\.query) == alone[k].answers.map(\.query), "log \(k)")
      #expect(shared[k].answers.map(\.answer) == alone[k].answers.map(\.answer), "log \(k)")
      #expect(shared[k].holds(under: facts) == alone[k].holds(under: facts), "log \(k)")
      #expect(shared[k].holds(under: ignored) == alone[k].holds(under: ignored), "log \(k)")
      // A name asked again is answered from the log's own rows, with no new row.
      let before = shared[k].answers.count
      _ = shared[k].ask(.isClass, "Type\(k)_0", facts)
      #expect(shared[k].answers.count == before)
    }
  }

  @Test func runsStayApart() {
    let facts = LintFacts()
    let rows = FactLogRows()
    let first = FactLog(rows: rows), second = FactLog(rows: rows)
    first.recordIgnoredField("a", ofFeature: "F", true)
    second.recordIgnoredField("b", ofFeature: "G", false)
    _ = second.ask(.isClass, "X", facts)
    _ = second.ask(.isClass, "Y", facts)
    _ = first.ask(.stateSummary(feature: "F"), facts)
    _ = second.ask(.stateSummary(feature: "G"), facts)
    #expect(first.answers.map(\.query) == [.stateSummary(feature: "F"), .isIgnoredField(feature: "F", field: "a")])
    #expect(second.answers.map(\.query) == [.stateSummary(feature: "G"), .isClass("X"), .isClass("Y"), .isIgnoredField(feature: "G", field: "b")])
  }
}
