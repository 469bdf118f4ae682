import Testing
@testable import SwiftScan

/// The lexer keeps its first four modes (strings and interpolations) inline and deeper ones in a
/// buffer of its own: nesting at every depth around that must lex the same way, and modes left open at the
/// end must be reported innermost first, each at its place.
@Suite("lexer mode stack")
struct LexerModeStackTests {
  /// `depth` strings, each interpolating the next, around `x`, closed.
  static func nested(_ depth: Int) -> String {
    String(repeating: "\"a\\(", count: depth) + "x" + String(repeating: ")b\"", count: depth)
  }

  @Test func closedNestingAtEveryDepth() {
    for depth in 0...10 {
      let text = Self.nested(depth) + "\n(y)\n"
      let (tokens, errors) = Lexer.lex(Array(text.utf8))
      #expect(errors.isEmpty, "depth \(depth)")
      let kinds = tokens.map(\.kind)
      #expect(kinds.filter { $0 == .stringOpen }.count == depth)
      #expect(kinds.filter { $0 == .interpolationOpen }.count == depth)
      #expect(kinds.filter { $0 == .interpolationClose }.count == depth)
      #expect(kinds.filter { $0 == .stringClose }.count == depth)
      #expect(kinds.filter { $0 == .leftParen }.count == 1 && kinds.filter { $0 == .rightParen }.count == 1)
      // Parentheses inside the innermost interpolation count, whatever the depth.
      let parenthesized = String(repeating: "\"\\(", count: depth) + "f(g(1))" + String(repeating: ")\"", count: depth)
      let lexed = Lexer.lex(Array(parenthesized.utf8))
      #expect(lexed.errors.isEmpty, "depth \(depth)")
      #expect(lexed.tokens.filter { $0.kind == .leftParen }.count == 2)
      #expect(lexed.tokens.filter { $0.kind == .interpolationClose }.count == depth)
    }
  }

  /// Strings and interpolations alternate on the stack, so popping one leaves the lexer in the
  /// other (`LexerState.popMode`): also where a string ends at a line break inside an
  /// interpolation (an error), and where a multi-line string closes inside one.
  @Test func popLeavesTheOtherMode() {
    let (tokens, errors) = Lexer.lex(Array("\"a\\(\"b\n)c\"\n".utf8))
    #expect(tokens.map(\.kind) == [.stringOpen, .stringSegment, .interpolationOpen, .stringOpen, .stringSegment, .newline,
                                   .interpolationClose, .stringSegment, .stringClose, .newline])
    #expect(errors == [ScanError(offset: 4, message: "unterminated string literal")])
    let multiline = Lexer.lex(Array("\"a\\(\"\"\"\nb\n\"\"\")c\"\n".utf8))
    #expect(multiline.errors.isEmpty)
    #expect(multiline.tokens.map(\.kind) == [.stringOpen, .stringSegment, .interpolationOpen, .stringOpen, .stringSegment,
                                             .stringClose, .interpolationClose, .stringSegment, .stringClose, .newline])
  }

  @Test func openModesReportedInnermostFirst() {
    for depth in 1...10 {
      let text = String(repeating: "\"\\(", count: depth)
      let (_, errors) = Lexer.lex(Array(text.utf8))
      var expected: [ScanError] = []
      for level in (0..<depth).reversed() {
        expected.append(ScanError(offset: text.utf8.count, message: "unterminated string interpolation"))
        expected.append(ScanError(offset: 3 * level, message: "unterminated string literal"))
      }
      #expect(errors == expected, "depth \(depth)")
    }
  }
}
