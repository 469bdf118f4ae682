import Testing
@testable import Migrate
import SwiftScan

/// A State summary keeps its fields as declared and makes the table only when read; a file's own
/// facts keep their States and answer `ignoredEverywhere` from them. Both answer as the tables:
/// the last field of a name wins, names equal as strings are one (the Kelvin sign is K, é is
/// one name spelled two ways), associated values are no fields.
@Suite("lazy State summaries")
struct LazyStateSummaryTests {
  static func field(_ name: String, ignored: Bool, associated: Bool = false) -> StateField {
    StateField(name: name, nameToken: 0, typeTokens: 0..<0, initializerTokens: 0..<0,
               attributes: ignored ? ["@ObservationStateIgnored"] : [], isAssociatedValue: associated)
  }

  static func state(_ name: String, _ fields: [StateField]) -> StateDecl {
    StateDecl(qualifiedName: name + ".State", featureName: name, type: 0, isEnum: false, conformances: [], fields: fields)
  }

  static let states = [
    state("A", [field("title", ignored: true), field("count", ignored: false), field("title", ignored: false),
                field("K", ignored: true), field("caf\u{E9}", ignored: false), field("cafe\u{301}", ignored: true)]),
    state("B", [field("count", ignored: true), field("\u{212A}", ignored: true), field("flag", ignored: true),
                field("value", ignored: false, associated: true)]),
    state("C", [field("flag", ignored: true), field("x", ignored: false), field("x", ignored: true)]),
  ]

  static let asked = ["title", "count", "K", "\u{212A}", "k", "caf\u{E9}", "cafe\u{301}", "flag", "value", "x", "none"]

  /// The table the summary made before: each non-associated field in order, the last of a name kept.
  static func table(_ state: StateDecl) -> [String: Bool] {
    var table: [String: Bool] = [:]
    for field in state.fields where !field.isAssociatedValue { table[field.name] = field.isIgnored }
    return table
  }

  @Test func summariesAnswerAsTheirTable() {
    for state in Self.states {
      let summary = LintFacts.summary(state)
      #expect(summary.fields == Self.table(state), "\(state.qualifiedName)")
      for name in Self.asked { #expect(summary.ignoredFlag(of: name) == Self.table(state)[name], "\(state.qualifiedName) \(name)") }
      let made = StateSummary(qualifiedName: summary.qualifiedName, featureName: summary.featureName, fields: Self.table(state))
      #expect(made == summary)
      for name in Self.asked { #expect(made.ignoredFlag(of: name) == summary.ignoredFlag(of: name)) }
    }
  }

  /// Recorded without indexing (a file's own facts), States answer `ignoredEverywhere` as
  /// recording them with indexing, which makes the table.
  @Test func unindexedStatesAnswerAsTheTable() {
    let summaries = Self.states.map(LintFacts.summary)
    for count in 0...summaries.count {
      var indexed = LintFacts(), unindexed = LintFacts()
      indexed.record(Array(summaries.prefix(count)))
      unindexed.record(Array(summaries.prefix(count)), indexing: false)
      #expect(unindexed.ignoredEverywhere == indexed.ignoredEverywhere, "\(count) States")
      #expect(unindexed.states.isEmpty)
      for name in Self.asked {
        #expect(unindexed.answer(.isIgnoredEverywhere, name) == (indexed.ignoredEverywhere[name] == true), "\(count) States, \(name)")
        #expect(unindexed.isIgnoredField(name, ofFeature: "A") == (indexed.ignoredEverywhere[name] == true), "\(count) States, \(name)")
      }
    }
    // Assigning the table replaces what the States said.
    var assigned = LintFacts()
    assigned.record(summaries, indexing: false)
    assigned.ignoredEverywhere = ["x": true]
    #expect(assigned.ignoredEverywhere == ["x": true] && assigned.answer(.isIgnoredEverywhere, "x") && !assigned.answer(.isIgnoredEverywhere, "flag"))
  }

  /// Settled, a State's fields join `ignoredEverywhere` once per name, the last of a name kept
  /// (a field declared in both branches of `#if`), by number while the names are ASCII and by
  /// string otherwise (é spelled two ways is one field).
  @Test func settledFieldsKeepTheLastOfAName() {
    for (first, second) in [("@ObservationStateIgnored ", ""), ("", "@ObservationStateIgnored ")] {
      for extra in ["", "  \(first)var cafe\u{301} = 0\n  \(second)var caf\u{E9} = 0\n"] {
        let source = """
          @Reducer
          struct A {
            @ObservableState
            struct State {
              #if DEBUG
              \(first)var title = ""
              #else
              \(second)var title = ""
              #endif
              var count = 0
            \(extra)}
          }

          """
        let file = ScannedFile(bytes: Array(source.utf8))
        let facts = LintFacts(files: [file])
        var expected = ["title": second != "", "count": false]
        if extra != "" { expected["caf\u{E9}"] = second != "" }
        #expect(facts.ignoredEverywhere == expected, "\(source)")
        #expect(facts.states["A.State"]?.first?.fields == expected)
      }
    }
  }
}
