import Testing
@testable import Migrate
import SwiftScan

/// A file's own facts keep its reducer States with the file (`OwnFile.states`), not in tables of
/// their own: `ignoredEverywhere` and `isIgnoredEverywhere` answer as recording them unindexed
/// did, an aliased State found under the file's facts included, and assigning `ignoredEverywhere`
/// replaces them in that copy of the facts only.
@Suite("own facts keep their States with the file")
struct OwnFileStatesTests {
  static let sources = [
    """
    @Reducer struct Feature {
      @ObservableState struct State { var a = 1; @ObservationStateIgnored var b = 2; var c = 3 }
    }
    @Reducer struct Other {
      @ObservableState struct State { @ObservationStateIgnored var a = 1; @ObservationStateIgnored var b = 2 }
    }
    """,
    """
    @Reducer struct Profile { typealias State = ProfileState }
    @ObservableState struct ProfileState { @ObservationStateIgnored var b = 1; var d = 2 }
    """,
    "struct Plain { var a = 1 }\n",
  ]

  @Test func answerAsStatesRecordedUnindexed() {
    for source in Self.sources {
      let file = ScannedFile(bytes: Array(source.utf8))
      var collector = FactsCollector()
      var own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
      var recorded = LintFacts()
      recorded.record(own.states(in: file).map(LintFacts.summary), indexing: false)
      #expect(own.ignoredEverywhere == recorded.ignoredEverywhere, "\(source)")
      for name in ["a", "b", "c", "d", "e"] {
        #expect(own.isIgnoredEverywhere(name) == recorded.isIgnoredEverywhere(name), "\(name) in \(source)")
      }
      let kept = own.ignoredEverywhere
      #expect(kept.isEmpty == (source == Self.sources[2]), "States found: \(kept)")
      var copy = own
      copy.ignoredEverywhere = ["z": true]
      #expect(copy.ignoredEverywhere == ["z": true] && copy.isIgnoredEverywhere("z") && !copy.isIgnoredEverywhere("b"))
      #expect(own.ignoredEverywhere == kept, "the other copy keeps its States")
      own.ignoredEverywhere = [:]
      #expect(own.ignoredEverywhere.isEmpty)
    }
  }
}
