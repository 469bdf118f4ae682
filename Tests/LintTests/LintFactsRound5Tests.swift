import Testing
@testable import Migrate
import SwiftScan

/// A file's member reads are listed by the collector's interned spellings (`readStamps`), which
/// live across the files a collector reads: each file's own answers must still be those of the
/// file alone, whatever the files before it read.
@Suite("lint facts round 5")
struct LintFactsRound5Tests {
  /// Reads that repeat across files and within one, with spellings only bytes tell apart: `$`,
  /// `$$`, a lone `$`, `$` before a byte past ASCII (two combining marks on the same base), the
  /// Kelvin sign beside `K`, and names read in `==` (not reads) or assigned to (not reads).
  static let sources = [
    "func f() { _ = a.title; _ = a.$title; _ = a.title; _ = a.$$x; _ = a.count }\n",
    "func g() { _ = b.count; _ = b.\u{212A}; _ = b.K; _ = b.$; b.target = b.count }\n",
    "func h() { _ = c.title; _ = c.$\u{301}e; _ = c.$\u{302}e; _ = c.$\u{301}e; _ = c.é }\n",
    "struct S { static func == (l: S, r: S) -> Bool { l.hidden == r.hidden } }\nfunc k() { _ = d.count; _ = d.title }\n",
    "func m() { _ = e.title; _ = e.$x; _ = e.x }\n",
  ]

  static let names = ["title", "$title", "count", "x", "$x", "$$x", "K", "\u{212A}", "", "$", "e", "\u{301}e", "é",
                      "hidden", "target", "missing", "$count"]

  @Test func ownReadsAnswerAsTheFileAloneAcrossFiles() {
    var collector = FactsCollector()
    for (index, source) in Self.sources.enumerated() {
      let file = ScannedFile(bytes: Array(source.utf8))
      #expect(file.errors.isEmpty)
      let own = collector.addAlone(file, index: index, relevance: Relevance(file))
      // The file alone, in a collector of its own.
      var alone = FactsCollector()
      alone.add(file, index: 0)
      let sets = alone.facts
      for name in Self.names + Array(sets.memberReads) {
        #expect(own.facts.answer(.isMemberRead(name)) == .bool(sets.memberReads.contains(name)), "file \(index): isMemberRead \(name)")
      }
    }
  }

  /// The tree's set holds every file's reads once, as a collector reading each file alone and
  /// absorbing the others gives.
  @Test func treeReadsAreEveryFilesReads() {
    var collector = FactsCollector()
    var expected: Set<String> = []
    for (index, source) in Self.sources.enumerated() {
      let file = ScannedFile(bytes: Array(source.utf8))
      _ = collector.addAlone(file, index: index, relevance: Relevance(file))
      var alone = FactsCollector()
      alone.add(file, index: 0)
      expected.formUnion(alone.facts.memberReads)
    }
    #expect(collector.facts.memberReads == expected)
    #expect(expected.contains("\u{212A}") && expected.contains("x") && !expected.contains("hidden") && !expected.contains("target"))
  }
}
