import Testing
@testable import Migrate
import SwiftScan

/// A file's member reads are listed by the collector's interned spellings (`readStamps`), which
/// live across the files a collector reads: each file's own answers must still be those of the
/// file alone, whatever the files before it read.
@Suite("lint read names without per-file tables")
struct LintReadNamesTests {
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

  /// Reads `sources` into one collector, file after file, and gives each file's own facts with
  /// the facts of that file alone (in a collector of its own); returns the collector.
  @discardableResult
  static func readAcrossFiles(_ sources: [String], _ body: (_ index: Int, _ own: LintFacts, _ alone: LintFacts) -> Void) -> FactsCollector {
    var collector = FactsCollector()
    for (index, source) in sources.enumerated() {
      let file = ScannedFile(bytes: Array(source.utf8))
      #expect(file.errors.isEmpty)
      let own = collector.addAlone(file, index: index, relevance: Relevance(file))
      var alone = FactsCollector()
      alone.add(file, index: 0)
      body(index, own.facts, alone.facts)
    }
    return collector
  }

  @Test func ownReadsAnswerAsTheFileAloneAcrossFiles() {
    Self.readAcrossFiles(Self.sources) { index, own, sets in
      for name in Self.names + Array(sets.memberReads) {
        #expect(own.answer(.isMemberRead(name)) == .bool(sets.memberReads.contains(name)), "file \(index): isMemberRead \(name)")
      }
    }
  }

  /// The tree's set holds every file's reads once, as a collector reading each file alone and
  /// absorbing the others gives.
  @Test func treeReadsAreEveryFilesReads() {
    var expected: Set<String> = []
    let collector = Self.readAcrossFiles(Self.sources) { _, _, alone in expected.formUnion(alone.memberReads) }
    #expect(collector.facts.memberReads == expected)
    #expect(expected.contains("\u{212A}") && expected.contains("x") && !expected.contains("hidden") && !expected.contains("target"))
  }

  /// State bodies across files: the names used inside each (listed per body, by the same
  /// stamps) answer as the file alone does, and each State's set is every body's names.
  static let stateSources = [
    "struct AState { var a = 0; var total: Int { a + b + a + count } }\n",
    "struct BState { var b = 0; var c: Int { a + b + \u{212A} + K + é + e\u{301} } }\nextension BState { var d: Int { c + b } }\n",
    "struct AState { var x: Int { a + count + y } }\n",
  ]

  @Test func namesInsideStatesAnswerAsTheFileAloneAcrossFiles() {
    var expected: [String: Set<String>] = [:]
    let collector = Self.readAcrossFiles(Self.stateSources) { index, own, alone in
      let sets = alone.internalReads
      expected.merge(sets) { $0.union($1) }
      for state in ["AState", "BState", "CState"] {
        for name in ["a", "b", "c", "d", "count", "total", "x", "y", "K", "\u{212A}", "é", "e\u{301}", "Int", ""] {
          #expect(own.answer(.isReadInside(state: state, name: name)) == .bool(sets[state]?.contains(name) == true),
                  "file \(index): isReadInside \(state) \(name)")
        }
      }
    }
    #expect(collector.facts.internalReads == expected)
    #expect(expected["AState"]?.contains("y") == true && expected["BState"]?.contains("c") == true)
  }

  /// Lists longer than `FileReads.sortedListLength` are sorted and searched by halves: they
  /// answer as the sets do, for names of every length around theirs (prefixes, the empty name,
  /// names past the last and before the first).
  @Test func longListsAnswerAsTheSetsDo() {
    let count = FileReads.sortedListLength * 2 + 7
    let fields = (0..<count).map { "f\($0)" } + ["é", "e\u{301}", "\u{212A}", "K", "zz", "A"]
    let source = "struct BigState { var total: Int { " + fields.joined(separator: " + ") + " } }\n"
      + "func f() { " + fields.map { "_ = a.\($0); _ = a.$\($0)" }.joined(separator: "; ") + " }\n"
    let asked = fields + ["", "f", "f1000", "$f1", "zzz", "0", "~", "a", "total"]
    Self.readAcrossFiles([Self.sources[0], source]) { index, own, sets in
      if index == 1, let reads = own.own?.reads {
        #expect(reads.readNames.count > FileReads.sortedListLength, "the member reads are searched by halves")
        #expect(reads.insideStates.allSatisfy { $0.names.count > FileReads.sortedListLength }, "so are the names inside the State")
      }
      for name in asked {
        #expect(own.answer(.isMemberRead(name)) == .bool(sets.memberReads.contains(name)), "file \(index): isMemberRead \(name)")
        #expect(own.answer(.isReadInside(state: "BigState", name: name)) == .bool(sets.internalReads["BigState"]?.contains(name) == true),
                "file \(index): isReadInside \(name)")
      }
    }
  }
}
