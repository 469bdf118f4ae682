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

  /// Spellings shorter than eight bytes are their own keys (bytes and length), longer ones are
  /// hashed: spellings that differ only by trailing or inner zero bytes, by one byte at either
  /// end, or by length around the eight-byte boundary get numbers of their own, in any order.
  @Test func internTellsApartSpellingsAroundTheKeyBoundaries() {
    var spellings: [[UInt8]] = [[]]
    for length in 1...20 {
      let base = (0..<length).map { UInt8(truncatingIfNeeded: 0x61 + $0) }
      spellings.append(base)
      spellings.append(base + [0])
      spellings.append([0] + base)
      spellings.append(Array(base.dropLast()) + [0xFF])
      spellings.append([0xFF] + base.dropFirst())
      spellings.append([UInt8](repeating: 0, count: length))
    }
    for order in [spellings, spellings.reversed()] {
      var table = SpellingTable()
      var seen: [[UInt8]: Int] = [:]
      for bytes in order + order {
        let id = bytes.withUnsafeBufferPointer { table.intern($0, 0..<bytes.count) }
        if let known = seen[bytes] { #expect(id == known, "\(bytes)") } else {
          #expect(id == seen.count, "numbered in the order first seen")
          seen[bytes] = id
        }
        // Within a larger buffer, at an offset: the same number.
        let padded: [UInt8] = [7, 7, 7] + bytes + [7, 7, 7]
        #expect(padded.withUnsafeBufferPointer { table.intern($0, 3..<(3 + bytes.count)) } == id)
      }
      #expect(table.count == seen.count)
      for (bytes, id) in seen where bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) {
        #expect(table.number(of: String(decoding: bytes, as: UTF8.self)) == id)
      }
    }
  }

  /// The lexer's notes of `observe` names and `tca-migrate:` comments (`LexedSigns`) find them
  /// exactly where reading every token does: in the corpus and in spellings that only look like
  /// them.
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
