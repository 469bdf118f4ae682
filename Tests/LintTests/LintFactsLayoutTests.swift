import Testing
@testable import Migrate
import SwiftScan

/// Lint's compact data structures answer as what they replace: the compact name questions of a
/// `FactLog`, the shared storage of `LintFacts`, and the per-file runs of written type names.
@Suite("lint facts: compact rows, shared tables, flat field lists")
struct LintFactsLayoutTests {
  /// A `NameFact` is its general question: same growth, same answer under any facts.
  @Test func nameFactsAreTheirQueries() {
    let source = """
      class Base: UIView {}
      final class Box: Base {}
      struct Item: Identifiable { var id: Int }
      typealias Handler = () -> Void
      func f(x: Item) { _ = x.title; _ = x.$flag }
      """
    let file = ScannedFile(bytes: Array(source.utf8))
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
    let tree = LintFacts(files: [file])
    let names = ["Base", "Box", "Item", "Handler", "title", "flag", "$flag", "UIView", "Int", "K", "\u{212A}", ""]
    for fact in NameFact.allCases {
      #expect(fact.onlyGrows == fact.query("x").onlyGrows, "\(fact)")
      for name in names {
        for facts in [own, tree, LintFacts()] {
          #expect(.bool(facts.answer(fact, name)) == facts.answer(fact.query(name)), "\(fact) \(name)")
        }
      }
    }
    // Recorded through a context, each name question is kept (unless it only grows and is
    // true) with the answer the facts give, and `holds` checks it.
    let log = FactLog()
    let context = LintContext(file: file, facts: own, log: log)
    #expect(context.isClass("Box") && !context.isClass("Item") && context.isIdentifiable("Item"))
    #expect(!context.isClosureAlias("Item") && context.isViewClassName("Box"))
    let kept = log.answers.filter { if case .bool = $0.answer { true } else { false } }
    #expect(kept.contains { $0.query == .isClass("Box") } && kept.contains { $0.query == .isClosureAlias("Item") })
    #expect(!kept.contains { $0.query == .isIdentifiable("Item") })
    for (query, answer) in log.answers { #expect(own.answer(query) == answer, "\(query)") }
    #expect(log.holds(under: own))
    var other = own
    other.classNames = ["Item"]
    other.own = nil
    #expect(!log.holds(under: other))
  }

  /// Copies of `LintFacts` share their tables until one changes: the change is the copy's alone.
  @Test func factsCopiesChangeAlone() {
    var first = LintFacts()
    first.classNames = ["A"]
    var second = first
    second.classNames.insert("B")
    second.memberReads.insert("x")
    second.states["S", default: []].append(StateSummary(qualifiedName: "S", featureName: "F", fields: ["a": true]))
    #expect(first.classNames == ["A"] && first.memberReads.isEmpty && first.states.isEmpty)
    #expect(second.classNames == ["A", "B"] && second.memberReads == ["x"] && second.states["S"]?.count == 1)
    let third = second
    first = third
    first.ignoredEverywhere["a"] = true
    #expect(third.ignoredEverywhere.isEmpty && first.ignoredEverywhere == ["a": true])
  }

  /// The runs of written type names and their parts kept per file are `TypeText.names` of each
  /// field, and their parts by `lastPart` or `typePrefix`, whatever order fields are asked in.
  @Test func writtenNamesAreEachFieldsNames() {
    let source = """
      @Reducer
      struct Feature {
        struct State {
          var a: Int = 0
          var b: [Row.State]? = nil
          var c = DispatchQueue.main
          var d: (Int) -> Void = { _ in }
          var e = RunLoop.Mode.common
          var f: Dictionary<String, Array<Item>> = [:]
          var g = 1
        }
      }
      """
    let file = ScannedFile(bytes: Array(source.utf8))
    let context = LintContext(file: file, facts: LintFacts(files: [file]))
    #expect(context.states.count == 1)
    let fields = context.states[0].fields
    for f in fields.indices.reversed() + fields.indices {
      let field = fields[f]
      let expected = TypeText.names(field.typeTokens.isEmpty ? field.initializerTokens : field.typeTokens, in: file)
      #expect(Array(context.writtenTypeNames(state: 0, field: f)) == expected, "\(field.name)")
      let parts = Array(context.nameParts(state: 0, field: f))
      #expect(parts.count == expected.count)
      for (n, name) in expected.enumerated() where n < parts.count {
        if field.typeTokens.isEmpty {
          #expect(parts[n].last == nil && parts[n].prefix == TypeText.typePrefix(name), "\(name)")
        } else {
          #expect(parts[n].last == TypeText.lastPart(name) && parts[n].prefix.isEmpty, "\(name)")
        }
      }
    }
  }

  /// Findings whose offsets only grow come back as they are, which is what sorting by (offset,
  /// rule) and keeping the first of each position gives them; others are sorted and deduplicated.
  @Test func deduplicationOfIncreasingOffsetsKeepsThem() {
    func finding(_ rule: String, _ offset: Int, _ message: String) -> Finding {
      Finding(ruleID: rule, severity: .warning, message: message, offset: offset)
    }
    func reference(_ findings: [Finding]) -> [Finding] {
      var expected: [Finding] = []
      for f in findings.sorted(by: { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) })
      where !expected.contains(where: { $0.offset == f.offset && $0.ruleID == f.ruleID }) { expected.append(f) }
      return expected
    }
    let cases: [[Finding]] = [
      [finding("b", 1, "1"), finding("a", 2, "2"), finding("c", 9, "3")],
      [finding("b", 1, "1"), finding("a", 1, "2")],
      [finding("a", 3, "1"), finding("a", 3, "2"), finding("b", 4, "3")],
      [finding("a", 5, "1"), finding("a", 2, "2")],
      [finding("a", 0, "1")],
    ]
    for findings in cases {
      #expect(Linter.deduplicated(findings) == reference(findings))
      #expect(Linter.deduplicated(findings).map(\.message) == reference(findings).map(\.message))
    }
  }

  /// A pass over a file's variables for one brace group gives what the index by group gives.
  @Test func variablesOfAGroupByOnePassAreTheIndexs() {
    let source = """
      struct A { var a = 1; var b: Int { 2 }; struct B { var c = 3 } ; func f() { var d = 4; _ = d } }
      var top = 0
      enum E { case x; static var y = 1 }
      class C { let e = 5; var f = { var g = 6; return g }() }
      struct D { var h = 7 }
      """
    let file = ScannedFile(bytes: Array(source.utf8))
    let index = VariablesByBrace(file)
    for b in 0...file.outline.braces.count {
      #expect(VariablesByBrace.variables(inBrace: b, of: file) == index.variables(inBrace: b), "\(b)")
    }
    #expect(file.outline.types.count > VariablesByBrace.fewTypes)
    // A file of a few types finds the same States and fields either way.
    let reducer = """
      @Reducer
      struct Feature {
        struct State { var a = 1; static var b = 2; var c: Int { a }; @Presents var d: Child.State? }
        enum Action { case x }
      }
      """
    let few = ScannedFile(bytes: Array(reducer.utf8))
    #expect(few.outline.types.count <= VariablesByBrace.fewTypes)
    var none: VariablesByBrace? = nil
    var indexed: VariablesByBrace? = VariablesByBrace(few)
    let names = ReducerStates.qualifiedNames(few)
    let byPass = ReducerStates.find(in: few, names: names, known: [], variables: &none) { parent, _ in parent >= 0 ? names[parent] : nil }
    let byIndex = ReducerStates.find(in: few, names: names, known: [], variables: &indexed) { parent, _ in parent >= 0 ? names[parent] : nil }
    #expect(byPass.map { $0.fields.map(\.name) } == byIndex.map { $0.fields.map(\.name) })
    #expect(byPass.first?.fields.map(\.name) == ["a", "d"])
    #expect(byPass.first?.fields.last?.attributes == ["@Presents"])
  }
}
