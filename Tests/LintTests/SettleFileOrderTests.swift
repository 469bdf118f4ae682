import Testing
@testable import Migrate
import SwiftScan

/// Settling reads every collector's lists by file in file order (`forEachInFileOrder`: merged when
/// each collector's files increase, as a worker claims them, sorted otherwise) and, when every
/// spelling is ASCII and no file is read again, indexes the States by the numbers of their names
/// (`SettledStates`): the facts and relevant files are those of one collector reading every file
/// in order, for collectors reading their files in increasing, decreasing and mixed order, and
/// the States and superclasses by numbers answer as the tables of strings they stand for.
@Suite("settling in file order")
struct SettleFileOrderTests {
  static let sources = [
    "class A: UIView {}\nclass B: A {}\n",
    "class A: NSObject {}\n@Reducer struct Feature { struct State { var a = 1; @ObservationStateIgnored var b = 2 } }\n",
    "extension Other { struct State { @ObservationStateIgnored var b = 2 } }\nclass C: B {}\n",
    "struct Other: Reducer {}\nclass A: UIViewController {}\n",
    "extension Feature { struct State { var c = 0 } }\n",
    "@Reducer struct Many { struct State { var a = 1 } }\nextension Many { enum Kind {} }\n",
    "@Reducer struct K { struct State { @ObservationStateIgnored var e = 0 } }\n",
  ]
  /// With a State found again through an alias (its file read again: States by strings).
  static let aliased = sources + ["@Reducer struct P { typealias State = PState }\n", "struct PState { var c = 0 }\n"]
  /// With a name past ASCII (States by strings).
  static let nonASCII = sources + ["@Reducer struct Caf\u{E9} { struct State { var d = 0 } }\n"]

  /// Assignments of file indices to collectors, each collector's files in the order listed.
  static func splits(_ count: Int) -> [[[Int]]] {
    let all = Array(0..<count)
    return [
      [all],
      [all.reversed()],
      [all.filter { $0 % 2 == 0 }, all.filter { $0 % 2 == 1 }],
      [all.filter { $0 % 2 == 0 }.reversed(), all.filter { $0 % 2 == 1 }],
      [all.filter { $0 % 3 == 0 }, all.filter { $0 % 3 == 1 }.reversed(), all.filter { $0 % 3 == 2 }],
      [[], all, []],
    ]
  }

  static func settle(_ files: [ScannedFile], _ split: [[Int]]) -> (facts: LintFacts, relevant: [Int]) {
    var collectors = split.map { indices in
      var collector = FactsCollector()
      for index in indices { collector.add(files[index], index: index) }
      return collector
    }
    let (facts, relevant) = FactsCollector.settleWithRelevance(&collectors) { files.indices.contains($0) ? files[$0] : nil }
    return (facts, files.indices.filter(relevant.contains))
  }

  @Test(arguments: [sources, aliased, nonASCII])
  func everySplitSettlesAsOneCollectorInOrder(_ sources: [String]) {
    let files = sources.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    let (whole, wholeRelevant) = Self.settle(files, [Array(files.indices)])
    // A later file's class wins; a State's summaries in file order.
    #expect(whole.superclass == ["A": "UIViewController", "B": "A", "C": "B"])
    #expect(whole.states["Feature.State"]?.map { $0.fields.keys.sorted() } == [["a", "b"], ["c"]])
    #expect(whole.stateOfFeature["Other"] == ["Other.State"])
    for split in Self.splits(files.count) {
      let (facts, relevant) = Self.settle(files, split)
      #expect(facts.superclass == whole.superclass, "\(split)")
      #expect(facts.aliasTargets == whole.aliasTargets, "\(split)")
      #expect(facts.states == whole.states, "\(split)")
      #expect(facts.stateOfFeature == whole.stateOfFeature, "\(split)")
      #expect(facts.ignoredEverywhere == whole.ignoredEverywhere, "\(split)")
      #expect(relevant == wholeRelevant, "\(split)")
    }
  }

  @Test func statesByNumbersAnswerAsTablesOfStrings() {
    let files = Self.sources.map { ScannedFile(bytes: Array($0.utf8)) }
    let facts = LintFacts(files: files)
    #expect(facts.settledStates != nil)
    var tables = facts
    tables.states = facts.states
    #expect(tables.settledStates == nil && facts.settledStates != nil)
    #expect(tables.stateOfFeature == facts.stateOfFeature)
    for feature in ["Feature", "Other", "Many", "K", "\u{212A}", "Feature.State", "K.State", "\u{212A}.State", "Missing", "Caf\u{E9}", ""] {
      #expect(facts.mergedStateSummary(ofFeature: feature) == tables.mergedStateSummary(ofFeature: feature), "\(feature)")
      for field in ["a", "b", "c", "d", "e", "\u{212A}"] {
        #expect(facts.isIgnoredField(field, ofFeature: feature) == tables.isIgnoredField(field, ofFeature: feature), "\(feature) \(field)")
      }
    }
    #expect(facts.isIgnoredField("e", ofFeature: "\u{212A}"), "the Kelvin sign is K")
    #expect(facts.mergedStateSummary(ofFeature: "Feature")?.fields == [:], "only what both States named Feature.State declare")
    #expect(facts.mergedStateSummary(ofFeature: "Many")?.fields == ["a": false])
  }

  @Test func superclassesByNumbersAnswerAsTheTableOfStrings() {
    // A chain to a UIKit class, a class named with the Kelvin sign's ASCII letter, a cycle and
    // long chains (the walk gives up after 16 steps).
    var sources = Self.sources + [
      "class KCell: UITableViewCell {}\nclass Loop1: Loop2 {}\nclass Loop2: Loop1 {}\nclass Plain: Base {}\n",
    ]
    sources.append((0..<17).map { "class Long\($0): Long\($0 + 1) {}\n" }.joined() + "class Long17: UIView {}\n")
    sources.append((0..<15).map { "class Short\($0): Short\($0 + 1) {}\n" }.joined() + "class Short15: UIView {}\n")
    let files = sources.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    let facts = LintFacts(files: files)
    #expect(facts.settledSuperclasses != nil)
    var tables = facts
    tables.superclass = facts.superclass
    #expect(tables.settledSuperclasses == nil && facts.settledSuperclasses != nil)
    let names = ["A", "B", "C", "KCell", "\u{212A}Cell", "Loop1", "Loop2", "Plain", "Base", "Long0", "Long1", "Short0", "Short1",
                 "UIView", "MyView", "Missing", "", "Caf\u{E9}View", "Feature"]
    for name in names {
      #expect(facts.isViewClassName(name) == tables.isViewClassName(name), "\(name)")
      #expect(facts.outermostClass(of: name) == tables.outermostClass(of: name), "\(name)")
      #expect(facts.superclassName(of: name) == tables.superclassName(of: name), "\(name)")
    }
    #expect(facts.isViewClassName("\u{212A}Cell") && facts.outermostClass(of: "\u{212A}Cell") == "UITableViewCell")
    #expect(facts.outermostClass(of: "Loop1") == nil && facts.outermostClass(of: "Long0") == nil)
    // Sixteen steps from Short0 reach UIView but give up all the same; fifteen do not.
    #expect(facts.outermostClass(of: "Short0") == nil && facts.outermostClass(of: "Short1") == "UIView")
    #expect(!facts.isViewClassName("Plain") && facts.isViewClassName("C"))
  }
}
