import Testing
@testable import SwiftScan

/// `LexerState.lexCodeRun` lexes one-line strings with escapes, the start of a string up to
/// its first interpolation, and the rest of a one-line string after an interpolation up to its
/// end or next interpolation, itself; these cases sit where it must hand the string to
/// `lexCode` and `lexStringBody` instead, and check the tokens both make.
@Suite("Lexer string fast path")
struct LexerStringFastPathTests {
  /// Kinds and texts of the tokens of `source`.
  func tokens(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.lex(bytes).tokens.map { "\($0.kind):" + String(decoding: bytes[$0.range], as: UTF8.self) }
  }

  @Test func escapesStayInTheSegment() {
    #expect(tokens(#""a\"b\\c""#) == ["stringOpen:\"", #"stringSegment:a\"b\\c"#, "stringClose:\""])
    #expect(tokens(##""\#(x)""##) == ["stringOpen:\"", ##"stringSegment:\#(x)"##, "stringClose:\""])
  }

  @Test func interpolationsOpenModes() {
    #expect(tokens(#""a\"\(b)c""#) == [
      "stringOpen:\"", #"stringSegment:a\""#, #"interpolationOpen:\("#, "identifier:b", "interpolationClose:)",
      "stringSegment:c", "stringClose:\"",
    ])
    #expect(tokens(#"f("\("\(x)")")"#) == [
      "identifier:f", "leftParen:(", "stringOpen:\"", #"interpolationOpen:\("#, "stringOpen:\"",
      #"interpolationOpen:\("#, "identifier:x", "interpolationClose:)", "stringClose:\"", "interpolationClose:)",
      "stringClose:\"", "rightParen:)",
    ])
  }

  @Test func unfinishedStringsReportErrors() {
    // A backslash before a line break or at the end, and an interpolation never closed.
    for source in ["\"a\\\nb", "\"a\\", "\"\\(a", "\"a\\\r\n"] {
      let lexed = Lexer.lex(Array(source.utf8))
      #expect(!lexed.errors.isEmpty, "\(source)")
      #expect(lexed.tokens.last?.end == Int32(source.utf8.count))
    }
    #expect(Lexer.lex(Array("\"a\\\nb".utf8)).errors.map(\.message) == ["unterminated string literal"])
    #expect(Lexer.lex(Array("\"\\(a".utf8)).errors.map(\.message).contains("unterminated string interpolation"))
  }

  /// After an interpolation's `)`, the rest of a one-line string without `#`: closed, another
  /// interpolation, escapes, and the rests `lexStringBody` takes (a line break, a backslash
  /// before one or last, the end, a multi-line or raw string).
  @Test func restAfterAnInterpolation() {
    let open = "stringOpen:\"", close = "stringClose:\"", iOpen = #"interpolationOpen:\("#, iClose = "interpolationClose:)"
    #expect(tokens(#""a\(b)c\(d)e""#) == [open, "stringSegment:a", iOpen, "identifier:b", iClose, "stringSegment:c", iOpen,
                                          "identifier:d", iClose, "stringSegment:e", close])
    #expect(tokens(#""\(b)\(c)""#) == [open, iOpen, "identifier:b", iClose, iOpen, "identifier:c", iClose, close])
    #expect(tokens(#""\(b)\"x\\" + y"#) == [open, iOpen, "identifier:b", iClose, #"stringSegment:\"x\\"#, close,
                                             "whitespace: ", "operator:+", "whitespace: ", "identifier:y"])
    #expect(tokens(#""\(f("\(x)y"))z""#) == [open, iOpen, "identifier:f", "leftParen:(", open, iOpen, "identifier:x", iClose,
                                             "stringSegment:y", close, "rightParen:)", iClose, "stringSegment:z", close])
    #expect(tokens(##"#"\#(b)"x"#"##) == ["stringOpen:#\"", ##"interpolationOpen:\#("##, "identifier:b", iClose,
                                          "stringSegment:\"x", "stringClose:\"#"])
    #expect(tokens("\"\"\"\n\\(b) \"c\n\"\"\"") == ["stringOpen:\"\"\"", "stringSegment:\n", iOpen, "identifier:b", iClose,
                                                "stringSegment: \"c\n", "stringClose:\"\"\""])
    for (source, last) in [("\"\\(b)c\nd", "identifier:d"), ("\"\\(b)c\\\nd", "identifier:d"), ("\"\\(b)c\\", #"stringSegment:c\"#),
                           ("\"\\(b)", iClose), ("\"\\(b)c\\\r\n", "newline:\r\n")] {
      let lexed = Lexer.lex(Array(source.utf8))
      #expect(lexed.errors.map(\.message) == ["unterminated string literal"], "\(source.debugDescription)")
      #expect(lexed.errors.first?.offset == 0)
      #expect(tokens(source).last == last, "\(source.debugDescription)")
      #expect(roundTrips(Array(source.utf8)))
    }
    // The interpolation's groups are paired by the outline as before.
    let file = ScannedFile(#"let s = "\(a)b\(c)d""#)
    #expect(file.errors.isEmpty)
    let opens = file.tokens.indices.filter { file.tokens[$0].kind == .interpolationOpen }
    #expect(opens.map { Int(file.outline.partner[$0]) } == opens.map { $0 + 2 })
  }
}
