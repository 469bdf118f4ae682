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

  @Test func seenSpellingsAnswerAsASetOfStrings() {
    // Past growth from the smallest size, with `$` spellings and repeats.
    let names = (0..<300).map { "field\($0 % 120)" } + ["$field1", "$x", "x"]
    let source = "func f() {\n" + names.map { "  _ = a.\($0)\n" }.joined() + "}\n"
    let file = ScannedFile(bytes: Array(source.utf8))
    var seen = SeenSpellings(expected: 1)
    var strings: Set<String> = []
    for t in file.tokens.indices where file.tokens[t].kind == .identifier {
      #expect(seen.insert(t, in: file) == strings.insert(file.text(t)).inserted, "\(file.text(t))")
    }
    for name in ["field0", "field119", "field120", "x", "$x", "y", "field1"] {
      #expect(seen.contains(name, in: file) == strings.contains(name), "\(name)")
      #expect(seen.contains(name, dollar: true, in: file) == strings.contains("$" + name), "$\(name)")
    }
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
