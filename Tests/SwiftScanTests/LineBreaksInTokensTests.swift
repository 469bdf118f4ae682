import Testing
@testable import SwiftScan

/// Block comments and multi-line strings hold line breaks, which the lexer records as it meets
/// them (a block comment goes from one `/`, `*` or line break to the next; a multi-line string's
/// loop stops at each line break, escaped ones included). The line starts must be those of
/// reading every byte, and a block comment must end where the byte-by-byte loop ended it.
@Suite("line breaks in tokens")
struct LineBreaksInTokensTests {
  /// Where a block comment opened at 0 ends, and whether it is closed: the loop the lexer ran
  /// byte by byte, nested `/*` counted, up to the end if it is never closed.
  static func blockComment(_ b: [UInt8]) -> (end: Int, closed: Bool) {
    var i = 0
    var depth = 0
    while i < b.count {
      if b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if b[i] == UInt8(ascii: "*"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
        depth -= 1
        i += 2
        if depth == 0 { return (i, true) }
      } else {
        i += 1
      }
    }
    return (i, false)
  }

  static func check(_ bytes: [UInt8]) {
    let file = ScannedFile(bytes: bytes)
    let text = String(decoding: bytes, as: UTF8.self).debugDescription
    let starts = LineTableTests.lineStarts(bytes)
    #expect(file.lineCount == starts.count, "\(text)")
    for (line, start) in starts.enumerated() where line + 1 <= file.lineCount {
      #expect(file.lineStart(line + 1) == start, "\(text) line \(line + 1)")
    }
    #expect(roundTrips(bytes))
    if bytes.starts(with: Array("/*".utf8)) {
      let comment = Self.blockComment(bytes)
      #expect(file.tokens.first == Token(kind: .blockComment, start: 0, end: comment.end), "\(text)")
      #expect(file.errors.contains { $0.offset == 0 && $0.message == "unterminated block comment" } == !comment.closed, "\(text)")
    }
  }

  @Test func blockCommentsAndMultiLineStrings() {
    let texts = [
      "/* a */", "/* a\n b */\nc", "/* a\r\n b\r c */ d\n", "/*\r*/", "/* open\n", "/* open\r", "/* open\r\n",
      "/***/x", "/*/ */", "/* /* nested\n */ still\n */ after\n", "/* /* unclosed */\n", "/**/", "/*", "/*\n",
      "/* a */ b /* c\n", "x /* ** // */ y\n", "/* é🙂\n */\n",
      "s = \"\"\"\n a\n b\r\n c\r d\n \"\"\"\n", "s = \"\"\"\n a \\\n b\n \"\"\"\n", "s = \"\"\"\n a \\\r\n b\n \"\"\"\n",
      "s = \"\"\"\n a \\\r b\n \"\"\"\n", "s = #\"\"\"\n a \\#\n \" \"\" \n \"\"\"#\n", "s = \"\"\"\n \\(x)\n y\n \"\"\"\n",
      "s = \"\"\"\n open\n", "s = \"\"\"\n open\r", "s = \"\"\"\n a \"quoted\" \n\"\"\"\n",
    ]
    for text in texts { Self.check(Array(text.utf8)) }
  }

  @Test func randomTexts() {
    let alphabet = Array("/*\"\\#()\n\r a\u{00E9}".utf8)
    var generator = SplitMix64(seed: 0xB10C)
    for round in 0..<3000 {
      var bytes = generator.bytes(Int(generator.next() % 60), from: alphabet)
      // Every other text opens a block comment or a multi-line string first.
      if round % 3 == 0 { bytes = Array("/*".utf8) + bytes }
      if round % 3 == 1 { bytes = Array("\"\"\"\n".utf8) + bytes }
      Self.check(bytes)
    }
  }
}
