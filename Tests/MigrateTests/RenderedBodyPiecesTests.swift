import Testing
@testable import Migrate
import SwiftScan

/// A subscriber's body rendered straight into the chains' text, its lines pieces of it, must
/// give the lines rendering into a scratch buffer and writing them out gave.
@Suite("rendered body pieces")
struct RenderedBodyPiecesTests {
  /// Bodies of every shape `ChainRewriteTextTests` uses, and a few longer than a word.
  static let bodies: [[UInt8]] = ChainRewriteTextTests.bodies + [
    "self.field0View.text = \"\\(value) field0\"", "\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}\u{1}",
    "abcdefg\u{1}", "abcdefgh\u{1}", "abcdefghijklmnop\u{7F}", "abcdefghijklmno\u{80}", "        \n        x = 1",
  ].map { Array($0.utf8) } + [[0x00, 0x02, 0x7F, 0x41, 0x00, 0x00, 0x00, 0x00, 0x01], [0xFF] + Array(repeating: 0x41, count: 9)]

  /// The word-at-a-time test answers what a byte loop answers, at every length and offset.
  @Test func asciiWithoutMarkerAsAByteLoop() {
    for body in Self.bodies {
      for start in 0...body.count {
        let part = Array(body[start...])
        let expected = part.allSatisfy { $0 < 0x80 && $0 != 0x01 }
        #expect(part.withUnsafeBufferPointer(SinkRewrite.isASCIIWithoutMarker) == expected, "\(part)")
      }
    }
    for byte in 0...255 {
      for position in 0..<17 {
        var bytes = [UInt8](repeating: 0x20, count: 17)
        bytes[position] = UInt8(byte)
        let expected = byte < 0x80 && byte != 0x01
        #expect(bytes.withUnsafeBufferPointer(SinkRewrite.isASCIIWithoutMarker) == expected, "\(byte) at \(position)")
      }
    }
  }

  /// A body rendered into the chains' text holds the bytes the scratch rendering hands over,
  /// and its lines, written as pieces of those bytes, are the lines written from a copy of
  /// them (`writeLines(of:into:)`) and `dedent`'s: on every body as a file, under random
  /// substitutions (deletions, the marker, non-ASCII and longer texts).
  @Test func renderedBodiesGiveTheWrittenLines() {
    var random = SeededRandom(seed: 17)
    let replacements = ["", "store.x", "é", "\u{1}", "(a + b)", "self.store.state"]
    for body in Self.bodies {
      let file = ScannedFile(bytes: body)
      guard !file.tokens.isEmpty else { continue }
      for _ in 0..<40 {
        let first = Int.random(in: 0..<file.tokens.count, using: &random)
        let last = Int.random(in: first..<file.tokens.count, using: &random)
        var substitutions = TokenSubstitutions()
        for t in first...last where Bool.random(using: &random) {
          substitutions[t] = replacements.randomElement(using: &random)!
        }
        var text = ChainRewriteText(capacity: 4)
        defer { text.deallocate() }
        text.append("x")
        let rendered = substitutions.render(first, last, in: file, into: &text)
        let bytes = Array(text.bytes(in: rendered))
        #expect(bytes == substitutions.render(first, last, in: file), "\(body)")
        let fromCopy = text.pieces.count
        bytes.withUnsafeBufferPointer { SinkRewrite.writeLines(of: $0, into: &text) }
        let fromBuffer = text.pieces.count
        SinkRewrite.writeLines(ofRendered: rendered, into: &text)
        let lines = text.strings(fromBuffer..<text.pieces.count)
        #expect(lines == text.strings(fromCopy..<fromBuffer), "\(body)")
        #expect(lines == SinkRewrite.dedent(bytes, dropping: 0x01), "\(body)")
      }
    }
  }
}
