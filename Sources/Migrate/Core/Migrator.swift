import SwiftScan

/// The result of migrating one file's text.
public struct MigrationResult: Sendable {
  public var original: [UInt8]
  /// The migrated text; equal to `original` when nothing changed or the file was refused.
  public var output: [UInt8]
  /// Findings at byte offsets of `original`, in source order.
  public var findings: [Finding]
  /// Why the file was refused (it does not lex or balance); empty when it was processed.
  public var errors: [ScanError]
  /// The edits (on `original`) of the first pass. They produce `output` unless a further pass
  /// was needed; `UnifiedDiff` checks that before using them to place its hunks.
  public var edits: [Edit] = []
  /// When asked for (`locating`), the 1-based line and column of each finding, in the order of
  /// `findings`, as `ScannedFile.lineColumns(ofOffsets:in: original)` gives them: read from the
  /// line starts the migration's scan of `original` already made, not by another walk over the
  /// bytes. Empty when not asked for, or when `errors` is not empty.
  public var findingPositions: [(line: Int, column: Int)] = []

  public var changed: Bool { output != original }
}

/// The migration pipeline: pure, from source bytes to migrated bytes and findings.
///
/// Rules plan edits on the original text; edits are applied here only. Decisions that depend on
/// what remains after the rewrite (is the view store, the cancellables set, Combine still used?)
/// are taken on a re-scan of the rewritten text. The output must scan cleanly, and while it still
/// holds candidates (a refused chain, a view store kept alive) migration is repeated on it until
/// nothing changes, so a second run is always a no-op.
public enum Migrator {
  static let maximumPasses = 3

  /// With `locating`, the result carries `findingPositions`.
  public static func migrate(_ bytes: [UInt8], environment: MigrationEnvironment = MigrationEnvironment(),
                             locating: Bool = false) -> MigrationResult {
    migrate(bytes, environment: environment, tracking: nil, locating: locating)
  }

  /// `migrate(bytes)` before the tree is surveyed (under the empty environment), with whether
  /// the survey can change that result at all, and the file's share of the survey (what
  /// `MigrationEnvironment.survey(bytes)` gives): a file nothing elsewhere can change is done in
  /// one pass.
  public static func migrateBeforeSurvey(_ bytes: [UInt8], locating: Bool = false)
    -> (result: MigrationResult, holdsForAnyEnvironment: Bool, survey: MigrationEnvironment) {
    let tracking = EnvironmentTracking()
    let result = migrate(bytes, environment: MigrationEnvironment(), tracking: tracking, locating: locating)
    return (result, tracking.holdsForAnyEnvironment, tracking.survey)
  }

  /// What passes learn about the environment while they run: only `ObservableState` reads it, and
  /// each of its questions decides one finding or one State's edits on its own, so a pass whose
  /// `ObservableState` gives the same under no environment and under one answering yes to
  /// everything gives the same under any.
  final class EnvironmentTracking {
    var holdsForAnyEnvironment = true
    /// Taken from the first pass, on the file as written.
    var survey = MigrationEnvironment()
    var surveys = true
  }

  private static func migrate(_ bytes: [UInt8], environment: MigrationEnvironment, tracking: EnvironmentTracking?,
                              locating: Bool) -> MigrationResult {
    let scanned = ScannedFile(bytes: bytes)
    var (result, candidatesRemain) = migrateOnce(scanned, environment: environment, tracking: tracking)
    tracking?.surveys = false
    if locating, result.errors.isEmpty, scanned.errors.isEmpty, !result.findings.isEmpty {
      result.findingPositions = result.findings.map { scanned.walkedLineColumn(ofOffset: $0.offset) }
    }
    guard result.errors.isEmpty, result.changed else { return result }
    var passes = 1
    // Another pass only when the rewritten text still holds something a rule could act on.
    while candidatesRemain, passes < maximumPasses {
      let (again, remain) = migrateOnce(ScannedFile(bytes: result.output), environment: environment, tracking: tracking)
      guard again.errors.isEmpty, again.changed else { break }
      result.output = again.output
      candidatesRemain = remain
      passes += 1
    }
    return result
  }

  /// Whether a scanned file holds anything the migration rules act on: some identifier spelled
  /// `ViewStore`, `ViewStoreOf` or `ifLet` (never keywords), or receiving `.publisher`. The lexer
  /// notes the names (`LexedSigns`): the first two answer without a search, and receivers are
  /// looked for only where a name is spelled `publisher` (most files spell none of the words,
  /// where byte searches over the whole file cost a few percent of linting them).
  static func hasCandidates(_ file: ScannedFile) -> Bool {
    if file.signs.namesViewStore || file.signs.namesIfLet { return true }
    return file.signs.namesPublisher && ChainParser(file: file).publisherReceivers().contains { file.tokens[$0].keyword == .none }
  }

  /// Whether `bytes` spell a word every candidate spells; most files hold none, and a byte
  /// search tells without scanning.
  static func mayHaveCandidates(_ bytes: [UInt8]) -> Bool {
    candidateWords.contains { bytes.containsBytes($0) }
  }

  private static let candidateWords = ["ViewStore", "ifLet", "publisher"].map(ByteWord.init)
  static let stateWord = ByteWord("State")

  /// One pass: plan every edit on `bytes`, apply them once, and check the result scans cleanly.
  /// Returns whether the rewritten text still has candidates for another pass.
  static func migrateOnce(_ bytes: [UInt8], environment: MigrationEnvironment = MigrationEnvironment()) -> (MigrationResult, Bool) {
    migrateOnce(ScannedFile(bytes: bytes), environment: environment)
  }

  /// Migrates files that belong together (a folder, a feature's files): surveys them all first,
  /// so a State declared in one file gains `@ObservableState` for a view in another.
  public static func migrate(files: [[UInt8]]) -> [MigrationResult] {
    let environment = MigrationEnvironment.survey(files)
    return files.map { migrate($0, environment: environment) }
  }

  /// The findings of one migration pass over an already scanned file, without producing the
  /// output: what `lint` reports about legacy code left, sharing its scan.
  public static func findings(of file: ScannedFile) -> [Finding] {
    // Without a publisher subscription or a view store no rule has anything to report, and most
    // files of a tree have neither.
    guard file.errors.isEmpty, hasCandidates(file) else { return [] }
    return migrateOnce(file, findingsOnly: true).0.findings
  }

  /// With `findingsOnly`, the rewritten text is checked (its findings depend on it) but not kept;
  /// the caller has found that `hasCandidates(file)` holds.
  static func migrateOnce(_ file: ScannedFile, environment: MigrationEnvironment = MigrationEnvironment(), findingsOnly: Bool = false,
                          tracking: EnvironmentTracking? = nil) -> (MigrationResult, Bool) {
    let bytes = file.bytes
    var result = MigrationResult(original: bytes, output: bytes, findings: [], errors: file.errors)
    guard file.errors.isEmpty else { return (result, false) }
    // Without a candidate only a State the file declares can change, and a file declaring one
    // spells `State`; most plain Swift spells neither, and byte searches tell. (`findings(of:)`,
    // the one caller asking for findings only, has found a candidate already: `hasCandidates`
    // holds only where `mayHaveCandidates` does, so the searches are not repeated.)
    guard findingsOnly || mayHaveCandidates(bytes) || bytes.containsBytes(stateWord) else { return (result, false) }
    let context = MigrationContext(file: file)
    // (`run` finds the receivers of `publisher`, by a search for the word: a file with none has
    // no subscription and gets no output. A byte search for the word before it only repeated
    // that search where the word occurs.)
    var subscriptions = PublisherSubscription.run(context)
    StoreIfLet.run(context, into: &subscriptions)
    // Merged once, for `rewriteUses` and the rewrite's summary: in place, the chains' ranges
    // taken out of `subscriptions` (nothing reads them there after this).
    var chainClaims: [Range<Int>] = []
    swap(&chainClaims, &subscriptions.claimed)
    let claimed = ClaimedRanges(consume chainClaims)
    var uses = ViewStoreUsage.rewriteUses(context, claimed: claimed)
    let owners = subscriptions.rewrittenOwnerMarks.union(uses.ownerMarks)
    if let tracking {
      assert(environment == MigrationEnvironment(), "tracked passes run under no environment")
      // What running it again under `.everything` and comparing would tell (the tracked passes
      // run under no environment), without building a second set of edits and findings.
      if !ObservableState.holdsForAnyEnvironment(context, owners: owners) { tracking.holdsForAnyEnvironment = false }
      // As `MigrationEnvironment.survey` finds it: from the owners the rewrite migrates.
      if tracking.surveys { tracking.survey = MigrationEnvironment.share(of: file, owners: owners) { context.owner(ofType: $0)?.featureName } }
    }
    // Edits and findings in the order the rules ran, appended in place: the chains' (most of
    // them) are moved out, not copied (swapped out, the arrays are unique, so growing them moves
    // their elements instead of retaining each one's strings and releasing them again with
    // `subscriptions`), and the removals append straight into them. The removals read the
    // context and the summary, not these arrays.
    let chainEdits = subscriptions.edits.count, chainsEdited = chainEdits > 0
    var edits: [Edit] = []
    swap(&edits, &subscriptions.edits)
    // Room for what follows: `ObservableState`, the removals and the `import Combine` line add a
    // few (more grow the arrays).
    edits.reserveCapacity(edits.count + uses.edits.count + 8)
    edits.append(contentsOf: uses.edits)
    var findings: [Finding] = []
    swap(&findings, &subscriptions.findings)
    findings.reserveCapacity(findings.count + 8)
    let beforeState = edits.count
    ObservableState.run(context, owners: owners, environment: environment, into: &edits, &findings)
    let planned = chainsEdited || !uses.edits.isEmpty || edits.count != beforeState
    var candidatesRemain = false
    do {
      if planned {
        // (It keeps the replacement texts of the chains' edits, which start `edits`.) Made here,
        // not as an optional bound below, and the renamed tokens swapped out of `uses`, not
        // consumed on this path only: either way the compiler copied or destroyed the set through
        // its type's metadata (instantiated for that on first use).
        var renamed = Set<Int>()
        swap(&renamed, &uses.renamed)
        let rewrite = RewriteSummary(claimed: claimed, renamed: renamed, replacements: edits[..<chainEdits],
                                     viewStoresOnlyClaimed: uses.onlyClaimed)
        ViewStoreUsage.removeUnused(context, rewrite: rewrite, into: &edits, &findings)
        UnusedCancellables.removeCollections(context, rewrite: rewrite, collections: subscriptions.collections, into: &edits, &findings)
        // The safety check: the migrated text must lex and balance. Removing `import Combine`
        // afterwards cannot change how the rest lexes (`removeImport` leaves an import whose
        // removal could). `MigratedTextCheck`, which lexes only the edited lines, tells
        // first whether the text scans, whether it still uses Combine (the names are looked for
        // only where `removeImport` asks) and, for a full pass, whether it still has candidates;
        // where it cannot tell, the text is scanned. A full pass makes the text anyway: its
        // output. (Normalizing throws the overlap `apply` throws.)
        let sorted = try EditApplier.normalized(edits)
        let names = chainsEdited && UnusedCancellables.importsCombine(file) ? UnusedCancellables.combineNameTable : nil
        let applied = findingsOnly ? nil : EditApplier.apply(sorted: sorted, to: bytes)
        var checked = MigratedTextCheck.check(file, sorted: sorted, names: names, candidates: !findingsOnly)
        if !findingsOnly, checked?.hasCandidates == nil { checked = nil }
        var migrated: ScannedFile? = nil
        if checked == nil {
          let scanned = ScannedFile(bytes: applied ?? EditApplier.apply(sorted: sorted, to: bytes), outline: false)
          if let error = scanned.errors.first {
            throw InternalError(message: "the rewrite produced text that does not scan (\(error.message))")
          }
          migrated = scanned
        }
        // Whether `edits` are still exactly the ones the migrated text was made from: then they
        // were already normalized without an overlap, and applying them again gives `applied`
        // (applying is a pure function of the edits and `bytes`).
        var migratedFromEdits = true
        if chainsEdited {
          let before = edits.count
          UnusedCancellables.removeImport(context, stillUsed: { checked?.usesCombine ?? UnusedCancellables.usesCombine(migrated!) },
                                          into: &edits, &findings)
          if edits.count != before { migratedFromEdits = false }
        }
        if findingsOnly {
          // Overlaps still turn into the internal finding, as when applying. `edits` without
          // the import's removal (the one edit `removeImport` appends) normalized without an
          // overlap. Where no other edit's range overlaps or touches the removal's, normalizing
          // them with it cannot fail either: sorted by start, it falls between edits (and merged
          // runs of them) that end before it starts and ones that start after it ends, so it
          // neither merges nor overlaps, and each later edit is compared with something ending
          // before it as it was. Only then is the sort and the normalized copy skipped.
          if !migratedFromEdits {
            let removal = edits[edits.count - 1].range
            let touched = edits[..<(edits.count - 1)].contains {
              $0.range.upperBound >= removal.lowerBound && $0.range.lowerBound <= removal.upperBound
            }
            if touched { _ = try EditApplier.normalized(edits) }
          }
        } else {
          // (Scanned, or checked with an answer.)
          candidatesRemain = migrated.map(hasCandidates) ?? checked!.hasCandidates!
          result.output = migratedFromEdits ? applied! : try EditApplier.apply(edits, to: bytes)
          result.edits = edits
        }
      }
    } catch {
      result.output = bytes
      findings = [Finding(ruleID: "internal", severity: .error,
                          message: "file left untouched: \(error); please report this file", offset: 0)]
    }
    sortFindings(&findings)
    result.findings = findings
    return (result, candidatesRemain)
  }

  /// Sorts `findings` stably by offset, then rule: the order
  /// `sort { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }` gives (a stable sort's result is
  /// the only stable order there is). The rules append runs already in order, and a few findings
  /// (the removals, `State`'s, the import's) belong before most of the chains': each one out of
  /// place is moved once to after the last finding not greater than it (found by halving, which
  /// keeps equal keys in their first order), and the ones between slide up in one move. The
  /// standard sort swapped it back one place at a time, whole findings each time.
  ///
  /// Sliding is quadratic where many findings are far out of place (one file of thousands of
  /// classes, each with its removals: 60M instructions on a 4.6 MB file): past a budget of slid
  /// findings, the standard sort finishes the job. The insertions so far kept equal keys in their
  /// first order, so it ends in the same order.
  static func sortFindings(_ findings: inout [Finding]) {
    // `(offset, ruleID) <` as tuples compare: the rule only when the offsets are equal.
    func precedes(_ a: Finding, _ b: Finding) -> Bool { a.offset != b.offset ? a.offset < b.offset : a.ruleID < b.ruleID }
    let count = findings.count
    guard count > 1 else { return }
    let finished = findings.withUnsafeMutableBufferPointer { buffer -> Bool in
      let base = buffer.baseAddress!
      var budget = 8 * count + 64
      for i in 1..<count where precedes(base[i], base[i - 1]) {
        var low = 0, high = i - 1
        while low < high {
          let middle = (low + high) / 2
          if precedes(base[i], base[middle]) { high = middle } else { low = middle + 1 }
        }
        budget -= i - low
        if budget < 0 { return false }
        // Moved, not copied: no string or array in it is retained or released.
        let moved = (base + i).move()
        (base + low + 1).moveInitialize(from: base + low, count: i - low)
        (base + low).initialize(to: moved)
      }
      return true
    }
    if !finished { findings.sort(by: precedes) }
  }

  /// What the first edits did, for the rules that decide what became unused.
  struct RewriteSummary {
    /// Byte ranges the chain rewrites replaced.
    let claimed: ClaimedRanges
    /// Tokens renamed from a view store to the store.
    let renamed: Set<Int>
    /// Whether each view store `ViewStoreUsage.rewriteUses` visited (in its order) occurs only in
    /// its declaration and in `claimed` (found with these ranges), for `removeUnused`, which asks
    /// the same; none when not known.
    let viewStoresOnlyClaimed: ViewStoreUsage.ViewStoreAnswers
    /// The new text the chain rewrites insert (it may still use a name): the non-empty
    /// replacements, the first apart (most files insert one observe block, and the removals
    /// insert nothing), so the texts are kept, not copied, and an array is made only for a
    /// second. (The first is empty when there is none: no text kept is.)
    private let firstInserted: String
    private let otherInserted: [String]
    /// Counts by name: a file with thousands of classes asks about the same few names
    /// (`viewStore`, `cancellables`) once per class.
    private let counted = CountCache()

    /// Mutated from a function of a struct that is otherwise constant. The first two names asked
    /// about are kept apart (most files ask about two: a view store's and a collection's): the
    /// map's list is made only for a third.
    private final class CountCache {
      var first: (name: String, count: Int)? = nil
      var second: (name: String, count: Int)? = nil
      var others = ShortMap<String, Int>(limit: 16)
    }

    /// (Not inlined: inlined into the pass, it copied `renamed` through `Set<Int>`'s metadata,
    /// instantiated for that on first use.)
    @inline(never)
    init(claimed: ClaimedRanges, renamed: Set<Int>, replacements: ArraySlice<Edit>,
         viewStoresOnlyClaimed: ViewStoreUsage.ViewStoreAnswers) {
      self.claimed = claimed
      self.renamed = renamed
      self.viewStoresOnlyClaimed = viewStoresOnlyClaimed
      var first = ""
      var others: [String] = []
      for edit in replacements where !edit.replacement.isEmpty {
        if first.isEmpty { first = edit.replacement } else { others.append(edit.replacement) }
      }
      firstInserted = first
      otherInserted = others
    }

    func isClaimed(_ offset: Int) -> Bool { claimed.contains(offset) }

    /// How many identifiers spelled `name` the inserted text holds. Only a text that spells the
    /// name somewhere is lexed: the few names asked about are rarely in it, and a byte search of
    /// each text tells.
    func referencesInReplacements(to name: String) -> Int {
      if let first = counted.first {
        if first.name == name { return first.count }
        if let second = counted.second {
          if second.name == name { return second.count }
          if let known = counted.others[name] { return known }
        }
      }
      var count = 0
      // Whether a text spells the name at all, searched with its UTF-8 in place, each text in
      // place (no word made for a name most texts do not spell, no copy of the texts). An empty
      // name, which a word would find everywhere, is found nowhere here: either way no
      // identifier spells it, and the count is 0. Only a text that spells it is lexed.
      name.withUTF8InPlace { needle in
        func countSpellings(in text: String) {
          let bytes: [UInt8]? = text.withUTF8InPlace { ByteWord.firstOccurrence(of: needle, in: $0) { _ in true } ? Array($0) : nil }
          guard let bytes else { return }
          for token in Lexer.lex(bytes).tokens where token.kind == .identifier && bytes[token.range].elementsEqual(needle) { count += 1 }
        }
        if !firstInserted.isEmpty { countSpellings(in: firstInserted) }
        for text in otherInserted { countSpellings(in: text) }
      }
      if counted.first == nil { counted.first = (name, count) }
      else if counted.second == nil { counted.second = (name, count) }
      else { counted.others.insertNew(name, count) }
      return count
    }
  }

  struct InternalError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
