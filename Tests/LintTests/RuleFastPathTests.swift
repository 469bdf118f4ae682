import Testing
@testable import Migrate
import SwiftScan

/// The byte-level fast paths the lint rules take each give what the string form they replace
/// gives (written out here as the reference), ASCII or not.
@Suite("lint rule fast paths")
struct RuleFastPathTests {
  @Test func storeFeatureNamesAreFileModelsOnes() {
    let types = [
      "StoreOf<Feature>", "Store<Feature.State, Feature.Action>", "Store<CounterState, CounterAction>", "Store<,A>",
      "Store<,,>", "Store<>", "StoreOf<>", "Store<.State>", "Store<A.State.State, B>", "ViewStoreOf<Feature>",
      "ViewStore<Feature.State, Feature.Action>", "ViewStore<ViewState, Action>", "ViewStoreOf<", "StoreOf<A",
      "Store", "StoreOf", "ViewStore", "View", "", "Stor<A>", "ViewStor<A>", "Optional<StoreOf<A>>",
      "StoreOf<Caf\u{E9}>", "Store<Caf\u{E9}.State, A>", "StoreOf<A>\u{301}", "ViewStoreOf<e\u{301}>", "Store<A\u{301},B>",
      "StoreOf<A<B>>", "Store<A<B, C>.State, D>",
    ]
    for type in types {
      let expected = FileModel.featureName(ofStoreType: type) ?? FileModel.featureName(ofViewStoreType: type)
      #expect(LintContext.featureName(ofStoreOrViewStoreType: type) == expected, "\(type)")
    }
  }

  @Test func joinedMessagesAreInterpolations() {
    for (b, d) in [("a", "B.State"), ("", ""), ("caf\u{E9}", "e\u{301}"), (String(repeating: "x", count: 40), "🙂")] {
      #expect(MessageText.join("remove '", b, "' from ", d, ": tail") == "remove '\(b)' from \(d): tail")
    }
  }

  @Test func tokenComparisonsAreStringComparisons() {
    // The Kelvin sign is canonically equivalent to `K`: past ASCII, strings are compared.
    let file = ScannedFile("K \u{212A} self se\u{301}lf weak += -=\n")
    for t in file.tokens.indices where !file.tokens[t].kind.isTrivia {
      #expect(file.textIs(t, ascii: "K") == (file.text(t) == "K"))
      #expect(file.textIs(t, ascii: "self") == (file.text(t) == "self"))
      #expect(file.textIs(t, ascii: "+=") == (file.text(t) == "+="))
      #expect(file.textIs(t, ascii: "-=") == (file.text(t) == "-="))
      #expect(file.textIs(t, ascii: "weak") == (file.text(t) == "weak"))
      #expect(file.textIs(t, ascii: "unowned") == (file.text(t) == "unowned"))
    }
  }

  /// Deduplication keeps one finding per (offset, rule), the first given, in source order.
  @Test func deduplicationKeepsTheFirstOfEachPosition() {
    func finding(_ rule: String, _ offset: Int, _ message: String) -> Finding {
      Finding(ruleID: rule, severity: .warning, message: message, offset: offset)
    }
    let findings = [
      finding("b", 5, "1"), finding("a", 5, "2"), finding("b", 5, "3"), finding("a", 1, "4"), finding("c", 9, "5"), finding("a", 1, "6"),
    ]
    let reference = findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
    var expected: [Finding] = []
    for f in reference where !expected.contains(where: { $0.offset == f.offset && $0.ruleID == f.ruleID }) { expected.append(f) }
    #expect(Linter.deduplicated(findings) == expected)
    #expect(Linter.deduplicated(findings).map(\.message) == ["4", "2", "1", "5"])
  }
}

/// `TypeText.mayBeCollection` rules a type out only where the element readers find nothing.
@Suite("collection fast reject")
struct CollectionFastRejectTests {
  @Test func elementsOfTypesRuledOutOrNot() {
    let expected: [(String, array: String?, collection: String?)] = [
      ("Int", nil, nil), ("String?", nil, nil), ("", nil, nil), ("?", nil, nil), ("!", nil, nil), ("X??", nil, nil),
      ("[Item]", "Item", "Item"), ("[Item]?", "Item", "Item"), ("[Item]!", "Item", "Item"), ("Array<Item>", "Item", "Item"),
      ("Optional<[Item]>", "Item", "Item"), ("Set<Item>", nil, "Item"), ("IdentifiedArrayOf<Row.State>?", nil, "Row.State"),
      ("IdentifiedArray<ID,Row>", nil, "Row"), ("[K: V]", nil, nil), ("X>?", nil, nil), ("[Caf\u{E9}]", "Caf\u{E9}", "Caf\u{E9}"),
      ("Caf\u{E9}?", nil, nil), ("[Item]\u{301}", nil, nil),
    ]
    for (type, array, collection) in expected {
      #expect(TypeText.arrayElement(type) == array, "\(type)")
      #expect(TypeText.collectionElement(type) == collection, "\(type)")
      if !TypeText.mayBeCollection(type) { #expect(array == nil && collection == nil, "\(type)") }
    }
  }
}

/// `ReducerLogicInView.mayStartOptional` says no only for types whose joined text does not start
/// with `Optional<`.
@Suite("optional prefix fast reject")
struct OptionalPrefixTests {
  @Test func ruledOutTypesDoNotStartWithOptional() {
    for type in ["Optional<APIClient>", "Optional <APIClient>", "Opt/* c */ional<X>", "StoreOf<Feature>", "Optionals<X>", "Option", "O\u{301}ptional<X>", "Optional<\u{301}X>", "[Optional<X>]"] {
      let file = ScannedFile("var x: \(type)\n")
      let range = file.outline.variables[0].typeTokens
      let joined = TypeText.joined(range, in: file)
      if !ReducerLogicInView.mayStartOptional(range, file) { #expect(!joined.hasPrefix("Optional<"), "\(type)") }
      if joined.hasPrefix("Optional<") { #expect(ReducerLogicInView.mayStartOptional(range, file), "\(type)") }
    }
  }
}

/// `LengthFilteredNames.contains` answers as the set of strings does, ASCII or not.
@Suite("length-filtered name sets")
struct LengthFilteredNamesTests {
  @Test func containsIsTheSetsContains() {
    let names: Set<String> = ["Timer", "K", "URLSession", "NSObject"]
    let set = LengthFilteredNames(names)
    for candidate in ["Timer", "K", "\u{212A}", "Time", "Timers", "", "URLSession", "NSObjec\u{74}", String(repeating: "x", count: 70), "Tim\u{E9}r", "NSObject\u{301}"] {
      #expect(set.contains(candidate) == names.contains(candidate), "\(candidate)")
    }
    #expect(StateReferenceType.knownReferenceTypes.contains("Timer"))
    #expect(StateDependency.dependencyTypes.contains("URLSession"))
  }
}
