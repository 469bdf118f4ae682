/// What a reviewer reads before accepting a migration: per file what `migrate` would change, what
/// it refused and why, what is left to do by hand, what `lint` says about the result, and whether
/// each rewrite was proven to behave the same.
///
/// Contract: built by `MigrationReport.build` (pure: text in, report out), which holds every
/// file's details at once (`StreamedMigrationReport` is the same report holding a summary per
/// file, for trees of any size), and rendered by the pure `MigrationReportJSON`,
/// `MigrationReportMarkdown` and `MigrationReportHTML`, which all carry the same `summary`. `files` are in outside-in order (see `FeatureOrder`). Lines are 1-based;
/// columns count Unicode scalars. Lines of findings, sites and refusals are lines of the original
/// file, except `lint`, which is run on the migrated text and uses its lines.
public struct MigrationReport: Sendable {
  /// The version of the JSON schema (`MigrationReportSchema`); bumped on incompatible changes.
  public static let schemaVersion = 1

  public var toolVersion: String
  /// The paths the report was made for, as given on the command line.
  public var paths: [String]
  /// Whether a verifier ran (`report --verify`); without one every verdict is `notRun`.
  public var verified: Bool
  public var files: [FileReport]
  /// Every refusal, every note that asks the user to act, every migration finding the rewrite
  /// could not resolve, and every error-severity lint finding on a line the rewrite added.
  public var followUps: [FollowUp]
  public var summary: ReportSummary
}

/// What the migration does to one file.
public enum FileStatus: String, Sendable, CaseIterable {
  /// Rewritten, nothing refused.
  case migratedFully = "migrated-fully"
  /// Some chains (or other legacy code) were refused and are left for a manual migration; the
  /// rest of the file is rewritten.
  case migratedPartially = "migrated-partially"
  /// Not read or not scannable (unreadable, not UTF-8, does not lex or balance): left untouched.
  case refused
  /// Nothing to migrate.
  case untouched

  public var label: String {
    switch self {
    case .migratedFully: return "migrated fully"
    case .migratedPartially: return "partially migrated"
    case .refused: return "refused"
    case .untouched: return "untouched"
    }
  }
}

/// The outcome of running a rewritten file before and after the rewrite in the reference runtime.
public enum Verdict: Sendable, Equatable {
  /// The same UI snapshots after every scenario step.
  case equal
  /// The snapshots first differ after `step` (as the verifier names it).
  case different(step: String)
  /// The pair could not be compared (does not compile against the runtime, no scenario, …).
  case unverifiable(reason: String)
  /// No verifier ran, or the file was not rewritten.
  case notRun

  /// The JSON value and CSS class: `equal`, `different`, `unverifiable`, `not-run`.
  public var key: String {
    switch self {
    case .equal: return "equal"
    case .different: return "different"
    case .unverifiable: return "unverifiable"
    case .notRun: return "not-run"
    }
  }

  public var label: String { self == .notRun ? "not run" : key }

  /// The first differing step, or the reason a pair is unverifiable.
  public var detail: String? {
    switch self {
    case .different(let step): return step
    case .unverifiable(let reason): return reason
    case .equal, .notRun: return nil
    }
  }

  public static let allKeys = ["equal", "different", "unverifiable", "not-run"]
}

/// Proves a rewrite: `verify` compiles and runs `before` and `after` and compares behaviour.
/// `report --verify` calls it for every rewritten file, concurrently, so it must be thread-safe.
public protocol RewriteVerifier: Sendable {
  func verify(path: String, before: [UInt8], after: [UInt8]) -> Verdict
}

/// A finding positioned for people.
public struct ReportFinding: Sendable, Equatable {
  public var rule: String
  public var severity: Severity
  public var line: Int
  public var column: Int
  public var message: String
  public var notes: [String]
}

/// One line of a snippet, with the syntax classes of its parts for highlighting.
public struct SnippetLine: Sendable, Equatable {
  public enum Kind: String, Sendable { case context, removed, added }
  public var kind: Kind
  /// The line number in the original (context, removed) or migrated (added) text.
  public var number: Int
  /// For a context line of a site, its number in the migrated text.
  public var newNumber: Int? = nil
  public var text: String
  public var spans: [HighlightSpan]
}

/// A run of a line's UTF-8 bytes that highlighting colours.
public struct HighlightSpan: Sendable, Equatable {
  public enum Kind: String, Sendable { case keyword, string, comment, number, attribute, type }
  public var kind: Kind
  public var range: Range<Int>
}

/// One place the rewrite changes: a run of changed lines and the findings it resolves.
public struct RewriteSite: Sendable {
  /// `path#L<line>-<rule>`: stable while the lines above it do not change.
  public var id: String
  /// The rule the site is named after: the first of its findings in the order publisher
  /// subscriptions, view stores, State, cancellables; for a follow-on edit with no finding of its
  /// own, the rule of the finding it follows from.
  public var rule: String
  /// The first changed line of the original.
  public var line: Int
  public var findings: [ReportFinding]
  /// Context, removed and added lines in diff order (one line of context on each side).
  public var lines: [SnippetLine]

  public var removed: [SnippetLine] { lines.filter { $0.kind == .removed } }
  public var added: [SnippetLine] { lines.filter { $0.kind == .added } }
}

/// A chain (or other code) the migration left untouched, with why and what to do instead.
public struct RefusedChain: Sendable {
  public var id: String
  public var line: Int
  public var column: Int
  public var reason: String
  public var suggestion: String
  /// The refused code, from its first line to the end of its statement (at most 12 lines).
  public var code: [SnippetLine]
}

/// Why a file was refused, and where.
public struct FileProblem: Sendable, Equatable {
  public var message: String
  public var line: Int
  public var column: Int
}

/// The report of one file.
public struct FileReport: Sendable {
  public var path: String
  public var status: FileStatus
  public var problem: FileProblem?
  /// Files (in this report) whose features or view controllers are parents of this file's.
  public var parents: [String]
  public var sites: [RewriteSite]
  public var refusals: [RefusedChain]
  /// Migration findings the rewrite did not resolve here (e.g. a State declared in another file,
  /// a view store still used by refused code).
  public var unresolved: [ReportFinding]
  /// Lint findings (lint rules only) on the migrated text.
  public var lint: [ReportFinding]
  public var linesRemoved: Int
  public var linesAdded: Int
  public var verdict: Verdict
  /// The file's unified diff (`git apply`-able), empty when unchanged.
  public var diff: String
  /// Every migration finding, for the totals.
  public var migrationFindings: [ReportFinding]
}

/// An item of the manual follow-ups checklist.
public struct FollowUp: Sendable, Equatable {
  public enum Kind: String, Sendable { case refusal, note, unresolved, lintError = "lint-error", refusedFile = "refused-file" }
  /// The id of the site or refusal it belongs to, or `path#L<line>-<rule>`.
  public var id: String
  public var path: String
  public var line: Int
  public var kind: Kind
  /// What to do, imperative.
  public var text: String
}

/// The totals at the top of every format.
public struct ReportSummary: Sendable, Equatable {
  public var filesScanned = 0
  public var migratedFully = 0
  public var migratedPartially = 0
  public var refused = 0
  public var untouched = 0
  public var subscriptionsRewritten = 0
  public var chainsRefused = 0
  public var sites = 0
  public var linesRemoved = 0
  public var linesAdded = 0
  public var followUps = 0
  /// Migration findings and lint findings by rule id, sorted by id.
  public var findingsByRule: [(rule: String, count: Int)] = []
  /// Verdicts of rewritten files, by `Verdict.key`, in `Verdict.allKeys` order.
  public var verdicts: [(key: String, count: Int)] = []

  public static func == (a: ReportSummary, b: ReportSummary) -> Bool {
    a.numbers.map(\.value) == b.numbers.map(\.value) && a.findingsByRule.map(\.rule) == b.findingsByRule.map(\.rule)
      && a.findingsByRule.map(\.count) == b.findingsByRule.map(\.count)
      && a.verdicts.map(\.key) == b.verdicts.map(\.key) && a.verdicts.map(\.count) == b.verdicts.map(\.count)
  }

  /// The scalar totals by their JSON names, in display order: what every format shows.
  public var numbers: [(name: String, value: Int)] {
    [("filesScanned", filesScanned), ("migratedFully", migratedFully), ("migratedPartially", migratedPartially),
     ("refused", refused), ("untouched", untouched), ("subscriptionsRewritten", subscriptionsRewritten),
     ("chainsRefused", chainsRefused), ("sites", sites), ("linesRemoved", linesRemoved), ("linesAdded", linesAdded),
     ("followUps", followUps)]
  }
}
