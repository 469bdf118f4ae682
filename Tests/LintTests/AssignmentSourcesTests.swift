import Testing
@testable import Migrate
import SwiftScan

/// The members read on the right of an assignment, taken from the file's list of members, are
/// the identifiers after a period between the operator and the statement's end, as reading
/// every token there finds them.
@Suite("assignment sources")
struct AssignmentSourcesTests {
  /// `assignedFrom` by reading every token of each assignment, outside `==` and `hash(into:)`.
  static func expected(_ file: ScannedFile) -> [String: Set<String>] {
    var expected: [String: Set<String>] = [:]
    let excluded = FactsCollector.equalityBodies(file)
    for t in file.memberTokens() where !excluded.contains(where: { $0.contains(t) }) {
      guard let equals = file.nextSignificant(after: t), FactsCollector.isAssignment(equals, in: file) else { continue }
      let end = file.statementEnd(from: equals)
      guard end > equals else { continue }
      var sources = expected[file.text(t), default: []]
      for u in (equals + 1)...end where file.tokens[u].kind == .identifier {
        if let previous = file.previousSignificant(before: u), file.tokens[previous].kind == .period { sources.insert(file.text(u)) }
      }
      expected[file.text(t)] = sources
    }
    return expected
  }

  static let sources = [
    "func f() { state.a = state.b.c + x.d; state.e += (y.f ?? .g)\n state.h = 1; state.a = z.i }\n",
    "func g() { s.a = s.b; s.c = [s.d, s.e].map { $0.f }; s.a = t.\n b }\nstatic func ==(l: T, r: T) -> Bool { l.a = r.z; return true }\n",
    "func h() { a.b = c.d\n e.f = g.h; self.x = .none }\n",
  ]

  @Test func sourcesAreTheIdentifiersAfterAPeriod() {
    let files = Self.sources.map { ScannedFile(bytes: Array($0.utf8)) } + LintCase.all.flatMap { $0.files.map { ScannedFile(bytes: $0.bytes) } }
    var assignments = 0
    for file in files where file.errors.isEmpty {
      var collector = FactsCollector()
      collector.add(file, index: 0)
      let expected = Self.expected(file)
      assignments += expected.count
      #expect(collector.facts.assignedFrom == expected, "\(String(decoding: file.bytes.prefix(60), as: UTF8.self))")
    }
    #expect(assignments > 10)
  }
}
