import Testing
@testable import SwiftScan

/// The lexer keeps a file's line starts and its periods' token indices in one array (lines
/// first, then the periods moved down after them), sized for a line every 24 bytes and a period
/// every 16: the lines, the line starts and the member tokens read from it must be what the bytes
/// and tokens give, on texts that fit and on texts with more lines, more periods or more of both
/// than that room (each part then made again from a buffer of the lexer's own).
@Suite("line table")
struct LineTableTests {
  /// The line starts by reading every byte: 0, then after each `\n`, `\r\n` or lone `\r`
  /// (texts without block comments, strings or regexes, whose breaks are all newline tokens).
  static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for k in bytes.indices {
      if bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) { starts.append(k + 1) }
    }
    return starts
  }

  static func check(_ text: String) {
    let file = ScannedFile(text)
    let starts = Self.lineStarts(file.bytes)
    #expect(file.lineCount == starts.count, "\(text.debugDescription)")
    for (line, start) in starts.enumerated() {
      #expect(file.lineStart(line + 1) == start, "\(text.debugDescription) line \(line + 1)")
      #expect(file.lineStart(ofOffset: start) == start)
    }
    #expect(file.memberTokens() == MemberTokensTests.walked(file.tokens), "\(text.debugDescription)")
  }

  @Test func roomEnoughAndRoomOutgrown() {
    let texts = [
      "", "a", "\n", "a.b\n", "x = a.b.c\r\ny = .d\rz\n",
      // More lines than the room (a line every 24 bytes, plus 16).
      String(repeating: "\n", count: 200), String(repeating: "\n", count: 200) + "a.b.c",
      String(repeating: "a.b\r\n", count: 200),
      // More periods than the room (a period every 16 bytes, plus 16), few lines.
      String(repeating: ".a", count: 400) + "\n",
      // More of both.
      String(repeating: ".\n", count: 400),
      // Lines exactly filling their room in a short text (16 line starts past the first in 15 bytes).
      String(repeating: "\n", count: 15) + ".a",
    ]
    for text in texts { Self.check(text) }
  }

  /// The outline's tables share the array, before the lines: they must read as they did, also
  /// when the tokens outgrew their room (the table then made again) and when a lexer error
  /// leaves the room unused.
  @Test func outlineTablesBeforeTheLines() {
    let nested = String(repeating: "(", count: 100) + String(repeating: ")", count: 100) + "\na.b\n"
    Self.check(nested)
    let file = ScannedFile(nested)
    #expect(file.errors.isEmpty)
    #expect(file.tokens.count > file.bytes.count * 2 / 5 + 16)
    for t in 0..<100 {
      #expect(file.outline.partner[t] == Int32(199 - t))
      #expect(file.outline.partner[199 - t] == Int32(t))
    }
    #expect(file.outline.partner[200] == -1 && file.outline.braceOf[200] == -1 && file.outline.branchOf[200] == 0)
    let unterminated = "x = \"abc\n.a\nb.c\n"
    Self.check(unterminated)
    #expect(!ScannedFile(unterminated).errors.isEmpty)
    Self.check("struct S {\n  var a = b.c\n}\n")
    let rescanned = ScannedFile(bytes: Array("a.b\nc\n".utf8), outline: false)
    #expect(rescanned.lineCount == 3 && rescanned.lineStart(2) == 4)
    #expect(rescanned.memberTokens() == MemberTokensTests.walked(rescanned.tokens))
  }

  @Test func randomTexts() {
    let alphabet = Array("ab.\n\r .\n\t_".utf8)
    var generator = SplitMix64(seed: 0x11E7AB1E)
    for _ in 0..<2000 {
      let length = Int(generator.next() % 120)
      let bytes = generator.bytes(length, from: alphabet)
      Self.check(String(decoding: bytes, as: UTF8.self))
    }
  }
}
