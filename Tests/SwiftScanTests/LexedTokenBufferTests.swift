import Testing
@testable import SwiftScan

/// `Lexer.lex(_:into:)` reuses one buffer across texts: it must give `Lexer.lex(_:)`'s tokens
/// and error verdict for each, whatever the buffer held before (longer or shorter texts, texts
/// that grow it past its first capacity, texts with errors).
@Suite("lexed token buffer")
struct LexedTokenBufferTests {
  @Test func agreesWithLexOnRandomTextsInOneBuffer() {
    let alphabet = Array("\"#/\\*(){}[]`@$ \n\r\tabc01_.=<>!?é🙂'".utf8)
    var generator = SplitMix64(seed: 0x7B0F)
    var buffer = LexedTokenBuffer(capacity: 1)
    for round in 0..<2000 {
      // Mostly short texts, now and then one far past the buffer's capacity.
      let length = round % 97 == 0 ? 3000 + Int(generator.next() % 3000) : Int(generator.next() % 160)
      let bytes = generator.bytes(length, from: alphabet)
      let expected = Lexer.lex(bytes)
      let clean = bytes.withUnsafeBufferPointer { Lexer.lex($0, into: &buffer) }
      #expect(clean == expected.errors.isEmpty)
      #expect(Array(buffer.tokens) == expected.tokens)
    }
  }

  @Test func agreesWithLexOnSwiftTexts() {
    let texts = [
      "", "let a = 1\n", "#!/usr/bin/env swift\nprint(1)\n", "\u{FEFF}import Foundation\n",
      "let s = \"\"\"\n  a \\(b) c\n  \"\"\"\n", "let r = /a+b/\nlet x = a / b\n", "/* open",
      "let s = \"unterminated\n", "f(\"\\(g(\"\\(h)\"))\")\n", "<<<<<<< HEAD\n<#placeholder#>\n",
    ]
    var buffer = LexedTokenBuffer()
    for text in texts + texts.reversed() {
      let bytes = Array(text.utf8)
      let expected = Lexer.lex(bytes)
      let clean = bytes.withUnsafeBufferPointer { Lexer.lex($0, into: &buffer) }
      #expect(clean == expected.errors.isEmpty)
      #expect(Array(buffer.tokens) == expected.tokens)
    }
  }
}
