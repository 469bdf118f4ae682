import Testing
@testable import Migrate

/// The byte buffer the reporters write into must print what string escaping printed.
@Suite("report text buffer")
struct TextBufferTests {
  @Test func jsonStringsEscapeAsEscapeJSONDoes() {
    var samples = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    samples += ["", "plain", "quote \" and \\ backslash", "line\nbreak\r\n\ttab", "é ü 🙂 \u{7F} \u{1F}\u{0}", "\u{2028}"]
    for sample in samples {
      var buffer = TextBuffer()
      buffer.appendJSON(sample)
      #expect(buffer.text == Escape.json(sample), "\(Array(sample.utf8))")
    }
  }

  @Test func numbersPrintAsInterpolationDoes() {
    for number in [0, 1, 9, 10, 42, 99, 100, 12_345, -1, -907, Int.max, Int.min] {
      var buffer = TextBuffer()
      buffer.append(number)
      #expect(buffer.text == "\(number)")
    }
  }
}
