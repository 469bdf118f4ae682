import SwiftScan

/// One file given to `StreamedMigrationReport.build` (by its loader) or `MigrationReport.build`:
/// its path as reported, and its bytes, or why it could not be read as text.
public struct ReportInput: Sendable {
  public var path: String
  public var bytes: [UInt8]
  /// Why the file was not read (permissions, not UTF-8, binary), at a byte offset of `bytes`.
  public var problem: ScanError?

  public init(path: String, bytes: [UInt8], problem: ScanError? = nil) {
    self.path = path
    self.bytes = bytes
    self.problem = problem
  }
}

/// How to build a report.
public struct ReportOptions: Sendable {
  public var toolVersion: String
  public var paths: [String]
  /// Rule switches and severities for the lint findings (`.tca-migrate.json`).
  public var configuration: LintConfiguration
  /// Runs on every rewritten file when given; otherwise every verdict is `notRun`.
  public var verifier: (any RewriteVerifier)?
  /// Files processed in parallel; the report does not depend on it.
  public var jobs: Int

  public init(toolVersion: String, paths: [String], configuration: LintConfiguration = LintConfiguration(),
              verifier: (any RewriteVerifier)? = nil, jobs: Int = 1) {
    self.toolVersion = toolVersion
    self.paths = paths
    self.configuration = configuration
    self.verifier = verifier
    self.jobs = jobs
  }
}

extension StreamedMigrationReport {
  /// Migrates every file in memory, lints the migrated texts (facts from all of them), runs the
  /// verifier on rewritten files, orders the files outside-in and totals everything, holding of
  /// each file only its summary. Pure apart from the verifier and `load`.
  ///
  /// `load(k)` gives file `k` of `count`, or nil for a file left out of the report (generated);
  /// it is called from several threads, several times per file (the survey, migration and lint,
  /// lint again for a file whose findings depend on other files, verification, and writing its
  /// details), and must give the same answer each time. `progress(stage, done, total)` may be
  /// called from several threads.
  public static func build(count: Int, options: ReportOptions, progress: (@Sendable (String, Int, Int) -> Void)? = nil,
                           load: @escaping @Sendable (Int) -> ReportInput?) -> StreamedMigrationReport {
    // As `migrate` does: survey every file first, so a State declared elsewhere is handled.
    let environment = concurrentMap(count, jobs: options.jobs) { k in
      load(k).map { $0.problem == nil ? MigrationEnvironment.survey($0.bytes) : MigrationEnvironment() } ?? MigrationEnvironment()
    }.reduce(into: MigrationEnvironment()) { $0.merge($1) }
    var kept = migrateAndLint(count: count, options: options, environment: environment, progress: progress, load: load)
    if let verifier = options.verifier {
      let changed = kept.indices.filter { kept[$0].record.summary.changed }
      let verified = ProgressCounter()
      let verdicts = concurrentMap(changed.count, jobs: options.jobs) { [kept] j -> Verdict in
        defer { progress?("verifying", verified.increment(), changed.count) }
        guard let input = load(kept[changed[j]].source) else { return .unverifiable(reason: "the file could not be read again") }
        return verifier.verify(path: input.path, before: input.bytes, after: Migrator.migrate(input.bytes, environment: environment).output)
      }
      for (j, index) in changed.enumerated() { kept[index].record.summary.verdict = verdicts[j] }
    }
    let (order, parents) = FeatureOrder.order(paths: kept.map(\.record.summary.path), facts: kept.map(\.record.facts))
    var files: [FileSummary] = [], sourceOf: [Int] = [], followUps: [FollowUp] = []
    for index in order {
      var file = kept[index].record.summary
      file.parents = parents[index].map { kept[$0].record.summary.path }
      followUps += kept[index].record.followUps
        + MigrationReport.lintFollowUps(path: file.path, lint: file.lint, rewritten: kept[index].record.rewrittenLines)
      files.append(file)
      sourceOf.append(kept[index].source)
    }
    return StreamedMigrationReport(
      toolVersion: options.toolVersion, paths: options.paths, verified: options.verifier != nil, files: files, followUps: followUps,
      summary: MigrationReport.summary(files, followUps: followUps.count), jobs: options.jobs
    ) { [files, sourceOf] k in
      // The file is migrated again; what came from the whole tree is its summary's.
      guard files[k].status != .untouched, let input = load(sourceOf[k]) else { return FileReport(untouched: files[k]) }
      var file = MigrationReport.analyze(input, environment: environment).report
      file.parents = files[k].parents
      file.lint = files[k].lint
      file.verdict = files[k].verdict
      return file
    }
  }

  /// What the report keeps of one file from its migration.
  struct FileRecord: Sendable {
    var summary: FileSummary
    /// The checklist items the migration gives (lint errors come later).
    var followUps: [FollowUp]
    var rewrittenLines: Set<Int>
    var facts: FeatureOrder.Facts?
  }

  /// Every file the loader gives, migrated, with lint findings (lint rules only: the sites cover
  /// the migration rules) on its migrated text, and the index it was loaded by.
  ///
  /// Migration and lint share one reading of each file: lint's pass one loads every file once,
  /// before any file is loaded again, and that first load migrates the file and keeps what the
  /// report needs of it. A file loaded again (linted under the tree's facts) is only migrated.
  /// Refused files are not linted and teach lint nothing, as if they were not there.
  static func migrateAndLint(count: Int, options: ReportOptions, environment: MigrationEnvironment,
                             progress: (@Sendable (String, Int, Int) -> Void)?,
                             load: @escaping @Sendable (Int) -> ReportInput?) -> [(source: Int, record: FileRecord)] {
    let records = Slots<FileRecord?>(repeating: nil, count: count)
    var configuration = options.configuration
    for rule in RuleRegistry.all where rule.category == "migration" { configuration.rules[rule.id] = .init(enabled: false) }
    let sources = Array(repeating: LintSource(path: ""), count: count)  // results are matched by index, not path
    let results = LintRun(configuration: configuration, jobs: options.jobs)
      .lint(sources, progress: { progress?("migrating", $0, $1) }) { k -> LintLoad in
        guard let input = load(k) else { return .skipped }
        if let record = records[k] {
          return record.summary.status == .refused ? .skipped : .text(Migrator.migrate(input.bytes, environment: environment).output)
        }
        let migrated = MigrationReport.analyze(input, environment: environment)
        let refused = migrated.report.status == .refused
        records[k] = FileRecord(summary: FileSummary(migrated.report), followUps: MigrationReport.followUps(of: migrated.report),
                                rewrittenLines: migrated.report.rewrittenLines,
                                facts: refused ? nil : FeatureOrder.facts(ScannedFile(bytes: input.bytes)))
        return refused ? .skipped : .text(migrated.output)
      }
    // Results come in the order of the sources, without the skipped ones.
    var linted = results.makeIterator()
    var kept: [(source: Int, record: FileRecord)] = []
    for k in 0..<count {
      guard var record = records[k] else { continue }
      if record.summary.status != .refused, let result = linted.next() {
        record.summary.lint = result.findings.map { finding in
          let location = result.location(of: finding.offset)
          return ReportFinding(rule: finding.ruleID, severity: finding.severity, line: location.line, column: location.column,
                               message: finding.message, notes: finding.notes)
        }
      }
      kept.append((k, record))
    }
    return kept
  }
}

extension MigrationReport {
  /// The whole report in memory: every file's details at once, for tests and small trees. The
  /// same as writing `StreamedMigrationReport.build` with `inputs[k]` as the loader.
  public static func build(_ inputs: [ReportInput], options: ReportOptions,
                           progress: (@Sendable (String, Int, Int) -> Void)? = nil) -> MigrationReport {
    MigrationReport(StreamedMigrationReport.build(count: inputs.count, options: options, progress: progress) { inputs[$0] })
  }

  /// Every file's details of a streamed report, made again.
  public init(_ report: StreamedMigrationReport) {
    self.init(toolVersion: report.toolVersion, paths: report.paths, verified: report.verified,
              files: Array(report.files(Array(report.files.indices))), followUps: report.followUps, summary: report.summary)
  }
}
