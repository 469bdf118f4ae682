import Testing
@testable import SwiftScan

/// The fast loop of the lexer makes room for a turn's tokens once and appends them unchecked:
/// inputs with a token per byte (far more than the two every five bytes first reserved), at
/// every length around the reservation's edges, must still give every token, tiling the input.
/// The room is measured by bytes (a token takes one at least), so no token may be empty.
@Suite("lexer token room")
struct LexerTokenRoomTests {
  @Test func oneTokenPerByteAtEveryLengthTiles() {
    let pieces: [[UInt8]] = [Array("a ".utf8), Array("\n ".utf8), Array("(),".utf8), Array("\"x\"".utf8), Array("\"\\(a)\"".utf8)]
    for piece in pieces {
      for repeats in 1...120 {
        let bytes = Array([[UInt8]](repeating: piece, count: repeats).joined())
        let tokens = Lexer.lex(bytes).tokens
        var offset = 0
        for token in tokens {
          #expect(Int(token.start) == offset)
          offset = Int(token.end)
        }
        #expect(offset == bytes.count)
        #expect(ScannedFile(bytes: bytes).tokens == tokens)
      }
    }
  }

  @Test func noTokenIsEmpty() {
    // Random text over the bytes that start or end constructs (strings, comments, regexes,
    // interpolations, raw strings, `#` directives, operators, line breaks, non-ASCII).
    let alphabet = Array("\"#/\\*(){}[]`@$ \n\r\tabc01_.=<>!?é🙂'".utf8)
    var generator = SplitMix64(seed: 0x5CA6)
    for _ in 0..<3000 {
      let length = Int(generator.next() % 120)
      let bytes = generator.bytes(length, from: alphabet)
      for token in Lexer.lex(bytes).tokens { #expect(token.end > token.start) }
    }
  }
}
