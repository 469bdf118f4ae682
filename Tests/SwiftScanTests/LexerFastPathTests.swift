import Testing
@testable import SwiftScan

/// The lexer's fast paths (`lexCodeRun`'s own cases, keyword words, the token storage, the
/// eight-byte line-comment scan) at the edges where they take another road than usual: the end
/// of the buffer, a full token storage, a string the fast case must hand on.
@Suite("Lexer fast paths")
struct LexerFastPathTests {
  /// One token a byte (more than the array's storage is sized for) moves the tokens to the
  /// lexer's own buffer once: they still tile the input, in order.
  @Test func moreTokensThanTheStorageHolds() {
    let bytes = Array(String(repeating: "a,", count: 5000).utf8)
    let (tokens, errors) = Lexer.lex(bytes)
    #expect(errors.isEmpty)
    #expect(tokens.count == 10_000)
    #expect(roundTrips(bytes))
    #expect(tokens.last == Token(kind: .comma, start: 9_999, end: 10_000))
    #expect(ScannedFile(bytes: bytes).tokens == tokens)
  }

  /// A keyword is found whether the sixteen bytes from its start lie in the buffer (two words
  /// loaded whole) or not (packed byte by byte): at the very end and far from it.
  @Test func keywordsAtTheEndOfTheBufferAndAwayFromIt() {
    for keyword in Keyword.allCases where keyword != .none {
      let word = KeywordTable.spellings[Int(keyword.rawValue)]
      // No keyword spelling holds a `Q`: with one added, the word is a plain name.
      for source in ["x " + word, word, word + String(repeating: " ", count: 20), word + "Q", "Q" + word] {
        let bytes = Array(source.utf8)
        let expected: Keyword = source.contains("Q") ? .none : keyword
        let identifiers = Lexer.lex(bytes).tokens.filter { $0.kind == .identifier }
        #expect(identifiers.last?.keyword == expected, "\(source)")
      }
    }
  }

  /// A line comment ends before `\n` or `\r` (or at the end) at every offset of an eight-byte step.
  @Test func lineCommentsEndAtEveryOffset() {
    for length in 0..<40 {
      let body = "//" + String(repeating: "c", count: length)
      for ending in ["\n", "\r\n", "\r", ""] {
        // Without a line break the comment runs to the end: nothing may follow it then.
        let bytes = Array((body + ending + (ending.isEmpty ? "" : "x")).utf8)
        let tokens = Lexer.lex(bytes).tokens
        #expect(tokens.first == Token(kind: .lineComment, start: 0, end: body.utf8.count), "\(length) \(ending.debugDescription)")
        #expect(roundTrips(bytes))
      }
    }
  }

  /// One-line strings with neither escape nor interpolation take the fast case; the others are
  /// handed on, and both make the tokens the string rules call for.
  @Test func stringsTakenFastAndHandedOn() {
    #expect(significant(#"f("abc")"#).map(\.0) == [.identifier, .leftParen, .stringOpen, .stringSegment, .stringClose, .rightParen])
    #expect(significant(#"f("")"#).map(\.0) == [.identifier, .leftParen, .stringOpen, .stringClose, .rightParen])
    #expect(significant(#""a\"b""#).map(\.1) == ["\"", #"a\"b"#, "\""])
    #expect(significant(#""a\(b)c""#).map(\.0) == [.stringOpen, .stringSegment, .interpolationOpen, .identifier, .interpolationClose, .stringSegment, .stringClose])
    #expect(significant("\"\"\"\nab\n\"\"\"").map(\.0) == [.stringOpen, .stringSegment, .stringClose])
    // Unterminated: at the end of the buffer and at a line break.
    #expect(!ScannedFile("\"abc").errors.isEmpty)
    #expect(significant("\"abc").map(\.0) == [.stringOpen, .stringSegment])
    #expect(!ScannedFile("\"ab\ncd\"").errors.isEmpty)
    #expect(significant("x = \"\"").map(\.0) == [.identifier, .operator, .stringOpen, .stringClose])
  }

  /// `@` makes an attribute only before a name; spaces after a name or a line break are one token.
  @Test func attributesAndSpaces() {
    #expect(significant("@MainActor @ x @1").map(\.0) == [.attribute, .unknown, .identifier, .unknown, .number])
    let file = ScannedFile("let a \t = 1\n  \tb")
    #expect(file.tokens.map(\.kind) == [.identifier, .whitespace, .identifier, .whitespace, .operator, .whitespace, .number, .newline, .whitespace, .identifier])
    #expect(file.text(8) == "  \t")
  }

  /// The spaces after a `,`, `:`, `;`, an operator, a parenthesis (outside interpolations), an
  /// attribute or a `{` are one token, made in that token's turn: before a name, at the end of the
  /// bytes (no line break after them) and with a token a byte (more than the token storage is
  /// sized for).
  @Test func spacesAfterPunctuationOperatorsParenthesesAttributesAndBraces() {
    let file = ScannedFile("f(a: 1,\t b);  g:")
    #expect(file.tokens.map(\.kind) == [.identifier, .leftParen, .identifier, .colon, .whitespace, .number, .comma, .whitespace,
                                        .identifier, .rightParen, .semicolon, .whitespace, .identifier, .colon])
    #expect(file.text(7) == "\t ")
    #expect(ScannedFile("a += \t-b ?? c").tokens.map(\.kind) == [.identifier, .whitespace, .operator, .whitespace, .operator,
                                                                   .identifier, .whitespace, .operator, .whitespace, .identifier])
    #expect(ScannedFile("x = y  /* z */").tokens.map(\.kind) == [.identifier, .whitespace, .operator, .whitespace, .identifier, .whitespace, .blockComment])
    #expect(ScannedFile("f( x)  -> y").tokens.map(\.kind) == [.identifier, .leftParen, .whitespace, .identifier, .rightParen,
                                                                 .whitespace, .operator, .whitespace, .identifier])
    #expect(significant("\"\\(f( x) )\" ").map(\.0) == [.stringOpen, .interpolationOpen, .identifier, .leftParen, .identifier,
                                                         .rightParen, .interpolationClose, .stringClose])
    for source in ["a: ", "a,\u{0B}\u{0C}", "a;\n ", ",", ": b", "a = ", "a <#", "=== ", "+\t", "f() ", "( ", ")\t{", "@a ", "@MainActor  final", "{ ", "{ $0 }"] {
      let bytes = Array(source.utf8)
      #expect(roundTrips(bytes), "\(source)")
      #expect(ScannedFile(bytes: bytes).tokens == Lexer.lex(bytes).tokens, "\(source)")
    }
    #expect(Lexer.lex(Array("a: ".utf8)).tokens.map(\.kind) == [.identifier, .colon, .whitespace])
    #expect(ScannedFile("@MainActor \tfinal").tokens.map(\.kind) == [.attribute, .whitespace, .identifier])
    #expect(ScannedFile("{ \t$0 }").tokens.map(\.kind) == [.leftBrace, .whitespace, .identifier, .whitespace, .rightBrace])
    for repeated in [", ", "+ ", ") ", "{ "] {
      let bytes = Array(String(repeating: repeated, count: 5000).utf8)
      let tokens = Lexer.lex(bytes).tokens
      #expect(tokens.count == 10_000)
      #expect(roundTrips(bytes))
      #expect(tokens.last == Token(kind: .whitespace, start: 9_999, end: 10_000))
    }
  }
}
