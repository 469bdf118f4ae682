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

  /// Lines written from bytes already in the buffer are the lines written from a copy.
  @Test func piecesOfTheRenderedBodyAreTheWrittenLines() {
    for body in Self.bodies {
      var text = ChainRewriteText(capacity: 4)
      defer { text.deallocate() }
      text.append("observe")
      let before = text.pieces.count
      body.withUnsafeBufferPointer { SinkRewrite.writeLines(of: $0, into: &text) }
      let expected = text.strings(before..<text.pieces.count)
      let start = text.byteCount
      body.withUnsafeBufferPointer { text.appendUnnamed($0) }
      let first = text.pieces.count
      SinkRewrite.writeLines(ofRendered: start..<text.byteCount, into: &text)
      #expect(text.strings(first..<text.pieces.count) == expected, "\(body)")
      for k in first..<text.pieces.count { #expect(Array(text.bytes(k)) == Array(text.string(k).utf8)) }
    }
  }

  /// Rendering into the chains' text appends the bytes the scratch rendering hands over.
  @Test func renderingIntoTheText() {
    let source = "a.b = c // x\n  d(e)\r\n\tf é = \"g\"\n  \u{1}h\n"
    let file = ScannedFile(bytes: Array(source.utf8))
    let count = file.tokens.count
    let replacements = ["", "store.x", "é", "\u{1}", "(a + b)"]
    for first in 0..<count {
      for last in first..<count where (last - first) % 3 == 0 {
        var substitutions = TokenSubstitutions()
        for t in stride(from: first, through: last, by: 2) { substitutions[t] = replacements[t % replacements.count] }
        var text = ChainRewriteText(capacity: 4)
        defer { text.deallocate() }
        text.append("x")
        let range = substitutions.render(first, last, in: file, into: &text)
        #expect(Array(text.bytes(in: range)) == substitutions.render(first, last, in: file))
        let before = text.pieces.count
        SinkRewrite.writeLines(ofRendered: range, into: &text)
        #expect(text.strings(before..<text.pieces.count)
                == substitutions.withRendered(first, last, in: file) { SinkRewrite.dedent(bytes: $0, dropping: 0x01) })
      }
    }
  }
}
