import Testing
@testable import Migrate
import SwiftScan

/// A chain's first value written as bytes into the chains' text, and copied from there where
/// the subscriber reads it, must be the text the strings gave.
@Suite("first value pieces")
struct FirstValuePieceTests {
  static let stores = ["store", "self.store", "_store", "st\u{E9}re", "`store`"]
  static let paths = [[], ["field0"], ["a", "b", "c"], ["snake_case"], ["caf\u{E9}", "x"], ["`default`"], ["veryLongFieldName", "another"]]

  /// The piece holds what `rendered(0, nested: false, bound: "value")` gives, and there is none
  /// exactly where that rendering went through the placeholders (a `_` in the joined text).
  @Test func pieceIsTheRenderedFirstValue() {
    for store in Self.stores {
      for path in Self.paths {
        let value = ChainValue(path: path)
        var text = ChainRewriteText()
        defer { text.deallocate() }
        let rendered = value.rendered(0, store: store, nested: false, bound: "value")
        let joined = ChainValue.joined(store, path)
        if let piece = value.appendFirstRendered(store: store, into: &text) {
          #expect(text.string(piece) == rendered, "\(store) \(path)")
          #expect(Array(text.bytes(piece)) == Array(rendered.utf8), "\(store) \(path)")
          #expect(!joined.utf8.contains(UInt8(ascii: "_")))
        } else {
          #expect(joined.utf8.contains(UInt8(ascii: "_")), "\(store) \(path)")
        }
        // Pieces appended afterwards are numbered as if none had been dropped.
        let next = text.append("next")
        #expect(text.string(next) == "next")
      }
    }
    // A value that is not a store's field at a path writes nothing.
    var text = ChainRewriteText()
    defer { text.deallocate() }
    #expect(ChainValue(expressions: ["\(ChainValue.root).a"]).appendFirstRendered(store: "store", into: &text) == nil)
    #expect(text.pieces.isEmpty)
  }

  /// A token replaced by a piece renders as the same token replaced by the piece's string, with
  /// the text's buffer growing while the piece is copied from it.
  @Test func pieceSubstitutionRendersAsItsString() {
    let source = "{ value in self?.label.text = \"\\(value) x\"; f(value, value) }"
    let file = ScannedFile(bytes: Array(source.utf8))
    let first = 1, last = file.tokens.count - 2
    let uses = (first...last).filter { file.textEquals($0, "value" as StaticString) }.dropFirst()
    #expect(uses.count == 3)
    for length in [1, 12, 40, 700] {
      let value = String(repeating: "v", count: length)
      var strings = TokenSubstitutions()
      var pieces = TokenSubstitutions()
      // Set out of token order too (the last use first), as a replacement of an earlier entry.
      for t in uses.reversed() { strings[t] = value }
      var text = ChainRewriteText(capacity: 16)
      defer { text.deallocate() }
      let piece = text.append(value)
      for t in uses.reversed() { pieces.replace(t, withPiece: piece) }
      let expected = strings.render(first, last, in: file)
      let rendered = pieces.render(first, last, in: file, into: &text)
      #expect(Array(text.bytes(in: rendered)) == expected, "\(length)")
    }
  }

  /// Copies of earlier bytes, appended while the buffer grows, are those bytes.
  @Test func blockTextCopiesItsOwnBytes() {
    var block = PublisherSubscription.BlockText(capacity: 16)
    defer { block.deallocate() }
    var expected: [UInt8] = []
    let word = Array("abcdefghij".utf8)
    word.withUnsafeBufferPointer { block.append(bytes: $0) }
    expected += word
    for step in 0..<12 {
      let range = (step % 3)..<(expected.count - step % 2)
      block.appendCopy(of: range)
      expected += expected[range]
    }
    #expect(Array(block.bytes(0..<block.count)) == expected)
  }

  /// Names of every length around a word, equal or not: equal names share bits, and a name with
  /// a byte that is not ASCII in any word sets every bit.
  @Test func nameBitsOfLongNames() {
    let names = (1...20).map { String("abcdefghijklmnopqrstu".prefix($0)) }
    for name in names {
      let copy = String(decoding: Array(name.utf8), as: UTF8.self)
      #expect(PublisherSubscription.nameMask([name]) == PublisherSubscription.nameMask([copy]))
      #expect(PublisherSubscription.nameMask([name]).nonzeroBitCount <= 2)
    }
    for position in 0..<17 {
      var bytes = Array("abcdefghijklmnopq".utf8)
      bytes[position] = 0xC3
      bytes.insert(0xA9, at: position + 1)
      #expect(PublisherSubscription.nameMask([String(decoding: bytes, as: UTF8.self)]) == ~0, "\(position)")
    }
  }
}
