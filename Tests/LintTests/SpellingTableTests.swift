import Testing
@testable import Migrate
import SwiftScan

/// The byte-keyed tables of pass one must tell spellings apart exactly as their bytes do, however
/// many they hold (past every growth).
@Suite("pass one byte lookups")
struct SpellingTableTests {
  @Test func internGivesEqualNumbersToEqualBytesOnly() {
    var table = SpellingTable()
    var seen: [[UInt8]: Int] = [:]
    // Many spellings (growth), prefixes of one another, the empty one, and repeats.
    let words = (0..<2000).map { "name\($0 % 700)" } + ["", "n", "na", "é", "e\u{301}", "", "é"]
    for word in words {
      let bytes = Array(word.utf8)
      let id = bytes.withUnsafeBufferPointer { table.intern($0, 0..<bytes.count) }
      if let known = seen[bytes] { #expect(id == known, "\(word)") } else {
        #expect(id == seen.count, "numbered in the order first seen")
        seen[bytes] = id
      }
    }
    #expect(table.count == seen.count && table.flags.count == seen.count)
  }

  /// The byte search for `observe` calls and `tca-migrate:` comments finds them exactly where
  /// reading every token does: in the corpus and in spellings that only look like them.
  @Test func observeAndDirectiveFoundAsByTokens() {
    var sources = LintCase.all.flatMap { $0.files.map(\.bytes) }
    sources += [
      "observe { }", "x.observe { }", "observed()", "unobserve()", "`observe`", "\"observe\"", "/* observe */",
      "// observe", "let a = 1 // tca-migrate: ignore", "/* tca-migrate: ignore */", "\"tca-migrate: x\"",
      "// tca-migrate", "// tca-migrate:", "x // ca-migrate: tca-migrate:", "", "observ", "tca-migrate:",
      "let s = \"\\(observe)\" // observe", "observe\n// tca-migrate: x",
    ].map { Array($0.utf8) }
    for bytes in sources {
      let file = ScannedFile(bytes: bytes)
      #expect(Relevance.callsObserveOrHasDirective(file) == Relevance.callsObserveOrHasDirectiveByTokens(file),
              "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
    }
    #expect(sources.count > 30)
  }
}
