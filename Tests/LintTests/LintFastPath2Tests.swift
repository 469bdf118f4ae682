import Testing
@testable import Migrate
import SwiftScan

/// The second round of lint fast paths each agree with the form they replace: the feature of a
/// store property made from its type's bytes, and the compact log of `isIgnoredField` questions
/// (checked once per feature run) against asking each question under the facts.
@Suite("lint fast paths, second round")
struct LintFastPath2Tests {
  @Test func storeFeaturesFromBytesAreTheStringForms() {
    let types = [
      "StoreOf<Feature>", "StoreOf<Feature>?", "StoreOf<Feature>!", "Optional<StoreOf<Feature>>",
      "Store<Feature.State, Feature.Action>", "Store<Feature.State,Feature.Action>?", "ViewStoreOf<Feature>",
      "ViewStore<Feature.State, Feature.Action>!", "Optional<ViewStoreOf<A>>", "StoreOf< Feature >",
      "StoreOf</* c */Feature>", "StoreOf<Caf\u{E9}>", "StoreOf<Caf\u{E9}>?", "Optional<Store<e\u{301}.State, A>>",
      "Store<,A>", "Store<A<B, C>.State, D>?", "[StoreOf<A>]", "StoreOf<A>??", "Int", "Store", "ViewStore?",
      "Optional<StoreOf<A>>?", "Optional<>", "StoreOf<A>.Type",
    ]
    for type in types {
      let file = ScannedFile("struct V: View {\n  let store: \(type)\n}\n")
      let context = LintContext(file: file, facts: LintFacts())
      guard let k = file.outline.types.indices.first, let v = file.outline.variables.indices.first else {
        Issue.record("no declaration in \(type)"); continue
      }
      let typeTokens = file.outline.variables[v].typeTokens
      let namesStore = typeTokens.contains { t in
        file.tokens[t].kind == .identifier && ["Store", "StoreOf", "ViewStore", "ViewStoreOf"].contains(file.text(t))
      }
      let joined = TypeText.joined(typeTokens, in: file)
      let feature = namesStore ? LintContext.featureName(ofStoreOrViewStoreType: TypeText.optionalWrapped(joined) ?? joined) : nil
      #expect(context.storeFeatures(ofType: k) == (feature.map { ["store": $0] } ?? [:]), "\(type)")
    }
  }

  @Test func compactIgnoredFieldLogHoldsAsEachAnswerDoes() {
    var tree = LintFacts()
    tree.states["F.State"] = [StateSummary(qualifiedName: "F.State", featureName: "F", fields: ["a": true, "b": false])]
    tree.states["Other.F.State"] = [StateSummary(qualifiedName: "Other.F.State", featureName: "F", fields: ["a": true, "c": true])]
    tree.stateOfFeature["F"] = ["F.State", "Other.F.State"]
    tree.states["G"] = [StateSummary(qualifiedName: "G", featureName: "G", fields: ["x": true])]
    tree.ignoredEverywhere = ["a": true, "b": false, "c": true, "x": true]
    let questions: [(feature: String, field: String)] = [("F", "a"), ("F", "b"), ("F", "c"), ("G", "x"), ("G", "y"), ("H", "a"), ("H", "b"), ("F", "a")]
    let own = LintFacts()
    // Every combination of recorded answers for a few questions: the log holds exactly when each
    // recorded answer is the one the tree gives.
    for mask in 0..<(1 << 4) {
      for start in 0..<(questions.count - 3) {
        let log = FactLog()
        var expected = true
        for (offset, question) in questions[start..<(start + 4)].enumerated() {
          let answer = mask & (1 << offset) != 0
          log.recordIgnoredField(question.field, ofFeature: question.feature, answer)
          if tree.answer(.isIgnoredField(feature: question.feature, field: question.field)) != .bool(answer) { expected = false }
        }
        #expect(log.holds(under: tree) == expected)
        #expect(log.answers.count == 4)
      }
    }
    // Asked through a context, the question is recorded with the answer `ask` would record.
    let log = FactLog()
    let context = LintContext(file: ScannedFile("let x = 1\n"), facts: own, log: log)
    #expect(!context.isIgnored("a", ofFeature: "F"))
    #expect(log.answers.count == 1)
    #expect(log.answers.first?.query == .isIgnoredField(feature: "F", field: "a"))
    #expect(log.answers.first?.answer == own.answer(.isIgnoredField(feature: "F", field: "a")))
  }
}
