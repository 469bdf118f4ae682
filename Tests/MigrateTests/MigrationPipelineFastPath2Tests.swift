import Testing
@testable import Migrate

/// Shortcuts in the diff of a migrated file must answer what the slow forms answer.
@Suite("migration pipeline fast paths, part 2")
struct MigrationPipelineFastPath2Tests {
  static let pieces = ["", "a", "\n", "\r\n", "é", "e\u{301}", "\u{212A}", "viewStore", "  ", "🙂"]

  /// `produces` says yes exactly when applying the edits gives the expected bytes: for the
  /// applied text itself and for texts one byte off, shorter or longer.
  @Test func producesAgreesWithApplying() throws {
    var generator = SeededRandom(seed: 42)  // deterministic, so failures reproduce
    for _ in 0..<2000 {
      let length = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<length).map { _ in Array("ab\n\r é".utf8).randomElement(using: &generator)! }
      var edits: [Edit] = []
      var cursor = 0
      while cursor <= length, edits.count < 5, Bool.random(using: &generator) {
        let start = Int.random(in: cursor...length, using: &generator)
        let end = Int.random(in: start...min(length, start + 4), using: &generator)
        edits.append(Edit(range: start..<end, replacement: Self.pieces.randomElement(using: &generator)!))
        cursor = end + (end == start ? 1 : 0)
      }
      edits.shuffle(using: &generator)
      guard let sorted = try? EditApplier.normalized(edits) else { continue }
      let applied = try EditApplier.apply(edits, to: bytes)
      var candidates = [applied, applied + [0x61], Array(applied.dropLast()), []]
      if !applied.isEmpty {
        var changed = applied
        let k = Int.random(in: 0..<changed.count, using: &generator)
        changed[k] ^= 1
        candidates.append(changed)
      }
      for expected in candidates {
        #expect(EditApplier.produces(sorted, from: bytes, expected: expected) == (applied == expected), "\(bytes) \(edits) \(expected)")
      }
    }
  }

  /// The header written from bytes is the one the quoted paths interpolate.
  @Test func headerMatchesQuotedInterpolation() {
    for path in ["a.swift", "Sources/App/Feature View.swift", "quo\"te.swift", "back\\slash.swift", "tab\t.swift",
                 "caf\u{E9}.swift", "new\nline.swift", "", "/abs/path.swift", "del\u{7F}.swift"] {
      var out: [UInt8] = []
      UnifiedDiff.appendHeader(path, to: &out)
      let a = UnifiedDiff.quoted("a/" + path), b = UnifiedDiff.quoted("b/" + path)
      #expect(String(decoding: out, as: UTF8.self) == "diff --git \(a) \(b)\n--- \(a)\n+++ \(b)\n", "\(path)")
    }
  }
}
