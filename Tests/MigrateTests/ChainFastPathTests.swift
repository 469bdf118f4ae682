import Testing
@testable import Migrate
import SwiftScan

/// Shortcuts in the analysis of publisher chains must answer what the slow forms answer.
@Suite("chain fast paths")
struct ChainFastPathTests {
  /// Names that are equal as strings with other bytes (a Kelvin sign and `K`, composed and
  /// decomposed `é`), names that differ in one byte, and plain ones.
  static let names = [
    "titleLabel.text", "field0View.isHidden", "field1View.isHidden", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}",
    "a", "b", "ab", "ba", "", "x.y", "self.x", "\u{212A}elvin", "Kelvin", "label", "labe", "lab", "Label",
  ]

  /// Two lists whose masks share no bit share no name, as a set compares them.
  @Test func nameMasksNeverMissASharedName() {
    for a in Self.names {
      for b in Self.names where a == b {
        #expect(PublisherSubscription.nameMask([a]) & PublisherSubscription.nameMask([b]) != 0, "\(a) \(b)")
      }
    }
    for a in Self.names.indices {
      for b in Self.names.indices {
        let first = Array(Self.names[a...].prefix(3)), second = Array(Self.names[b...].prefix(2))
        if !Set(first).isDisjoint(with: Set(second)) {
          #expect(PublisherSubscription.nameMask(first) & PublisherSubscription.nameMask(second) != 0, "\(first) \(second)")
        }
      }
    }
    #expect(PublisherSubscription.nameMask([String]()) == 0)
    #expect(PublisherSubscription.nameMask(["caf\u{E9}"]) == ~0)
  }

  /// One name on either side: the shortcut answers what the set intersection answers.
  @Test func firstSharedOfOneName() {
    for a in Self.names where SinkRewrite.isASCII(a) {
      let lists = [[a], ["a", a].sorted(), ["zz"], ["a", "b"], [String]()].map { Array(Set($0)).sorted() }
      for b in lists {
        #expect(PublisherSubscription.firstShared([a], b) == Set([a]).intersection(Set(b)).sorted().first, "\(a) \(b)")
        #expect(PublisherSubscription.firstShared(b, [a]) == Set(b).intersection(Set([a])).sorted().first, "\(a) \(b)")
      }
    }
  }

  @Test func isASCIIReadsEveryByte() {
    for name in Self.names { #expect(SinkRewrite.isASCII(name) == name.utf8.allSatisfy { $0 < 0x80 }, "\(name)") }
  }

  /// Rendering into a scratch buffer gives the bytes the array rendering gives.
  @Test func renderingIntoAScratchBuffer() {
    let source = "a.b = c // x\n  d(e)\r\n\tf é = \"g\"\n"
    let file = ScannedFile(bytes: Array(source.utf8))
    let count = file.tokens.count
    let replacements = ["", "store.x", "é", "\u{1}", "(a + b)"]
    for first in 0..<count {
      for last in first..<count where (last - first) % 3 == 0 {
        var substitutions = TokenSubstitutions()
        for t in stride(from: first, through: last, by: 2) { substitutions[t] = replacements[t % replacements.count] }
        let array = substitutions.render(first, last, in: file)
        #expect(substitutions.withRendered(first, last, in: file) { Array($0) } == array)
        #expect(substitutions.withRendered(first, last, in: file) { SinkRewrite.dedent(bytes: $0, dropping: 0x01) }
                == SinkRewrite.dedent(array, dropping: 0x01))
      }
    }
  }
}

extension ChainFastPathTests {
  /// The one-pass search answers what searching each word at every position answers.
  @Test func expensiveNamesAsBefore() {
    func slow(_ name: String) -> Bool {
      let bytes = Array(name.utf8)
      func contains(_ word: String) -> Bool {
        let word = Array(word.utf8)
        guard bytes.count >= word.count else { return false }
        for start in 0...(bytes.count - word.count) where (0..<word.count).allSatisfy({ bytes[start + $0] | 0x20 == word[$0] }) {
          return true
        }
        return false
      }
      if bytes.count < 6 { return false }
      return contains("reload") || contains("snapshot") || ["performBatchUpdates", "layoutIfNeeded", "applySnapshotUsingReloadData"].contains(name)
    }
    let names = ["reloadData", "tableView", "RELOAD", "xreloa", "reloa", "Snapshot", "applySnapshot", "snapshoT", "snapsho",
                 "performBatchUpdates", "performBatchUpdate", "layoutIfNeeded", "layoutIfNeededs", "applySnapshotUsingReloadData",
                 "field0View", "isHidden", "r", "s", "reloadé", "rel\u{F8}ad", "\u{212A}reload", "snap", "xxxxxxxxsnapshot"]
    for name in names {
      var bytes = name
      #expect(bytes.withUTF8 { SinkRewrite.isExpensive($0) } == slow(name), "\(name)")
    }
  }
}
