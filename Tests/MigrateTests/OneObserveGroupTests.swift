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

  /// Written into a list that holds another file's group (as `run` keeps one from file to file),
  /// the answer and the group are those of a new list.
  @Test func oneGroupIntoAKeptListIsTheOneGroup() {
    var kept = [7, 3, 9, 1, 4]
    forEachFilesRewrites(seed: 23) { name, rewrites, text in
      let one = PublisherSubscription.oneGroup(rewrites, text: text)
      #expect(PublisherSubscription.oneGroup(rewrites, text: text, into: &kept) == (one != nil), "\(name)")
      if let one { #expect(kept == one, "\(name)") }
      if kept.isEmpty { kept = [5, 5] }
    }
  }

  /// Where the one search of a group's bytes finds no `/`, the looks for comments per chain find
  /// none either: none inside a chain, none trailing one, none above a chain other than the
  /// group's first token. On the corpus and mutations of it (comments above, between, inside and
  /// after chains), and groups with and without a `/` are both met.
  @Test func aGroupWithoutSlashHoldsNoComment() {
    var random = SeededRandom(seed: 17)
    var clear = 0, slashed = 0
    for corpusCase in CorpusCase.all {
      for round in 0..<20 {
        let input = round == 0 ? corpusCase.before : FuzzCheck.mutate(corpusCase.before, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty else { continue }
        let context = MigrationContext(file: file)
        let (rewrites, _, text) = PublisherSubscription.verdicts(context)
        defer { text.deallocate() }
        for group in PublisherSubscription.blocks(rewrites, text: text) {
          let (start, holdsSlash) = PublisherSubscription.mayHoldComment(group, of: rewrites, text: context.text)
          #expect(start == group.map { rewrites[$0].chain.start }.min(), "\(corpusCase.name)")
          guard !holdsSlash else { slashed += 1; continue }
          clear += 1
          for (index, k) in group.enumerated() {
            let chain = rewrites[k].chain
            #expect(!PublisherSubscription.mayHoldComment(rewrites[k], file: file), "\(corpusCase.name)")
            #expect(PublisherSubscription.trailingCommentToken(after: chain.end, file: file) == nil, "\(corpusCase.name)")
            if index > 0, chain.start != start {
              #expect(PublisherSubscription.commentsAboveStart(chain.start, text: context.text) == nil, "\(corpusCase.name)")
            }
          }
        }
      }
    }
    #expect(clear > 0)
    #expect(slashed > 0)
  }
}
