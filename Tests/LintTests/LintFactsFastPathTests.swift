import Testing
@testable import Migrate
import SwiftScan

/// The shortcuts of the lint facts and rules agree with the slow ways they replace.
@Suite("lint facts fast paths")
struct LintFactsFastPathTests {
  /// `isIONameInitial` lets through the first byte of every name `io` looks for.
  @Test func everyIONameStartsWithAnInitialLetThrough() {
    for name in ReducerLogicInView.ioNames {
      #expect(name.withUTF8Buffer { ReducerLogicInView.isIONameInitial($0[0]) }, "\(name)")
    }
  }

  /// `memberTokens` (collected with the facts) is the walk from every period to an identifier
  /// after it, as `ignored-state-read` did it.
  @Test func memberTokensAreTheIdentifiersAfterPeriods() {
    let source = "a.b . c..d.$e .\n // x\n f. 1 .g(.h) \\.i?.j!.k ..< l"
    let file = ScannedFile(bytes: Array(source.utf8))
    var expected: [Int] = []
    for period in file.tokens.indices where file.tokens[period].kind == .period {
      guard let t = file.nextSignificant(after: period), file.tokens[t].kind == .identifier else { continue }
      expected.append(t)
    }
    #expect(file.memberTokens() == expected)
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file))
    #expect(own.facts.own?.reads.memberTokens == expected)
  }

  /// Every answer a file's lint recorded is the one its facts give (`states(in:log:variables:)`
  /// answers its two questions from the tables, not through `answer`), with its own facts and
  /// with the tree's.
  @Test func recordedAnswersAreTheFactsAnswers() {
    let source = """
      @Reducer
      struct Feature {
        @ObservableState
        struct State { var count = 0; @ObservationStateIgnored var cache = 0 }
      }
      @Reducer
      struct Profile { typealias State = ProfileState }
      struct ProfileState { var name = "" }
      struct Other { struct State { var x = 1 } }
      final class FeatureViewController: UIViewController {
        let store: StoreOf<Feature>
        var count = 0
        override func viewDidLoad() {
          observe { [weak self] in guard let self else { return }; label.text = "\\(store.count) \\(store.cache)" }
        }
      }
      """
    let file = ScannedFile(bytes: Array(source.utf8))
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file))
    let tree = LintFacts(files: [file])
    for facts in [own.facts, tree] {
      let log = FactLog()
      _ = Linter.lint(file, path: "", facts: facts, configuration: LintConfiguration(), log: log)
      #expect(log.answers.contains { if case .isReducer = $0.query { true } else { false } })
      #expect(log.answers.contains { if case .aliasedReducer = $0.query { true } else { false } })
      for (query, answer) in log.answers { #expect(facts.answer(query) == answer, "\(query)") }
    }
  }

  /// `isIgnoredField` without a merged summary answers as the merged summary does: States of
  /// one feature in several modules, fields ignored in some, all, or none of them.
  @Test func ignoredFieldAnswersAsTheMergedSummary() {
    var facts = LintFacts()
    let a = StateSummary(qualifiedName: "A.State", featureName: "A", fields: ["x": true, "y": true, "z": false])
    let a2 = StateSummary(qualifiedName: "A.State", featureName: "A", fields: ["x": true, "y": false])
    let b = StateSummary(qualifiedName: "B.State", featureName: "B", fields: ["x": false, "w": true])
    let c = StateSummary(qualifiedName: "CState", featureName: "CState", fields: ["v": true])
    facts.record([a, a2, b, c])
    facts.stateOfFeature["AB", default: []].formUnion(["A.State", "B.State"])
    for feature in ["A", "B", "AB", "CState", "Missing", "A.State"] {
      for field in ["x", "y", "z", "w", "v", "u"] {
        let merged = facts.mergedStateSummary(ofFeature: feature)
        let expected = merged.map { $0.fields[field] == true } ?? (facts.ignoredEverywhere[field] == true)
        #expect(facts.answer(.isIgnoredField(feature: feature, field: field)) == .bool(expected), "\(feature) \(field)")
      }
    }
    // No States at all: the answer comes from `ignoredEverywhere` alone.
    var empty = LintFacts()
    empty.ignoredEverywhere = ["x": true, "y": false]
    for field in ["x", "y", "z"] {
      #expect(empty.answer(.isIgnoredField(feature: "A", field: field)) == .bool(empty.ignoredEverywhere[field] == true))
      #expect(empty.mergedStateSummary(ofFeature: "A") == nil)
    }
  }
}

/// The byte shortcuts on names answer as the `String` functions they replace.
@Suite("lint name byte shortcuts")
struct LintNameBytesTests {
  static let names = ["State", "FeatureState", "Feature.State", "state", "Stat", "", "é", "ÉtatState", "State\u{301}",
                      "\u{600}State", "Kelvin\u{212A}", "A.B", "AB", "View", "Identifiable", "Vie\u{301}w", "V"]

  @Test func suffixAndPeriodAnswerAsStrings() {
    for name in Self.names {
      #expect(name.hasASCIISuffix("State") == name.hasSuffix("State"), "\(name)")
      #expect(name.containsByte(UInt8(ascii: ".")) == name.utf8.contains(UInt8(ascii: ".")), "\(name)")
    }
  }

  @Test func containsASCIIAnswersAsContains() {
    for word: StaticString in ["View", "Identifiable", "K"] {
      for name in Self.names + ["\u{212A}"] {
        #expect([name].containsASCII(word) == [name].contains(word.description), "\(name) \(word)")
        #expect(["Other", name].containsASCII(word) == ["Other", name].contains(word.description), "\(name) \(word)")
      }
    }
  }
}

/// `SpellingTable.equal`, eight bytes at a time, answers as comparing byte by byte.
@Suite("spelling bytes equality")
struct SpellingBytesEqualityTests {
  @Test func equalAnswersAsBytewise() {
    let a: [UInt8] = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    for length in 0...20 {
      for change in -1..<length {
        var b = Array(a[3..<(3 + length)])
        if change >= 0 { b[change] ^= 0x20 }
        let expected = Array(a[3..<(3 + length)]) == b
        let answer = a.withUnsafeBufferPointer { a in
          b.withUnsafeBufferPointer { b in
            length == 0 || SpellingTable.equal(a.baseAddress! + 3, b.baseAddress!, length)
          }
        }
        #expect(answer == expected, "\(length) \(change)")
      }
    }
  }
}
