import Testing
@testable import Migrate
import SwiftScan

/// Settled facts answer `isMemberRead` first by the read flags of the first collector's spelling
/// table (`LintFacts.treeReadsMember`), then by the set: the answers are the set's, whichever
/// collector read a name, and a change to the facts drops the flags.
@Suite("tree member reads")
struct TreeMemberReadTests {
  private static let sources = [
    "let a = x.count + y.title\nlet b = z.$binding",
    "let c = w.other + v.count\nlet d = u.K",
    "final class Cache { var title = 0 }\nlet e = q.ωmega",
  ]

  private static let names = ["count", "title", "other", "binding", "$binding", "K", "K", "ωmega", "missing", "", "Cache"]

  @Test func answersAreTheSetsWhicheverCollectorRead() {
    let files = Self.sources.map { ScannedFile(bytes: Array($0.utf8)) }
    // One collector, then the files spread over two and three.
    for parts in 1...3 {
      var collectors = (0..<parts).map { _ in FactsCollector() }
      for (index, file) in files.enumerated() { collectors[index % parts].add(file, index: index) }
      let (facts, _) = FactsCollector.settleWithRelevance(&collectors) { files[$0] }
      #expect(facts.flagsMemberReads)
      for name in Self.names {
        #expect(facts.answer(.isMemberRead, name) == facts.memberReads.contains(name), "\(parts) \(name)")
      }
      #expect(facts.answer(.isMemberRead, "count") && facts.answer(.isMemberRead, "other"))
      #expect(!facts.answer(.isMemberRead, "missing"))
    }
  }

  @Test func aChangeDropsTheFlags() {
    var facts = LintFacts(files: Self.sources.map { ScannedFile(bytes: Array($0.utf8)) })
    #expect(facts.answer(.isMemberRead, "count"))
    facts.memberReads = ["title"]
    #expect(!facts.flagsMemberReads)
    #expect(!facts.answer(.isMemberRead, "count"))
    #expect(facts.answer(.isMemberRead, "title"))
  }
}
