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
    #expect(own.facts.reducerNames.isEmpty && own.facts.answer(.isReducer("Feature")) == .bool(true), "answered from the file's list")
    #expect(collector.facts.reducerNames == ["Feature"])
    // Its States are not indexed (linting the file finds them itself), their fields count.
    #expect(own.facts.states.isEmpty && own.facts.stateOfFeature.isEmpty)
    #expect(own.facts.ignoredEverywhere.keys.sorted() == ["count", "highlighted", "items", "title"])
    #expect(collector.candidates.count == 1 && collector.superclassDecls.map(\.name) == ["FeatureView"] && collector.superclassDecls.first?.first == "UIView")
    let settled = FactsCollector.settle([collector]) { _ in file }
    #expect(settled.states.keys.sorted() == ["Feature.State"] && settled.ignoredEverywhere == own.facts.ignoredEverywhere)
    #expect(settled.memberReads == collector.facts.memberReads)
  }

  /// The file's own declarations (lists, hashed when long) answer every question about names as
  /// the facts of that file settled alone (sets) do, whatever the file declares twice.
  @Test(arguments: [0, 40]) func ownDeclarationsAnswerAsTheSetsDo(extraTypes: Int) {
    let extra = (0..<extraTypes).map { k in
      "final class Extra\(k)View: \(k % 2 == 0 ? "UIView" : "Extra\(k - 1)View") {}\nstruct Model\(k): Identifiable {}\n"
        + "@Reducer struct Child\(k) { struct State {} }\ntypealias Handler\(k) = (Int) -> Void\n"
    }.joined()
    let source = Self.source + """
      class Base: UIViewController {}
      class Screen: Base {}
      class Screen: NSObject {}
      struct Screen {}
      enum Kind: Identifiable { case a }
      typealias Callback = () -> Void
      @Reducer
      struct Profile {
        typealias State = ProfileState
      }
      struct ProfileState: Equatable { var name = "" }

      """ + extra
    let file = ScannedFile(bytes: Array(source.utf8))
    #expect(file.errors.isEmpty)
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
    let alone = LintFacts(files: [file])
    var names = Set(file.outline.types.flatMap { [$0.name] + $0.inheritance })
    names.formUnion(ReducerStates.qualifiedNames(file))
    names.formUnion(["Missing", "UIView", "Feature.State", "ProfileState", "Callback", "Handler3", "Extra7View"])
    for name in names {
      for query in [FactQuery.isReducer(name), .aliasedReducer(name), .isClass(name), .isViewClass(name), .isUIKitViewClass(name),
                    .isClosureAlias(name), .isIdentifiable(name), .isIgnoredEverywhere(name)] {
        #expect(own.answer(query) == alone.answer(query), "\(query)")
      }
    }
    #expect(own.states(in: file).map(\.qualifiedName) == alone.states(in: file).map(\.qualifiedName))
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
    // The same facts, less the States collecting them found: linting finds those again.
    var again = own
    let first = own.own!
    again.own = OwnFile(reads: first.reads, names: first.names, nestedStates: [], variables: nil, declarations: first.declarations)
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
