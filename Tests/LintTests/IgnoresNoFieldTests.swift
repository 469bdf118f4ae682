import Testing
@testable import Migrate
import SwiftScan

/// Settling notes whether any State marks a field `@ObservationStateIgnored`
/// (`LintFacts.ignoresNoField`): the facts that note none answer every `isIgnoredField` question
/// as the same facts asked the slow way, and a log's ignored-field rows hold under them exactly
/// when they hold the slow way.
@Suite("facts ignoring no field")
struct IgnoresNoFieldTests {
  private static let plain = """
    @Reducer
    struct Feature {
      @ObservableState
      struct State { var count = 0; var title = "" }
    }
    @Reducer
    struct Other { struct State { var count = 1 } }
    """

  private static let ignoring = """
    @Reducer
    struct Cached {
      @ObservableState
      struct State { var count = 0; @ObservationStateIgnored var cache = 0 }
    }
    """

  private static func facts(_ sources: [String]) -> LintFacts {
    LintFacts(files: sources.map { ScannedFile(bytes: Array($0.utf8)) })
  }

  /// The same facts with the note cleared: every question answered the slow way.
  private static func slow(_ facts: LintFacts) -> LintFacts {
    var slow = facts
    slow.noteSettled(noFieldIgnored: false, flagsMemberReads: false)
    return slow
  }

  private static let features = ["Feature", "Other", "Cached", "Missing", "Feature.State"]
  private static let fields = ["count", "title", "cache", "none"]

  @Test func settlingNotesWhetherAFieldIsIgnored() {
    #expect(Self.facts([Self.plain]).ignoresNoField)
    #expect(Self.facts([]).ignoresNoField)
    #expect(!Self.facts([Self.plain, Self.ignoring]).ignoresNoField)
    #expect(!Self.facts([Self.ignoring]).ignoresNoField)
  }

  @Test func answersAreTheSlowWays() {
    for sources in [[Self.plain], [Self.plain, Self.ignoring], []] {
      let facts = Self.facts(sources), slow = Self.slow(facts)
      #expect(!slow.ignoresNoField)
      for feature in Self.features {
        for field in Self.fields {
          #expect(facts.isIgnoredField(field, ofFeature: feature) == slow.isIgnoredField(field, ofFeature: feature), "\(feature) \(field)")
        }
      }
    }
  }

  /// Rows answered true and false, of features the facts know and do not, hold under the facts
  /// noting no ignored field exactly as they hold the slow way.
  @Test func logsHoldAsTheSlowWay() {
    for sources in [[Self.plain], [Self.plain, Self.ignoring]] {
      let facts = Self.facts(sources), slow = Self.slow(facts)
      for rows in [[false, false], [false, true], [true], []] {
        let log = FactLog()
        for (k, ignored) in rows.enumerated() {
          log.recordIgnoredField(Self.fields[k % Self.fields.count], ofFeature: Self.features[k % Self.features.count], ignored)
        }
        #expect(log.holds(under: facts) == log.holds(under: slow), "\(rows)")
      }
    }
  }

  /// A change to the tables after settling may add an ignored field: the note is cleared.
  @Test func aChangeClearsTheNote() {
    var facts = Self.facts([Self.plain])
    facts.ignoredEverywhere = ["count": true]
    #expect(!facts.ignoresNoField)
    #expect(facts.isIgnoredField("count", ofFeature: "Missing"))
  }
}
