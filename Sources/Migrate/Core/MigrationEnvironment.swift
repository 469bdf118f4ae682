import SwiftScan

/// What a migration knows beyond the file it rewrites: the features whose stores migrated views
/// observe anywhere in the tree, and the features whose `State` some scanned file declares.
/// `migrate` over a directory surveys every file first, so a `State` declared in another file
/// than its view still gains `@ObservableState` — and only for features a view observes.
public struct MigrationEnvironment: Sendable, Equatable {
  public var observedFeatures: Set<String> = []
  public var declaredStates: Set<String> = []
  /// Answers every question yes: with the empty environment, the two extremes a file's
  /// migration is tried under to tell whether the survey can change it.
  private var answersEverything = false

  public init(observedFeatures: Set<String> = [], declaredStates: Set<String> = []) {
    self.observedFeatures = observedFeatures
    self.declaredStates = declaredStates
  }

  /// Every feature observed and every State declared somewhere.
  static var everything: MigrationEnvironment {
    var environment = MigrationEnvironment()
    environment.answersEverything = true
    return environment
  }

  /// Whether a migrated view anywhere observes `feature`'s store.
  func observes(_ feature: String) -> Bool { answersEverything || observedFeatures.contains(feature) }

  /// Whether `observes` answers no to every feature.
  var observesNothing: Bool { !answersEverything && observedFeatures.isEmpty }

  /// Whether some file declares `feature`'s State.
  func declaresState(of feature: String) -> Bool { answersEverything || declaredStates.contains(feature) }

  public mutating func merge(_ other: MigrationEnvironment) {
    observedFeatures.formUnion(other.observedFeatures)
    declaredStates.formUnion(other.declaredStates)
  }

  /// One file's contribution: features whose stores its migrated views read, and features (or
  /// `…State` types) whose State it declares.
  public static func survey(_ bytes: [UInt8]) -> MigrationEnvironment {
    // A file that spells neither a candidate word nor `State` contributes nothing: a byte search
    // tells without scanning it (most plain Swift).
    guard bytes.containsBytes(Migrator.stateWord) || Migrator.mayHaveCandidates(bytes) else { return MigrationEnvironment() }
    let file = ScannedFile(bytes: bytes)
    guard file.errors.isEmpty else { return MigrationEnvironment() }
    // Exactly the owners the migration rewrites: a file whose chains are all refused makes no
    // feature observed. (A file without a subscription, a view store or an `ifLet` has none.)
    guard Migrator.hasCandidates(file) else { return share(of: file, owners: TypeMarks(), featureOf: { _ in nil }) }
    let context = MigrationContext(file: file)
    var subscriptions = PublisherSubscription.rewrittenChains(context)
    StoreIfLet.run(context, into: &subscriptions)
    let uses = ViewStoreUsage.rewriteUses(context, claimed: subscriptions.claimed)
    return share(of: file, owners: subscriptions.rewrittenOwnerMarks.union(uses.ownerMarks)) { context.owner(ofType: $0)?.featureName }
  }

  /// What a scanned file adds to the survey, given the owners (type indices) its migration
  /// rewrites: their features (`featureOf` gives an owner's), and the States the file declares.
  /// (A function of the owner, not the context itself: an optional context was a copy of it,
  /// every array of the file retained and released again.)
  static func share(of file: ScannedFile, owners: TypeMarks, featureOf: (Int) -> String?) -> MigrationEnvironment {
    var environment = MigrationEnvironment()
    // (In no particular order: the features go into a set.)
    owners.forEach { k in if let feature = featureOf(k) { environment.observedFeatures.insert(feature) } }
    environment.declaredStates = declaredStates(in: file)
    return environment
  }

  /// The features (or `…State` types) whose State `file` declares.
  private static func declaredStates(in file: ScannedFile) -> Set<String> {
    var states = Set<String>()
    for (k, type) in file.outline.types.enumerated() where type.keyword == "struct" || type.keyword == "enum" {
      if type.name == "State", type.parentType >= 0 {
        states.insert(file.outline.types[type.parentType].name)
      } else if type.name.hasSuffix("State"), type.parentType < 0, k >= 0 {
        states.insert(type.name)
      }
    }
    return states
  }

  /// The environment of a set of files migrated together.
  public static func survey(_ files: [[UInt8]]) -> MigrationEnvironment {
    files.reduce(into: MigrationEnvironment()) { $0.merge(survey($1)) }
  }
}
