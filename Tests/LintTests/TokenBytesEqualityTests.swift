import Testing
@testable import Migrate

/// `[String].containsASCII` and `String.containsByte` answer as the string searches they stand
/// for: equal bytes, ASCII strings of other bytes, and strings past ASCII that equal an ASCII word
/// with other bytes (the Kelvin sign `K` equals `K`). That only three characters past ASCII
/// decompose to ASCII, which `containsASCII`'s length test rests on, is checked in
/// `ReducerDeclarationLengthTests`.
@Suite("Token bytes equality")
struct TokenBytesEqualityTests {
  static let names = [
    "Identifiable", "identifiable", "Identifiabl", "Identifiablee", "", "View", "Vie", "Views", "VieW",
    "\u{212A}", "K", "\u{212A}View", "Vi\u{65}\u{301}w", "Ident\u{131}fiable", "Identifiable\u{301}",
    "Identifiabl\u{E9}", "\u{212A};`", "K\u{37E}\u{1FEF}", "\u{212A}\u{37E}\u{1FEF}", "A;`\u{212A}", "Vi\u{212A}w", "Identifiable ", "A.B", "A\u{2024}B", "Ü.ber", "Über", String(repeating: "x", count: 40),
  ]
  static let words: [StaticString] = ["Identifiable", "View", "K", "A.B", "K;`", ";", "`", "A;`K"]

  @Test func containsASCIIAnswersAsStringEquality() {
    var pool = Self.names
    // Every scalar below 0x3000, alone and in place of a letter of `View` and of `K`.
    for scalar in (0..<0x3000).compactMap(Unicode.Scalar.init) {
      let c = String(Character(scalar))
      pool.append(c)
      pool.append("Vi" + c + "w")
      pool.append("View" + c)
    }
    for word in Self.words {
      for name in pool {
        #expect([name].containsASCII(word) == (name == word.description), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
      }
      #expect(pool.containsASCII(word) == pool.contains(word.description))
      for k in pool.indices.prefix(40) {
        let list = [pool[k], pool[(k + 7) % pool.count]]
        #expect(list.containsASCII(word) == list.contains(word.description))
      }
    }
  }

  @Test func containsByteAnswersAsUTF8Contains() {
    for name in Self.names + ["a.b.c", ".", "Ā.", "\u{212A}"] {
      for byte: UInt8 in [UInt8(ascii: "."), UInt8(ascii: "K"), 0x80, 0xE2, 0] {
        #expect(name.containsByte(byte) == name.utf8.contains(byte))
      }
    }
  }
}
