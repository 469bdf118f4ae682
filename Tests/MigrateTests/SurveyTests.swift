import Testing
import SwiftScan
@testable import Migrate

/// The survey of a tree learns which owners a migration rewrites without writing observe blocks;
/// it must name the same owners as the migration itself does, on every corpus file.
@Suite("survey")
struct SurveyTests {
  /// The migration context of each of the case's files that scans, by name.
  static func contexts(_ corpusCase: CorpusCase) -> [(name: String, context: MigrationContext)] {
    corpusCase.files.compactMap { name, input, _ in
      let file = ScannedFile(bytes: input)
      return file.errors.isEmpty ? (name, MigrationContext(file: file)) : nil
    }
  }

  @Test(arguments: CorpusCase.all)
  func surveyNamesTheOwnersTheMigrationRewrites(_ corpusCase: CorpusCase) {
    for (name, context) in Self.contexts(corpusCase) {
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

  /// `ObservableState.holdsForAnyEnvironment` tells what running the rule under no environment
  /// and under one answering yes to everything, and comparing, tells: on every corpus file, for
  /// the owners the migration rewrites, for every owner, and for none.
  @Test(arguments: CorpusCase.all)
  func observableStateHoldsForAnyEnvironmentAgreesWithRunningTwice(_ corpusCase: CorpusCase) {
    for (name, context) in Self.contexts(corpusCase) {
      var subscriptions = PublisherSubscription.run(context)
      StoreIfLet.run(context, into: &subscriptions)
      let uses = ViewStoreUsage.rewriteUses(context, claimed: subscriptions.claimed)
      let rewritten = subscriptions.rewrittenOwners.union(uses.owners)
      for owners in [rewritten, Set(context.model.owners.map(\.type)), []] {
        let none = ObservableState.run(context, owners: owners, environment: MigrationEnvironment())
        let yes = ObservableState.run(context, owners: owners, environment: .everything)
        let same = none.edits == yes.edits && none.findings == yes.findings
        #expect(ObservableState.holdsForAnyEnvironment(context, owners: owners) == same, "\(name)")
      }
    }
  }

  /// Migrating before the survey: the result is `migrate` under the empty environment, the
  /// file's share of the survey is what the survey finds, and a result said to hold for any
  /// environment is what the whole corpus's environment and one answering yes to everything give.
  @Test func migratingBeforeTheSurveyAgreesWithTheSurvey() {
    let inputs = CorpusCase.all.flatMap { $0.files.map { (name: $0.0, bytes: $0.1) } }
    let tree = inputs.reduce(into: MigrationEnvironment()) { $0.merge(.survey($1.bytes)) }
    var dependent = 0
    for (name, bytes) in inputs {
      let (result, holds, survey) = Migrator.migrateBeforeSurvey(bytes)
      let plain = Migrator.migrate(bytes)
      #expect(result.output == plain.output && result.findings == plain.findings && result.edits == plain.edits, "\(name)")
      #expect(survey == MigrationEnvironment.survey(bytes), "\(name)")
      guard holds else { dependent += 1; continue }
      for environment in [tree, .everything] {
        let other = Migrator.migrate(bytes, environment: environment)
        #expect(other.output == result.output && other.findings == result.findings, "\(name) holds for any environment")
      }
    }
    // The corpus has States whose views are elsewhere: their results depend on the survey.
    #expect(dependent > 0)
  }
}
