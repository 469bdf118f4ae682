import Testing
@testable import Migrate
import SwiftScan

/// A log's name rows keep a short name's key (`SpellingTable.shortKey(of:)`), and the tree's
/// facts answer them by it (`LintFacts.answer(_:shortKey:)`) exactly as by the name, or decline.
@Suite("name rows by short key")
struct NameRowShortKeyTests {
  private static let source = """
    final class Cache {}
    final class Timer2: NSObject {}
    struct Both {}
    final class Both {}
    struct Model: Identifiable { var id = 0 }
    typealias Done = () -> Void
    typealias LongHandler = (Int) -> Void
    final class LongClassName {}
    enum Outer { final class In {} }
    """

  private static let names = ["Cache", "Timer2", "Both", "Model", "Done", "LongHandler", "LongClassName", "In", "Outer.In",
                              "Int", "String", "", "Kelvin", "Ωmega", "Outer"]

  @Test func shortKeysAreShortASCIINames() {
    #expect(SpellingTable.shortKey(of: "Int") != nil)
    #expect(SpellingTable.shortKey(of: "") != nil)
    #expect(SpellingTable.shortKey(of: "Seven77") != nil)
    #expect(SpellingTable.shortKey(of: "Eight888") == nil)
    #expect(SpellingTable.shortKey(of: "Ωm") == nil)
    #expect(SpellingTable.shortKey(of: "Int") != SpellingTable.shortKey(of: "Int8"))
  }

  /// Under the tree's facts, every short name of every question the declared names answer is
  /// answered by its key as by its string; other questions, and a file's own facts, decline.
  @Test func keyAnswersAreStringAnswers() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    let tree = LintFacts(files: [file])
    var collector = FactsCollector()
    let own = collector.addAlone(file, index: 0, relevance: Relevance(file)).facts
    for fact in NameFact.allCases {
      for name in Self.names {
        guard let key = SpellingTable.shortKey(of: name) else { continue }
        let byKey = tree.answer(fact, shortKey: key)
        if fact.isAnsweredByKey {
          #expect(byKey == tree.answer(fact, name), "\(fact) \(name)")
        } else {
          #expect(byKey == nil, "\(fact) \(name)")
        }
        #expect(own.answer(fact, shortKey: key) == nil, "\(fact) \(name)")
      }
    }
  }

  /// A tree declaring a non-ASCII name keeps its names as strings: no answer by key.
  @Test func nonASCIIDeclarationsDecline() {
    let file = ScannedFile(bytes: Array("final class Ωmega {}\nfinal class Cache {}".utf8))
    let tree = LintFacts(files: [file])
    #expect(tree.answer(.isClass, shortKey: SpellingTable.shortKey(of: "Cache")!) == nil)
    #expect(tree.answer(.isClass, "Cache"))
  }

  /// A log of rows asked under a file's own facts holds under the tree's facts exactly when
  /// every row's answer by string is the tree's.
  @Test func logsHoldAsByString() {
    let file = ScannedFile(bytes: Array(Self.source.utf8))
    let tree = LintFacts(files: [file])
    for (k, fact) in [NameFact.isClass, .isClosureAlias, .isIdentifiable].enumerated() {
      // Asked of empty facts: every answer false (none of these only grow when false).
      let log = FactLog()
      let empty = LintFacts()
      // The first answer is kept apart: a name asked first that no row keeps.
      _ = log.ask(.isViewClass, "First", empty)
      for name in Self.names { _ = log.ask(fact, name, empty) }
      let expected = Self.names.allSatisfy { !tree.answer(fact, $0) } && !tree.answer(.isViewClass, "First")
      #expect(log.holds(under: tree) == expected, "\(k) \(fact)")
      #expect(log.holds(under: empty), "\(fact)")
    }
  }
}
