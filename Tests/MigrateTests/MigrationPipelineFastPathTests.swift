import Testing
import SwiftScan
@testable import Migrate

/// The migration pass's fast paths against the plain computations they stand for: the byte
/// search with its two-byte check, merging claimed ranges that are already in order, the owner
/// lookup by binary search, and the grouping of class variables.
@Suite("migration pipeline fast paths")
struct MigrationPipelineFastPathTests {
  /// Every offset where `needle` starts in `haystack`, by comparing at each offset.
  static func plainOffsets(_ needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    guard !needle.isEmpty, haystack.count >= needle.count else { return [] }
    return (0...(haystack.count - needle.count)).filter { Array(haystack[$0..<($0 + needle.count)]) == needle }
  }

  /// Words whose anchor and check bytes sit anywhere (first, last, both ends, repeated bytes),
  /// in texts made of their own bytes so near misses abound.
  @Test func offsetsAgreeWithAPlainSearch() {
    var generator = SystemRandomNumberGenerator()
    let words = ["ifLet", "ViewStore", "publisher", "cancellables", "Zz", "aZ", "Za", "aa", "a", "LL", "xLx", "é", "tca-migrate:", "\n}", "a\tb"]
    for word in words {
      let needle = Array(word.utf8)
      let alphabet = Array(Set(needle + Array("aLZ x".utf8)))
      for _ in 0..<40 {
        var text: [UInt8] = []
        for _ in 0..<Int.random(in: 0..<60, using: &generator) {
          if Int.random(in: 0..<5, using: &generator) == 0 {
            text += needle.prefix(Int.random(in: 0...needle.count, using: &generator))
          } else {
            text.append(alphabet.randomElement(using: &generator)!)
          }
        }
        let found = text.withUnsafeBufferPointer { ByteWord(needle).offsets(in: $0) }
        #expect(found == Self.plainOffsets(needle, in: text), "\(word) in \(String(decoding: text, as: UTF8.self))")
      }
    }
  }

  @Test func mergedRangesDoNotDependOnTheirOrder() {
    func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
      var merged = ranges
      SourceText.merge(&merged)
      return merged
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let ranges = (0..<Int.random(in: 0..<8, using: &generator)).map { _ -> Range<Int> in
        let start = Int.random(in: 0..<20, using: &generator)
        return start..<(start + Int.random(in: 0..<5, using: &generator))
      }
      let sortedFirst = ranges.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
      #expect(merged(ranges) == merged(sortedFirst))
      #expect(merged(ranges) == merged(sortedFirst.reversed()))
      // Against a plain merge, offset by offset.
      let covered = Set(ranges.flatMap { Array($0) })
      #expect(Set(merged(ranges).flatMap { Array($0) }) == covered)
    }
  }

  /// Several classes (nested, with locals, with a non-class type between them) each find their
  /// own owner, and a type without one finds none.
  @Test func ownersAreFoundByType() {
    let source = """
    import ComposableArchitecture
    import UIKit

    struct Helper { var store: Int = 0 }

    final class AViewController: UIViewController {
      let store: StoreOf<A>
      let viewStore: ViewStoreOf<A>
      init(store: StoreOf<A>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
      }
      final class Inner: NSObject {
        let store: StoreOf<B>
        init(store: StoreOf<B>) { self.store = store }
      }
    }

    class Plain {}

    final class CViewController: UIViewController {
      let store: StoreOf<C>
      func viewDidLoad() {
        let viewStore = ViewStore(store, observe: { $0 })
        _ = viewStore
      }
    }
    """
    let file = ScannedFile(source)
    let model = FileModel(file: file)
    let types = file.outline.types
    #expect(model.owners.map(\.type) == model.owners.map(\.type).sorted())
    for k in types.indices {
      let expected = model.owners.first { $0.type == k }
      #expect(model.owner(ofType: k)?.type == expected?.type, "type \(types[k].name)")
    }
    let names = model.owners.map { types[$0.type].name }
    #expect(names == ["AViewController", "AViewController.Inner", "CViewController"] || names == ["AViewController", "Inner", "CViewController"])
    #expect(model.owners.map(\.featureName) == ["A", "B", "C"])
    #expect(model.owners.map { $0.viewStores.map(\.name) } == [["viewStore"], [], ["viewStore"]])
    #expect(model.owners[2].viewStores.first?.isLocal == true)
    #expect(model.owner(ofType: -1) == nil)
    #expect(model.owner(ofType: types.count) == nil)
  }

  /// The UIKit superclass test on bytes gives what the test on the name's characters gives.
  @Test func uikitSuperclassesByBytes() {
    for (superclass, expected) in [("UIViewController", true), ("NSObject", true), ("UI", true), ("U", false),
                                   ("UIView<Int>", true), ("Uİ", false), ("NSé", true), ("MyController", true),
                                   ("Base", false), ("UX", false)] {
      let file = ScannedFile("class A: \(superclass) {}\n")
      let k = file.outline.types.indices.first!
      #expect(FileModel.isNSObject(k, types: file.outline.types, localClass: { _ in nil }, depth: 0) == expected, "\(superclass)")
    }
  }

  /// Joined texts equal concatenation, byte for byte, small or large, ASCII or not (a combining
  /// mark after a joint is kept as it is, not composed).
  @Test func joinedTextsEqualConcatenation() {
    let pieces = ["", "a", "remove view store '", "viewStore", "é", "\u{301}", "e", "Feature10040", ".", "State", "\r", "\n", "🙂", String(repeating: "x", count: 40)]
    for a in pieces {
      for b in pieces {
        for c in pieces {
          #expect(Array(MigrationText.joined(a, b, c).utf8) == Array((a + b + c).utf8))
          #expect(Array(MigrationText.joined(c, a, b, a).utf8) == Array((c + a + b + a).utf8))
        }
      }
    }
  }

  /// Hunk ranges written digit by digit spell what the string form spells; line and byte
  /// comparisons by `memcmp` answer as `==` does.
  @Test func diffPiecesAgreeWithTheirPlainForms() {
    for start in [0, 1, 2, 9, 10, 11, 99, 100, 12345] {
      for count in [0, 1, 2, 10, 1000] {
        var out: [UInt8] = []
        UnifiedDiff.appendRange(start, count, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == UnifiedDiff.range(start, count))
      }
    }
    let texts = ["", "a", "a\n", "a\r\nb", "a\nb\n", "a\nb", "x\ny\n\nz", "é\n", "\n\n"].map { Array($0.utf8) }
    for a in texts {
      for b in texts {
        #expect(UnifiedDiff.sameBytes(a, b) == (a == b))
        let la = UnifiedDiff.Lines(a), lb = UnifiedDiff.Lines(b)
        for i in 0..<la.count {
          for j in 0..<lb.count { #expect(la.lineEquals(i, lb, j) == (la[i] == lb[j])) }
        }
      }
    }
  }
}
