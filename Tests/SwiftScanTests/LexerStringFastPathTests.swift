import Testing
@testable import SwiftScan

/// `LexerState.lexCodeRun` lexes one-line strings with escapes, and the start of a string up to
/// its first interpolation, itself; these cases sit where it must hand the string to
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
}
