import Testing
@testable import Migrate
import SwiftScan

/// Settling takes the first collector out of the caller's list, adds the others to it in place
/// and puts it back: the facts are those of the collectors settled as copies, the list keeps one
/// collector per worker, and collectors the caller still holds elsewhere are not changed.
@Suite("settling in place")
struct SettleInPlaceTests {
  @Test func inPlaceSettlingGivesTheFactsOfCopies() {
    let files = LintRunTests.inputs.map { ScannedFile(bytes: $0.bytes) }.filter { $0.errors.isEmpty }
    var first = FactsCollector(), second = FactsCollector(), third = FactsCollector()
    for (index, file) in files.enumerated() {
      switch index % 3 {
      case 0: first.add(file, index: index)
      case 1: second.add(file, index: index)
      default: third.add(file, index: index)
      }
    }
    let copied = FactsCollector.settle([first, second, third]) { files[$0] }
    // Held here too: the in-place settling below must not change these.
    let kept = [first, second, third]
    var list = kept
    let (facts, relevant) = FactsCollector.settleWithRelevance(&list) { files[$0] }
    #expect(list.count == 3)
    #expect(facts.superclass == copied.superclass && facts.memberReads == copied.memberReads)
    #expect(facts.reducerNames == copied.reducerNames && facts.aliasTargets == copied.aliasTargets)
    #expect(facts.ignoredEverywhere == copied.ignoredEverywhere)
    #expect(facts.states.mapValues { $0.map(\.featureName) } == copied.states.mapValues { $0.map(\.featureName) })
    // The collectors held elsewhere settle again to the same facts and relevant files.
    var again = kept
    let (twice, relevantTwice) = FactsCollector.settleWithRelevance(&again) { files[$0] }
    #expect(twice.superclass == facts.superclass && twice.memberReads == facts.memberReads)
    #expect(files.indices.filter(relevantTwice.contains) == files.indices.filter(relevant.contains))
    #expect(kept[0].relevance.count == first.relevance.count)
  }

  @Test func noCollectorsSettleToEmptyFacts() {
    var none: [FactsCollector] = []
    let (facts, relevant) = FactsCollector.settleWithRelevance(&none) { _ in nil }
    #expect(none.isEmpty && relevant.isEmpty && facts.superclass.isEmpty)
  }
}
