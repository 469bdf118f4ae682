import Testing
@testable import Migrate

/// The chains' text kept as pieces of one per-file buffer must give what the strings gave.
@Suite("chain text in one buffer")
struct ChainRewriteTextTests {
  /// Bodies with one line and several, blank lines, shared and unshared indentation, tabs,
  /// `\r\n`, the guard marker, non-ASCII text and assignments of every form.
  static let bodies: [[UInt8]] = [
    "", " ", "a = 1", "  self.a = b  ", "\u{1}", " \u{1} ", "x\u{1}y = 2",
    "a = 1\n    b.c = 2\n    b.c = 3\n", "first\n\t\tx = 1\n\t\ty = 2", "\n\n  a = 1\n\n  b = 2\n\n",
    "a = 1\r\n  caf\u{E9}.x = 2\r\n  \u{212A} = 3\r\n  K = 4", "  \u{1}\n  z = 1\n  y = 1\n  z = 1",
    "if x { a = b }\n  c.d? = e\n  f == g\n  h = i", "  x\n y\n", "a=1\nb =2\nc = 3",
  ].map { Array($0.utf8) } + [[0x61, 0x20, 0x3D, 0x20, 0xFF, 0x0A, 0x20, 0x20, 0xC3, 0x3D, 0x0A, 0x20, 0x20, 0x62, 0x20, 0x3D, 0x20, 0x31]]

  /// `dedentLines` hands out the lines `dedent` returns.
  @Test func dedentLinesAreDedent() {
    for body in Self.bodies {
      var lines: [String] = []
      body.withUnsafeBufferPointer { bytes in
        SinkRewrite.dedentLines(bytes: bytes, dropping: 0x01) { lines.append(String(decoding: $0, as: UTF8.self)) }
      }
      #expect(lines == SinkRewrite.dedent(body, dropping: 0x01), "\(body)")
    }
  }

  /// Lines written as pieces (repaired first when not valid UTF-8) read back as `dedent`'s
  /// strings, and their targets are `assignmentTargets`' of those strings.
  @Test func piecesGiveTheStrings() {
    for body in Self.bodies {
      var text = ChainRewriteText(capacity: 4)
      defer { text.deallocate() }
      // Something before, so the pieces do not start at zero.
      text.append("observe")
      let start = text.pieces.count
      body.withUnsafeBufferPointer { SinkRewrite.writeLines(of: $0, into: &text) }
      let lines = start..<text.pieces.count
      let expected = SinkRewrite.dedent(body, dropping: 0x01)
      #expect(text.strings(lines) == expected, "\(body)")
      for k in lines { #expect(Array(text.bytes(k)) == Array(text.string(k).utf8)) }
      var ascii = true, expectedASCII = true
      let targets = SinkRewrite.assignmentTargets(pieces: lines, in: &text, allASCII: &ascii)
      let expectedTargets = SinkRewrite.assignmentTargets(expected, allASCII: &expectedASCII)
      #expect(text.strings(targets) == expectedTargets, "\(body)")
      #expect(ascii == expectedASCII, "\(body)")
    }
  }

  /// The walk over pieces answers what `firstShared` of the strings answers.
  @Test func firstSharedOfPieces() {
    let lists: [[String]] = [[], ["a"], ["a", "b"], ["b", "c"], ["ab", "b"], ["a", "ab", "abc"], ["abc"], ["K", "x"], ["\u{212A}"]]
    for a in lists {
      for b in lists {
        let ascii = (a + b).allSatisfy(SinkRewrite.isASCII)
        var text = ChainRewriteText()
        defer { text.deallocate() }
        let first = text.pieces.count
        for name in a { text.append(name) }
        let second = text.pieces.count
        for name in b { text.append(name) }
        let answer = PublisherSubscription.firstShared(pieces: first..<second, second..<text.pieces.count, in: text, ascii: ascii)
        #expect(answer == PublisherSubscription.firstShared(a, b), "\(a) \(b)")
      }
    }
  }

  /// Pieces order and compare as ASCII strings do.
  @Test func pieceOrder() {
    let names = ["", "a", "b", "ab", "aa", "a.b", "a_b", "B", "abc", "ab.c"]
    var text = ChainRewriteText()
    defer { text.deallocate() }
    for name in names { text.append(name) }
    for i in names.indices {
      for j in names.indices {
        #expect(text.pieceLess(i, j) == (names[i] < names[j]), "\(names[i]) \(names[j])")
        #expect(text.piecesEqual(i, j) == (names[i] == names[j]), "\(names[i]) \(names[j])")
      }
    }
  }

  /// A plain path's value renders as its placeholder expression renders, placeholders and
  /// underscores in the path or the store included.
  @Test func plainPathRendersAsItsExpression() {
    let paths: [[String]] = [[], ["a"], ["field0", "isOn"], ["_x"], ["a_b", "c"], [ChainValue.root], [ChainValue.bound, "y"],
                             ["caf\u{E9}"], ["\u{212A}"]]
    for path in paths {
      let value = ChainValue(path: path)
      #expect(value.expressionCount == 1)
      #expect(value.expressions == [ChainValue.dotted(path)])
      for store in ["store", "_store", "my_store", ChainValue.bound, "st\u{E9}"] {
        for nested in [false, true] {
          for bound in ["value", "v_1"] {
            #expect(value.rendered(0, store: store, nested: nested, bound: bound)
                    == ChainValue.render(ChainValue.dotted(path), store: store, nested: nested, bound: bound), "\(path) \(store)")
          }
        }
      }
    }
  }
}
