import Testing
@testable import Migrate
import SwiftScan
import FuzzCheck

/// The one-group shortcut of `PublisherSubscription.blocks` must group as the general grouping.
@Suite("one observe group")
struct OneObserveGroupTests {
  /// On the corpus and seeded mutations of it, the rewrites of every file group alike both
  /// ways, and the shortcut answers for some files and declines others.
  @Test func oneGroupGroupsAsTheGeneralGrouping() {
    var random = SeededRandom(seed: 91)
    var answered = 0, declined = 0
    for corpusCase in CorpusCase.all {
      for round in 0..<20 {
        let input = round == 0 ? corpusCase.before : FuzzCheck.mutate(corpusCase.before, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty else { continue }
        let (rewrites, _, text) = PublisherSubscription.verdicts(MigrationContext(file: file))
        defer { text.deallocate() }
        let general = PublisherSubscription.groupedBlocks(rewrites, text: text)
        #expect(PublisherSubscription.blocks(rewrites, text: text) == general, "\(corpusCase.name)")
        if let one = PublisherSubscription.oneGroup(rewrites, text: text) {
          #expect([one] == general, "\(corpusCase.name)")
          answered += 1
        } else if !rewrites.isEmpty {
          declined += 1
        }
      }
    }
    #expect(answered > 0)
    #expect(declined > 0)
  }

  /// A group holding every rewrite of its code block has no member that `conflict` finds
  /// writing a target an earlier rewrite of the block writes (why `emit` does not ask).
  @Test func aWholeBlockGroupHasNoConflict() {
    var random = SeededRandom(seed: 92)
    var asked = 0
    for corpusCase in CorpusCase.all {
      for round in 0..<20 {
        let input = round == 0 ? corpusCase.before : FuzzCheck.mutate(corpusCase.before, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty else { continue }
        let (rewrites, _, text) = PublisherSubscription.verdicts(MigrationContext(file: file))
        defer { text.deallocate() }
        for group in PublisherSubscription.blocks(rewrites, text: text) {
          let sameBlock = rewrites.filter { $0.brace == rewrites[group[0]].brace }
          guard group.count == sameBlock.count else { continue }
          for k in group {
            asked += 1
            #expect(PublisherSubscription.conflict(rewrites[k], in: sameBlock, text: text) == nil, "\(corpusCase.name)")
          }
        }
      }
    }
    #expect(asked > 0)
  }
}
