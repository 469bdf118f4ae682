import Testing
@testable import SwiftScan

/// The lexer passes over runs (names, spaces, string text) without testing the end of the
/// bytes: a run stops at a line break, so bytes that do not end in one are lexed from a copy
/// with a `\n` after them (`LexerState.run`). Whatever follows the bytes in memory must not change
/// a token, and a text must lex as it does with a line feed after it (that line feed's own token
/// aside), at the end of every kind of run.
@Suite("lexer run ends")
struct LexerRunEndTests {
  /// Tokens of `text` lexed from the start of a buffer that holds `after` past it.
  func tokens(of text: [UInt8], before after: [UInt8]) -> (clean: Bool, tokens: [Token]) {
    var buffer = LexedTokenBuffer(capacity: 1)
    let whole = text + after
    let clean = whole.withUnsafeBufferPointer { Lexer.lex(UnsafeBufferPointer(rebasing: $0[..<text.count]), into: &buffer) }
    return (clean, Array(buffer.tokens))
  }

  /// Bytes after the text that would lengthen its last run, were they read: the tokens are those
  /// of the text alone, and tile it.
  @Test func bytesAfterTheTextAreNeverRead() {
    let alphabet = Array("\"#/\\(){}@ \n\r\tab01_.=<é".utf8)
    let afters = ["", "abc", "   ", "\"x", "\\", "== ", "12"].map { Array($0.utf8) }
    var generator = SplitMix64(seed: 0x51E7)
    for round in 0..<3000 {
      let bytes = generator.bytes(Int(generator.next() % 40) + (round % 5 == 0 ? 100 : 0), from: alphabet)
      let expected = Lexer.lex(bytes)
      #expect(roundTrips(bytes))
      for after in afters {
        let lexed = tokens(of: bytes, before: after)
        #expect(lexed.clean == expected.errors.isEmpty)
        #expect(lexed.tokens == expected.tokens, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
      }
      #expect(ScannedFile(bytes: bytes).tokens == expected.tokens)
    }
  }

  /// A text ending in each kind of run (name, spaces, `@name`, operator, number, string text,
  /// escape, unterminated string) lexes as it does with a line feed after it.
  @Test func runsAtTheEndLexAsBeforeALineFeed() {
    let texts = [
      "a", "abc", "x = abcdefghijklmnop", "let a ", "a \t ", "@Main", "@", "a ==", "x +", "12", "1.5e", "0x1p",
      "\"", "\"ab", "\"ab\\", "\"a\\\"b", "\"a\\(b", "\"\"\"\nab", "f(\"a\")", "`a", "$0", "#if", "a.b", "a.", "\"\"",
      "\"a\\(b)", "\"a\\(b)c\\", "\"a\\(b)\\(",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let alone = Lexer.lex(bytes)
      let withLineFeed = Lexer.lex(bytes + [0x0A])
      // A line feed inside a multi-line string is the string's; everywhere else its own token.
      if text.hasPrefix("\"\"\"") {
        #expect(alone.tokens.dropLast() == withLineFeed.tokens.dropLast(), "\(text.debugDescription)")
      } else {
        #expect(alone.tokens + [Token(kind: .newline, start: bytes.count, end: bytes.count + 1)] == withLineFeed.tokens,
                "\(text.debugDescription)")
      }
      #expect(roundTrips(bytes))
      for after in [Array("zz  ".utf8), Array("\"".utf8)] {
        #expect(tokens(of: bytes, before: after).tokens == alone.tokens, "\(text.debugDescription)")
      }
    }
  }
}
