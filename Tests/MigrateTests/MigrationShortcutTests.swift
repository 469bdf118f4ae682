import Foundation
import SwiftScan
import Testing
@testable import Migrate

/// The migration's shortcuts (byte searches instead of token walks, short lists instead of
/// hashed sets, text written in place) must answer exactly what the plain ways answer.
@Suite("migration shortcuts")
struct MigrationShortcutTests {
  /// Sources with near misses: receivers behind `self.`, keywords, `publisher` in comments,
  /// strings and longer names, `ViewStoreOf`, `ifLet` as part of a name.
  static let sources: [String] = [
    "viewStore.publisher.a.sink { _ in }.store(in: &c)",
    "self.viewStore.publisher.a\n  .sink { v in }\n  .store(in: &cancellables)",
    "self.publisher.x; store.publisher\n.y; a . publisher; b.publishers; \"viewStore.publisher\" // x.publisher",
    "let publisher = 1; publisher.x; .publisher; x.y.publisher; `publisher`.z; q./* c */publisher",
    "let v: ViewStoreOf<F>; ViewStoreOfX; ViewStore; xViewStore; store.ifLet(then: {}); ifLetX; `ifLet`",
    "/// written against ViewStore and Combine\nfinal class A {}",
    "",
  ]

  static var corpusSources: [[UInt8]] { CorpusCase.all.flatMap { $0.files.map(\.input) } }

  static var allSources: [[UInt8]] { sources.map { Array($0.utf8) } + corpusSources }

  @Test func receiversAreTheTokensThatReceivePublisher() {
    // Also written into a list kept from the file before (as `PublisherSubscription.run` keeps one).
    var kept = [3, 1, 4, 1, 5, 9, 2, 6]
    for bytes in Self.allSources {
      let file = ScannedFile(bytes: bytes)
      let parser = ChainParser(file: file)
      let asked = file.tokens.indices.filter { file.tokens[$0].kind == .identifier && parser.isPublisherReceiver($0) }
      #expect(parser.publisherReceivers() == asked, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
      parser.publisherReceivers(into: &kept)
      #expect(kept == asked, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
      if kept.isEmpty { kept = [7, 7] }
    }
  }

  @Test func candidatesAgreeWithAWalkOverEveryToken() {
    for bytes in Self.allSources {
      let file = ScannedFile(bytes: bytes)
      let parser = ChainParser(file: file)
      var walked = false
      if Migrator.mayHaveCandidates(bytes) {
        for t in file.tokens.indices where file.tokens[t].kind == .identifier && file.tokens[t].keyword == .none {
          let text = file.text(t)
          if text == "ViewStore" || text == "ViewStoreOf" || text == "ifLet" || parser.isPublisherReceiver(t) { walked = true }
        }
      }
      #expect(Migrator.hasCandidates(file) == walked, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
    }
  }

  @Test func byteWordOffsetsAreEveryPlaceTheWordStarts() {
    let text = Array("aaa publisherpublisher ppublisher publishe p publisher".utf8)
    for word in ["publisher", "a", "aa", "p", "ViewStore", "publisherpublisher"] {
      let bytes = Array(word.utf8)
      let plain = text.count >= bytes.count ? (0...(text.count - bytes.count)).filter { Array(text[$0..<($0 + bytes.count)]) == bytes } : []
      #expect(text.withUnsafeBufferPointer { ByteWord(word).offsets(in: $0) } == plain, "\(word)")
      #expect(text.withUnsafeBufferPointer { ByteWord(word).occurs(in: $0) } == !plain.isEmpty, "\(word)")
    }
  }

  @Test func substitutionsRenderAsTheTokenWalkDoes() {
    let file = ScannedFile("a.b = c(d, e) // f\n  g?.h = \"i\\(j)\" ; k")
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var substitutions = TokenSubstitutions()
      var plain: [Int: String] = [:]
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        let t = Int.random(in: 0..<file.tokens.count, using: &rng)
        let text = ["", "x", "store.value", "é"].randomElement(using: &rng)!
        substitutions[t] = text
        plain[t] = text
      }
      for t in plain.keys { #expect(substitutions[t] == plain[t]) }
      let first = Int.random(in: 0..<file.tokens.count, using: &rng)
      let last = Int.random(in: first..<file.tokens.count, using: &rng)
      #expect(substitutions.render(first, last, in: file) == SourceText(file: file).renderBytes(first, last) { plain[$0] })
    }
  }

  @Test func nameSetsAnswerAsSets() {
    var rng = SystemRandomNumberGenerator()
    let names = (0..<20).map { "name\($0)" } + ["é", "e\u{301}"]
    for _ in 0..<100 {
      var set = Set<String>()
      var names2 = NameSet()
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        let batch = (0..<Int.random(in: 0...3, using: &rng)).map { _ in names.randomElement(using: &rng)! }
        #expect(names2.isDisjoint(with: batch) == set.isDisjoint(with: batch))
        set.formUnion(batch)
        names2.formUnion(batch)
      }
      for name in names { #expect(names2.contains(name) == set.contains(name)) }
    }
  }

  @Test func firstSharedIsTheSmallestCommonName() {
    var rng = SystemRandomNumberGenerator()
    let names = ["a", "b", "c.d", "c", "titleLabel.text", "z", "é.x"]
    for _ in 0..<200 {
      let a = Array(Set((0..<Int.random(in: 0...4, using: &rng)).map { _ in names.randomElement(using: &rng)! })).sorted()
      let b = Array(Set((0..<Int.random(in: 0...4, using: &rng)).map { _ in names.randomElement(using: &rng)! })).sorted()
      #expect(PublisherSubscription.firstShared(a, b) == Set(a).intersection(b).sorted().first)
    }
  }

  @Test func placeholdersAreReplacedAsFoundationReplacesThem() {
    let texts = ["", "x", "__tcaMigrateStoreRoot__", "__tcaMigrateStoreRoot__.a.b", "(__tcaMigrateStoreRoot__.a, __tcaMigrateStoreRoot__.b)",
                 "é__tcaMigrateStoreRoot____tcaMigrateStoreRoot__", "__tcaMigrateStoreRoot_", "a__tcaMigrateBound__ == __tcaMigrateBound__"]
    for text in texts {
      for (pattern, replacement) in [(ChainValue.root, "store"), (ChainValue.root, "self.store"), (ChainValue.bound, ""), (ChainValue.bound, "valueé")] {
        #expect(text.replacingEvery(pattern, with: replacement) == text.replacingOccurrences(of: pattern, with: replacement), "\(text)")
      }
    }
  }

  /// When the byte search says a name occurs only at allowed offsets, every reference the token
  /// walk finds starts at one of them (the walk is then skipped).
  @Test func nameOccurrencesCoverEveryReference() {
    for bytes in Self.allSources {
      let file = ScannedFile(bytes: bytes)
      guard file.errors.isEmpty else { continue }
      let context = MigrationContext(file: file)
      let range = 0..<file.tokens.count
      let names = Set(file.tokens.indices.filter { file.tokens[$0].kind == .identifier }.map { file.text($0) }).sorted().prefix(40)
      for name in names {
        let references = file.references(to: name, in: range, anyQualifier: true)
        let starts = references.map { Int(file.tokens[$0].start) }
        // All references allowed: the search agrees (a name has no other occurrence unless it is
        // part of a longer token, which is then not allowed and makes it say no).
        let allowed = Set(starts)
        if context.occurrences(of: name, in: range, allAllowedBy: { allowed.contains($0) }) {
          #expect(starts.allSatisfy(allowed.contains))
        }
        // One reference left out: the search must not say every occurrence is allowed.
        if let left = starts.first {
          #expect(!context.occurrences(of: name, in: range, allAllowedBy: { allowed.contains($0) && $0 != left }), "\(name)")
        }
      }
    }
  }

  /// Names compared without making strings answer as strings do: canonically equivalent
  /// spellings (`K` and the Kelvin sign, `é` composed and decomposed) and repaired bytes.
  @Test func tokenTextsCompareAsStrings() {
    var bytes = Array("K \u{212A} é e\u{301} ab a".utf8)
    bytes += [0x20, 0x61, 0xFF, 0x20, 0x61, 0xFE]
    let file = ScannedFile(bytes: bytes)
    let sink = SinkRewrite(text: SourceText(file: file), value: ChainValue(expressions: []), viewStoreName: nil, storeName: "store")
    let names = file.tokens.indices.filter { !file.tokens[$0].kind.isTrivia }
    for a in names {
      for b in names {
        #expect(sink.textsEqual(a, b) == (file.text(a) == file.text(b)), "\(file.text(a)) \(file.text(b))")
      }
    }
  }

  @Test func aDottedPathIsTheJoinedOne() {
    for path in [[], ["a"], ["a", "b"], ["é", "", "field0"]] {
      #expect(ChainValue.dotted(path) == ([ChainValue.root] + path).joined(separator: "."))
    }
  }

  @Test func theFindingMessageIsTheInterpolatedOne() {
    for value in ["", "store.a", "self.store.é", String(repeating: "x", count: 100)] {
      #expect(PublisherSubscription.findingMessage(reading: value) == "replace this publisher subscription with an observe block that reads '\(value)'")
    }
  }

  @Test func oneLineBodiesDedentAsBodiesOfSeveralLines() {
    let marker: UInt8 = 0x01
    for line in ["", " ", "a", " a = 1 ", "\ta\t", "a\r", " \u{1} ", "\u{1}", "x\u{1}y", " é "] {
      // The same line with an empty line after it goes through the general steps.
      #expect(SinkRewrite.dedent(Array(line.utf8), dropping: marker) == SinkRewrite.dedent(Array((line + "\n").utf8), dropping: marker), "\(line)")
    }
  }
}
