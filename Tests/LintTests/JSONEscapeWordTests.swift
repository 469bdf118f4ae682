import Testing
@testable import Migrate

/// `TextBuffer.appendJSON` tests eight bytes at once for bytes JSON escapes: the word test must
/// agree with the byte test, and the text with `Escape.json`.
@Suite("JSON escape by words")
struct JSONEscapeWordTests {
  private func byteTest(_ word: UInt64) -> Bool {
    (0..<8).contains { k in
      let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(k)))
      return byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
  }

  @Test func wordTestAgreesWithByteTest() {
    // Every byte value at every position among bytes that need no escape (and among 0xFF,
    // where borrows would show), then random words.
    for filler in [UInt8(ascii: "a"), 0x20, 0xFF, 0x80, 0x21, 0x5D, 0x23, 0x5B] {
      for position in 0..<8 {
        for value in 0...255 {
          var word: UInt64 = 0
          for k in 0..<8 { word |= UInt64(k == position ? UInt8(value) : filler) << (8 * UInt64(k)) }
          #expect(TextBuffer.mayNeedEscape(word) == byteTest(word), "word \(String(word, radix: 16))")
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let word = UInt64.random(in: .min ... .max, using: &generator)
      #expect(TextBuffer.mayNeedEscape(word) == byteTest(word))
    }
  }

  @Test func textAgreesWithEscape() {
    let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", " ", "é", "\u{212A}", "🙂", "0123456789", "\u{7F}"]
    var generator = SystemRandomNumberGenerator()
    var texts = ["", "plain text longer than eight bytes", "remove 'x' from Feature.State: no view reads it"]
    for _ in 0..<3_000 {
      texts.append((0..<Int.random(in: 0..<30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
    }
    for text in texts {
      var out = TextBuffer()
      out.appendJSON(text)
      #expect(out.text == Escape.json(text), "\(text.debugDescription)")
    }
  }
}
