import Dispatch

/// A migration report as `tca-migrate report` writes it: the totals, the checklist and a summary
/// of every file are held; each file's details (its `FileReport`: rewrite sites with their code,
/// refused chains, the diff) are made again from its source when they are written, a few files
/// at a time. Memory holds the cross-file facts and the summaries, never the tree.
///
/// Contract: what `MigrationReport` says of its files, totals and checklist holds here; `file(k)`
/// is the `FileReport` `MigrationReport.build` gives for `files[k]`, provided the loader gives
/// the same input every time it is called for a file (a tree that changes while the report is
/// made gives a report that mixes both states). Built by `StreamedMigrationReport.build`, or from
/// a `MigrationReport` held in memory; written by `MigrationReportJSON`, `MigrationReportMarkdown`
/// and `MigrationReportHTML`.
public struct StreamedMigrationReport: Sendable {
  public let toolVersion: String
  /// The paths the report was made for, as given on the command line.
  public let paths: [String]
  /// Whether a verifier ran (`report --verify`); without one every verdict is `notRun`.
  public let verified: Bool
  /// Every file, in outside-in order (see `FeatureOrder`).
  public let files: [FileSummary]
  public let followUps: [FollowUp]
  public let summary: ReportSummary
  /// The details of `files[k]`; called from several threads.
  let details: @Sendable (Int) -> FileReport
  /// Threads that make details while they are written, the writing thread included.
  let jobs: Int

  init(toolVersion: String, paths: [String], verified: Bool, files: [FileSummary], followUps: [FollowUp],
       summary: ReportSummary, jobs: Int, details: @escaping @Sendable (Int) -> FileReport) {
    self.toolVersion = toolVersion
    self.paths = paths
    self.verified = verified
    self.files = files
    self.followUps = followUps
    self.summary = summary
    self.jobs = jobs
    self.details = details
  }

  /// A report held in memory, to be written like a streamed one.
  public init(_ report: MigrationReport) {
    let files = report.files
    self.init(toolVersion: report.toolVersion, paths: report.paths, verified: report.verified,
              files: files.map(FileSummary.init), followUps: report.followUps, summary: report.summary, jobs: 1) { files[$0] }
  }

  /// The whole report of `files[k]`.
  public func file(_ k: Int) -> FileReport { details(k) }

  /// The whole reports of `files[k]` for each `k` of `indices`, in order, made ahead of the caller.
  func files(_ indices: [Int]) -> FilesAhead { FilesAhead(indices, jobs: jobs, make: details) }

  /// The one-line verdict a reviewer reads first.
  public var headline: String { summary.headline(changedFiles: files.filter(\.changed).count, verified: verified) }
}

/// One file as the top of the report shows it (the totals, the checklist, the file table), with
/// what its details are completed with when they are made again (lint findings, verdict,
/// parents): held for every file while the report is written, where its details are not.
public struct FileSummary: Sendable {
  public var path: String
  public var status: FileStatus
  public var problem: FileProblem?
  public var parents: [String]
  public var sites: Int
  public var refusals: Int
  /// `publisher-subscription` findings the rewrite sites resolve.
  public var subscriptionsRewritten: Int
  public var lint: [ReportFinding]
  public var linesRemoved: Int
  public var linesAdded: Int
  /// Whether the rewrite changes the file (its diff is not empty).
  public var changed: Bool
  public var verdict: Verdict
  /// The rule of every migration finding, for the totals by rule.
  public var migrationRules: [String]

  public init(_ file: FileReport) {
    path = file.path
    status = file.status
    problem = file.problem
    parents = file.parents
    sites = file.sites.count
    refusals = file.refusals.count
    subscriptionsRewritten = file.sites.flatMap(\.findings).filter { $0.rule == PublisherSubscription.id }.count
    lint = file.lint
    linesRemoved = file.linesRemoved
    linesAdded = file.linesAdded
    changed = !file.diff.isEmpty
    verdict = file.verdict
    migrationRules = file.migrationFindings.map(\.rule)
  }
}

extension FileReport {
  /// The whole report of a file whose summary says it all: an untouched file has no sites,
  /// refusals, unresolved findings, diff or migration findings.
  init(untouched file: FileSummary) {
    self.init(path: file.path, status: file.status, problem: file.problem, parents: file.parents, sites: [], refusals: [],
              unresolved: [], lint: file.lint, linesRemoved: file.linesRemoved, linesAdded: file.linesAdded,
              verdict: file.verdict, diff: "", migrationFindings: [])
  }
}

/// File reports made in batches while the caller writes the batch before: remaking details and
/// rendering them overlap, and two batches are all that is held. Of `jobs` threads, the caller's
/// is one (rendering is about as much work as remaking), so `jobs - 1` make the batches; with
/// one job the caller makes each report as it asks for it. Stopping early waits for the batch
/// in the making, so no work outlives the sequence.
final class FilesAhead: Sequence, IteratorProtocol {
  /// Work handed to a background thread; `reports` is written before `done` is signalled.
  private final class Batch: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    var reports: [FileReport] = []
  }

  private let indices: [Int]
  private let jobs: Int
  private let make: @Sendable (Int) -> FileReport
  private let size: Int
  private var current: [FileReport] = []
  private var position = 0
  private var started = 0
  private var making: Batch?

  init(_ indices: [Int], jobs: Int, make: @escaping @Sendable (Int) -> FileReport) {
    self.indices = indices
    self.jobs = jobs
    self.make = make
    // Large enough that a batch seldom waits long for its slowest file.
    size = jobs * 16
    if jobs > 1 { startBatch() }
  }

  func next() -> FileReport? {
    guard jobs > 1 else {
      guard position < indices.count else { return nil }
      position += 1
      return make(indices[position - 1])
    }
    if position == current.count {
      guard let making else { return nil }
      making.done.wait()
      current = making.reports
      position = 0
      startBatch()
    }
    position += 1
    return current[position - 1]
  }

  private func startBatch() {
    guard started < indices.count else { making = nil; return }
    let batch = Array(indices[started..<Swift.min(indices.count, started + size)])
    started += batch.count
    let making = Batch(), makers = jobs - 1, make = make
    DispatchQueue.global().async {
      making.reports = concurrentMap(batch.count, jobs: makers) { make(batch[$0]) }
      making.done.signal()
    }
    self.making = making
  }

  deinit { making?.done.wait() }
}
