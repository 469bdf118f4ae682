import Testing
@testable import Migrate

/// The new text's lines found from the old text's lines and the edits agree with the lines found
/// in the new text itself, and are not found where a `\r` could make them differ.
@Suite("diff lines from edits")
struct DiffLinesFromEditsTests {
  /// SplitMix64: the same edits on every run.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Non-overlapping edits over `bytes`, in random order, with replacements that often hold
  /// line breaks (at their ends too) and sometimes remove them.
  static func randomEdits(over count: Int, random: inout Random) -> [Edit] {
    let pieces = ["", "\n", "x", "let a = 1\n", "\n  b\n", "}\n", "é\n\n", "observe {\n  a\n}"]
    var edits: [Edit] = []
    var cursor = 0
    while cursor <= count, edits.count < 8 {
      let start = cursor + random.next(Swift.max(1, (count - cursor) / 3 + 1))
      guard start <= count else { break }
      let end = Swift.min(count, start + random.next(12))
      edits.append(Edit(range: start..<end, replacement: pieces[random.next(pieces.count)]))
      cursor = end + 1
    }
    // (Applying sorts them.)
    return edits.reversed()
  }

  static func check(_ old: [UInt8], _ edits: [Edit]) throws -> Bool? {
    let new = try EditApplier.apply(edits, to: old)
    guard let sorted = UnifiedDiff.producing(edits, old: old, new: new) else { return nil }
    let oldLines = UnifiedDiff.Lines(old)
    guard let derived = UnifiedDiff.Lines(new, applying: sorted, to: oldLines) else { return nil }
    return derived.starts == UnifiedDiff.Lines(new).starts && derived.bytes == new && !derived.hasCarriageReturn
  }

  @Test func agreeOnTheCorpusAndRandomEdits() throws {
    var random = Random(state: 7)
    var texts = CorpusCase.all.map(\.before)
    texts += ["", "a", "a\n", "\n\n", "line\nlast", "é\nü"].map { Array($0.utf8) }
    var derivedCount = 0
    for text in texts {
      for _ in 0..<30 {
        let edits = Self.randomEdits(over: text.count, random: &random)
        guard !edits.isEmpty else { continue }
        if let agrees = try Self.check(text, edits) {
          #expect(agrees, "\(String(decoding: text, as: UTF8.self)) \(edits)")
          derivedCount += 1
        }
      }
    }
    #expect(derivedCount > 100)
  }

  @Test func agreeOnTheMigratedCorpus() throws {
    for corpusCase in CorpusCase.all {
      let result = Migrator.migrate(corpusCase.before)
      guard result.changed, let sorted = UnifiedDiff.producing(result.edits, old: result.original, new: result.output),
            let derived = UnifiedDiff.Lines(result.output, applying: sorted, to: UnifiedDiff.Lines(result.original)) else { continue }
      #expect(derived.starts == UnifiedDiff.Lines(result.output).starts, "\(corpusCase.name)")
    }
  }

  @Test func aCarriageReturnIsLeftToTheSearch() throws {
    // In the old text, or in a replacement (where it could join a `\n` that follows).
    #expect(try Self.check(Array("a\r\nb\r\n".utf8), [Edit(range: 0..<1, replacement: "c")]) == nil)
    #expect(try Self.check(Array("a\nb\n".utf8), [Edit(range: 2..<2, replacement: "\r")]) == nil)
    #expect(try Self.check(Array("a\nb\n".utf8), [Edit(range: 0..<1, replacement: "c\nd")]) == true)
  }
}
