import Testing
@testable import Migrate
import SwiftScan

/// A worker's collector fills the per-file lists of the file before (`OwnFile`, its `FileReads`)
/// for the next file once that file's facts are let go (`FactsCollector.reusableOwnFile`): every
/// file's own facts answer as those of a collector that never saw another file, and facts still
/// held are never overwritten.
@Suite("own file reuse")
struct OwnFileReuseTests {
  static func findings(_ result: LintFileResult) -> [String] {
    result.findings.map { "\($0.ruleID)@\($0.offset): \($0.message)" }
  }

  /// The answers of `facts` (of one file alone) to the questions a file's lint asks, for the
  /// names `file` spells.
  static func answers(_ facts: LintFacts, _ file: ScannedFile) -> [String] {
    var names = Set(file.tokens.indices.filter { file.tokens[$0].kind == .identifier }.map { file.text($0) })
    names.formUnion(["", "$", "missing"])
    let qualified = ReducerStates.qualifiedNames(file)
    var answers: [String] = []
    for name in names.sorted() + qualified {
      for fact in NameFact.allCases { answers.append("\(fact) \(name) \(facts.answer(fact, name))") }
      answers.append("reducer \(name) \(facts.answer(.isReducer(name)))")
      answers.append("alias \(name) \(facts.answer(.aliasedReducer(name)))")
      if case .names(let sources) = facts.answer(.assignedFrom(name)) { answers.append("assigned \(name) \(sources.sorted())") }
      for state in qualified { answers.append("inside \(state) \(name) \(facts.answer(.isReadInside(state: state, name: name)))") }
    }
    answers.append("ignored \(facts.ignoredEverywhere.sorted { $0.key < $1.key })")
    answers.append("names \(facts.own?.names ?? []) states \(facts.own?.states.map(\.qualifiedName) ?? [])")
    answers.append("members \(facts.own?.reads.memberTokens ?? [])")
    return answers
  }

  /// The answers that differ, side by side.
  static func differences(_ a: [String], _ b: [String]) -> [String] {
    guard a.count == b.count else { return ["\(a.count) answers, \(b.count) answers"] }
    return a.indices.filter { a[$0] != b[$0] }.map { "\(a[$0]) | \(b[$0])" }
  }

  static func corpus() -> [(file: ScannedFile, path: String)] {
    var files: [(file: ScannedFile, path: String)] = []
    for lintCase in LintCase.all {
      for source in lintCase.files {
        let file = ScannedFile(bytes: source.bytes)
        if file.errors.isEmpty { files.append((file, lintCase.name + "/" + source.name)) }
      }
    }
    return files
  }

  @Test func everyFileGetsTheFactsOfAFreshCollector() {
    let files = Self.corpus()
    #expect(files.count > 20)
    // Forwards and back through one collector: every kind of file follows every other.
    var shared = FactsCollector()
    var reused = 0
    var last: ObjectIdentifier? = nil
    for (file, path) in files + files.reversed() {
      let own = shared.addAlone(file, index: 0, relevance: Relevance(file))
      var fresh = FactsCollector()
      let alone = fresh.addAlone(file, index: 0, relevance: Relevance(file))
      #expect(own.relevant == alone.relevant, "\(path)")
      #expect(Self.differences(Self.answers(own.facts, file), Self.answers(alone.facts, file)) == [], "\(path)")
      let linted = Linter.lint(file, path: path, facts: own.facts, configuration: LintConfiguration(), log: FactLog())
      let reference = Linter.lint(file, path: path, facts: alone.facts, configuration: LintConfiguration(), log: FactLog())
      #expect(Self.findings(linted) == Self.findings(reference), "\(path)")
      let identity = own.facts.own.map(ObjectIdentifier.init)
      if identity == last { reused += 1 }
      last = identity
    }
    #expect(reused >= files.count, "the lists are reused once let go")
  }

  /// Facts still held when the next file is added keep their answers: that file gets new lists.
  @Test func heldFactsAreNotOverwritten() {
    let files = Self.corpus()
    var collector = FactsCollector()
    var held: [(facts: LintFacts, file: ScannedFile, answers: [String])] = []
    for (file, _) in files {
      let own = collector.addAlone(file, index: 0, relevance: Relevance(file))
      held.append((own.facts, file, Self.answers(own.facts, file)))
      // `add` fills the spare's lists too (a file whose own facts are not kept).
      collector.add(file, index: 1)
    }
    let distinct = Set(held.compactMap { $0.facts.own.map(ObjectIdentifier.init) })
    #expect(distinct.count == held.count, "each held file kept its own lists")
    for entry in held { #expect(Self.differences(Self.answers(entry.facts, entry.file), entry.answers) == []) }
  }
}
