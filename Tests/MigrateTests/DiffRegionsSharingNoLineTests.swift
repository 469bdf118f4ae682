import Testing
@testable import Migrate

/// A diff region whose old and new lines share none is written without Myers' search: the
/// script must be the one the search finds.
@Suite("diff regions sharing no line")
struct DiffRegionsSharingNoLineTests {
  static func described(_ ops: [UnifiedDiff.Operation]) -> [String] {
    ops.map { "\($0.kind) \($0.oldIndex) \($0.newIndex)" }
  }

  /// Random texts and regions (lines from pools that overlap or not, `\r\n` and non-ASCII
  /// lines, empty lines, a last line without a break): `appendMyers` writes the script the
  /// search writes, and `sharesALine` answers as comparing every pair of lines.
  @Test func regionsSharingNoLineGetTheSearchedScript() {
    var random = SeededRandom(seed: 5)
    let pools = [["a", "b", "", "  x", "observe { [weak self] in", "}", "d\r", "é"],
                 ["c", "}", "    guard let self else { return }", "e\u{301}", "", "f"]]
    var withoutShared = 0, withShared = 0
    for _ in 0..<3000 {
      func text(_ pool: [String]) -> [UInt8] {
        let lines = (0..<Int.random(in: 0...12, using: &random)).map { _ in pool.randomElement(using: &random)! }
        return Array((lines.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")).utf8)
      }
      func region(_ count: Int) -> Range<Int> {
        let lower = Int.random(in: 0...count, using: &random)
        return lower..<Int.random(in: lower...count, using: &random)
      }
      let oldPool = Int.random(in: 0...1, using: &random), newPool = Int.random(in: 0...1, using: &random)
      let a = UnifiedDiff.Lines(text(pools[oldPool])), b = UnifiedDiff.Lines(text(pools[newPool]))
      let ar = region(a.count), br = region(b.count)
      let shared = ar.contains { i in br.contains { j in a[i] == b[j] } }
      #expect(UnifiedDiff.sharesALine(a, ar, b, br) == shared)
      guard !ar.isEmpty, !br.isEmpty else { continue }
      if shared { withShared += 1 } else { withoutShared += 1 }
      var written: [UnifiedDiff.Operation] = [], searched: [UnifiedDiff.Operation] = []
      UnifiedDiff.appendMyers(a, ar, b, br, to: &written)
      UnifiedDiff.appendShortestScript(a, ar, b, br, to: &searched)
      #expect(Self.described(written) == Self.described(searched), "\(ar) \(br)")
    }
    #expect(withoutShared > 200)
    #expect(withShared > 200)
  }
}
