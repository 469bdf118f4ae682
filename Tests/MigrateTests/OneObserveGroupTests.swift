import Testing
@testable import Migrate
import SwiftScan
import FuzzCheck

/// The one-group shortcut of `PublisherSubscription.blocks` must group as the general grouping.
@Suite("one observe group")
struct OneObserveGroupTests {
  /// Calls `body` with the rewrites (and their text) of every file of the corpus and of seeded
  /// mutations of it.
  private func forEachFilesRewrites(seed: UInt64, _ body: (String, [PublisherSubscription.Rewrite], ChainRewriteText) -> Void) {
    var random = SeededRandom(seed: seed)
    for corpusCase in CorpusCase.all {
      for round in 0..<20 {
        let input = round == 0 ? corpusCase.before : FuzzCheck.mutate(corpusCase.before, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty else { continue }
        let (rewrites, _, text) = PublisherSubscription.verdicts(MigrationContext(file: file))
        defer { text.deallocate() }
        body(corpusCase.name, rewrites, text)
      }
    }
  }

  /// On the corpus and mutations, the rewrites of every file group alike both ways, and the
  /// shortcut answers for some files and declines others.
  @Test func oneGroupGroupsAsTheGeneralGrouping() {
    var answered = 0, declined = 0
    forEachFilesRewrites(seed: 91) { name, rewrites, text in
      let general = PublisherSubscription.groupedBlocks(rewrites, text: text)
      #expect(PublisherSubscription.blocks(rewrites, text: text) == general, "\(name)")
      if let one = PublisherSubscription.oneGroup(rewrites, text: text) {
        #expect([one] == general, "\(name)")
        answered += 1
      } else if !rewrites.isEmpty {
        declined += 1
      }
    }
    #expect(answered > 0)
    #expect(declined > 0)
  }

  /// A group holding every rewrite of its code block has no member that `conflict` finds
  /// writing a target an earlier rewrite of the block writes (why `emit` does not ask).
  @Test func aWholeBlockGroupHasNoConflict() {
    var asked = 0
    forEachFilesRewrites(seed: 92) { name, rewrites, text in
      for group in PublisherSubscription.blocks(rewrites, text: text) {
        let sameBlock = rewrites.filter { $0.brace == rewrites[group[0]].brace }
        guard group.count == sameBlock.count else { continue }
        for k in group {
          asked += 1
          #expect(PublisherSubscription.conflict(rewrites[k], in: sameBlock, text: text) == nil, "\(name)")
        }
      }
    }
    #expect(asked > 0)
  }
}
