import Testing
@testable import Migrate
import SwiftScan

/// Pass one's facts of one file alone: its reads are answered from its spellings
/// (`FileReads`), and must answer as the sets of strings the tree's facts hold would.
@Suite("own facts")
struct OwnFactsTests {
  static let source = """
    @Reducer
    struct Feature {
      @ObservableState
      struct State: Equatable {
        var title = ""
        var items: [Item] = []
        var highlighted: Item?
        var count = 0
        var total: Int { count + items.count }
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.secret == rhs.secret }
      }
    }
    extension Feature.State {
      var summary: String { title }
    }
    final class FeatureView: UIView {
      func render(_ store: StoreOf<Feature>) {
        label.text = store.title
        toggle.isOn = store.$isOn
        badge.text = store.$é
        store.highlighted = store.items[0]
        store.count += store.other.count
        store.plain = 1
        _ = \\Feature.State.count
      }
    }

    """

  /// Every name the file's sets hold, a few they do not, and spellings only a `$` tells apart.
  static let names = ["title", "items", "highlighted", "count", "isOn", "$isOn", "é", "$é", "secret", "label",
                      "text", "other", "plain", "summary", "missing", "", "$", "Feature", "State", "total"]

  @Test func ownReadsAnswerAsTheSetsDo() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    #expect(file.errors.isEmpty)
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file))
    let sets = collector.facts
    #expect(own.facts.own != nil && own.facts.memberReads.isEmpty, "the file's reads are not copied into sets")
    #expect(sets.memberReads.contains("isOn") && sets.memberReads.contains("title") && !sets.memberReads.contains("secret"))
    #expect(sets.memberReads.contains("é") && own.facts.own?.reads.irregularMembers == ["é"], "`$` and a non-ASCII byte")
    #expect(sets.memberReads.union(sets.internalReads.values.flatMap { $0 }).count > 8)
    let states = ["Feature.State", "Feature", "State", "FeatureView"]
    for name in Self.names + Array(sets.memberReads) + sets.internalReads.values.flatMap({ $0 }) {
      #expect(own.facts.answer(.isMemberRead(name)) == .bool(sets.memberReads.contains(name)), "isMemberRead \(name)")
      #expect(own.facts.answer(.assignedFrom(name)) == .names(sets.assignedFrom[name] ?? []), "assignedFrom \(name)")
      for state in states {
        #expect(own.facts.answer(.isReadInside(state: state, name: name)) == .bool(sets.internalReads[state]?.contains(name) == true),
                "isReadInside \(state) \(name)")
      }
    }
  }

  /// What the file declares reaches both its own facts and the collector's.
  @Test func declarationsReachBothFacts() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file))
    #expect(own.relevant)
    #expect(own.facts.reducerNames == ["Feature"] && collector.facts.reducerNames == ["Feature"])
    // Its States are not indexed (linting the file finds them itself), their fields count.
    #expect(own.facts.states.isEmpty && own.facts.stateOfFeature.isEmpty)
    #expect(own.facts.ignoredEverywhere.keys.sorted() == ["count", "highlighted", "items", "title"])
    #expect(collector.candidates.count == 1 && collector.superclass["FeatureView"]?.name == "UIView")
    let settled = FactsCollector.settle([collector]) { _ in file }
    #expect(settled.states.keys.sorted() == ["Feature.State"] && settled.ignoredEverywhere == own.facts.ignoredEverywhere)
    #expect(settled.memberReads == collector.facts.memberReads)
  }

  /// Linting a file under its own facts takes the States collecting them found, and asks the
  /// same questions as finding them again.
  @Test func statesFoundOnceAskTheSameQuestions() {
    let source = Self.source + """
      struct Other {
        struct State { var hidden = 0 }
      }
      @Reducer
      struct Profile {
        typealias State = ProfileState
      }
      struct ProfileState: Equatable { var name = "" }
      @Reducer
      enum Destination {
        @ObservableState
        enum State { case detail(Int) }
      }

      """
    let file = ScannedFile(bytes: Array(source.utf8))
    #expect(file.errors.isEmpty)
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
    var again = own
    again.own = nil
    let withOwn = FactLog(), without = FactLog()
    let found = LintContext(file: file, facts: own, log: withOwn).states
    let refound = LintContext(file: file, facts: again, log: without).states
    #expect(found.map(\.qualifiedName) == ["Feature.State", "ProfileState", "Destination.State"])
    #expect(found.map(\.qualifiedName) == refound.map(\.qualifiedName) && found.map(\.featureName) == refound.map(\.featureName))
    #expect(found.map { $0.fields.map(\.name) } == refound.map { $0.fields.map(\.name) })
    #expect(found.map(\.type) == refound.map(\.type) && found.map(\.isEnum) == refound.map(\.isEnum))
    #expect(withOwn.answers.map(\.query) == without.answers.map(\.query))
  }
}
