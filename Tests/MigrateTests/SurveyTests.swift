import Testing
import SwiftScan
@testable import Migrate

/// The survey of a tree learns which owners a migration rewrites without writing observe blocks;
/// it must name the same owners as the migration itself does, on every corpus file.
@Suite("survey")
struct SurveyTests {
  @Test(arguments: CorpusCase.all)
  func surveyNamesTheOwnersTheMigrationRewrites(_ corpusCase: CorpusCase) {
    for (name, input, _) in corpusCase.files {
      let file = ScannedFile(bytes: input)
      guard file.errors.isEmpty else { continue }
      let context = MigrationContext(file: file)
      var written = PublisherSubscription.run(context)
      var surveyed = PublisherSubscription.rewrittenChains(context)
      #expect(surveyed.rewrittenOwners == written.rewrittenOwners, "\(name)")
      StoreIfLet.run(context, into: &written)
      StoreIfLet.run(context, into: &surveyed)
      let writtenUses = ViewStoreUsage.rewriteUses(context, claimed: written.claimed)
      let surveyedUses = ViewStoreUsage.rewriteUses(context, claimed: surveyed.claimed)
      #expect(surveyedUses.owners == writtenUses.owners, "\(name)")
      #expect(surveyedUses.renamed == writtenUses.renamed, "\(name): the same view store uses are renamed")
    }
  }
}
