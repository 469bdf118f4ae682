import Testing
import SwiftScan
@testable import Migrate

/// What one part of the pass now hands another instead of working it out again, against the
/// computation it stands for: `removeUnused` reads `rewriteUses`' answer to "does the view
/// store's name occur only in its declaration and in claimed bytes", the rewrite summary counts a
/// name in the chains' texts kept apart (not copied into one buffer), and an observe block's
/// removals are merged in place.
@Suite("answers shared within a migration pass")
struct SharedPassAnswersTests {
  /// For every corpus file, `rewriteUses` keeps, in the order `removeUnused` visits the view
  /// stores, exactly what `removeUnused` asked itself: the occurrence search with the same name,
  /// scope and claimed ranges.
  @Test func keptAnswersAreTheSearches() {
    var checked = 0
    for input in CorpusCase.all.map(\.before) {
      let file = ScannedFile(bytes: input)
      guard file.errors.isEmpty else { continue }
      let context = MigrationContext(file: file)
      let subscriptions = PublisherSubscription.run(context)
      let claimed = ClaimedRanges(subscriptions.claimed)
      let uses = ViewStoreUsage.rewriteUses(context, claimed: claimed)
      var visited = 0
      for owner in context.model.owners {
        for decl in owner.viewStores where decl.observation == .wholeState {
          let scope = ViewStoreUsage.scope(of: decl, owner: owner, file: file)
          let declared = Int(file.tokens[file.outline.variables[decl.variable].nameToken].start)
          let searched = context.occurrences(of: decl.name, in: scope) { $0 == declared || claimed.contains($0) }
          #expect(uses.onlyClaimed.answer(visited) == searched)
          visited += 1
          checked += 1
        }
      }
      #expect(uses.onlyClaimed.count == visited)
    }
    #expect(checked > 0)
  }

  /// Answers are kept for the first 64 view stores only; the others are asked again.
  @Test func answersBeyondTheFirst64AreNotKept() {
    var answers = ViewStoreUsage.ViewStoreAnswers()
    let given = (0..<70).map { $0 % 3 == 0 }
    for answer in given { answers.append(answer) }
    for k in 0..<64 { #expect(answers.answer(k) == given[k]) }
    for k in 64..<72 { #expect(answers.answer(k) == nil) }
    #expect(ViewStoreUsage.ViewStoreAnswers().answer(0) == nil)
  }

  /// The count of a name in the inserted texts is the count of identifiers spelling it, over
  /// every non-empty text, lexed alone: what one buffer of the texts split at separators gave.
  @Test func referencesAreCountedPerText() {
    let texts = ["observe { viewStore.x; cancellables }", "", "viewStore", "// viewStore\n\"viewStore\" viewStore2 viewStore",
                 "é viewStore é", "a.viewStore.b(viewStore)", "cancellables.removeAll()"]
    let edits = texts.enumerated().map { Edit(range: $0.offset..<$0.offset, replacement: $0.element) }
    for name in ["viewStore", "cancellables", "", "é", "absent", "viewStore2"] {
      let summary = Migrator.RewriteSummary(claimed: ClaimedRanges([]), renamed: [], replacements: edits[...],
                                            viewStoresOnlyClaimed: ViewStoreUsage.ViewStoreAnswers())
      var plain = 0
      for text in texts where !text.isEmpty {
        let bytes = Array(text.utf8)
        plain += Lexer.lex(bytes).tokens.filter { $0.kind == .identifier && Array(bytes[$0.range]) == Array(name.utf8) }.count
      }
      #expect(summary.referencesInReplacements(to: name) == plain, "\(name)")
      // Asked again (the cache), the same.
      #expect(summary.referencesInReplacements(to: name) == plain, "\(name)")
    }
  }

  /// Merging in place gives what building a merged list did: ranges sorted by start (when out of
  /// order), each merged into the last kept when it overlaps or touches it.
  @Test func mergingInPlaceIsTheListMerge() {
    func listMerge(_ ranges: [Range<Int>]) -> [Range<Int>] {
      var result: [Range<Int>] = []
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = result.last, range.lowerBound <= last.upperBound {
          result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
        } else {
          result.append(range)
        }
      }
      return result
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let ranges = (0..<Int.random(in: 0..<9, using: &generator)).map { _ -> Range<Int> in
        let start = Int.random(in: 0..<25, using: &generator)
        return start..<(start + Int.random(in: 0..<6, using: &generator))
      }
      var inPlace = ranges
      SourceText.merge(&inPlace)
      #expect(inPlace == listMerge(ranges), "\(ranges)")
    }
  }
}
