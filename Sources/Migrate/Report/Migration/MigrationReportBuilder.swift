import SwiftScan

/// One file given to `MigrationReport.build`: its path as reported, and its bytes, or why it
/// could not be read as text.
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

extension MigrationReport {
  /// Migrates every input in memory, lints the migrated texts (facts from all of them), runs the
  /// verifier on rewritten files, orders the files outside-in and totals everything. Pure apart
  /// from the verifier. `progress(stage, done, total)` may be called from several threads.
  public static func build(_ inputs: [ReportInput], options: ReportOptions,
                           progress: (@Sendable (String, Int, Int) -> Void)? = nil) -> MigrationReport {
    let counter = ProgressCounter()
    // As `migrate` does: survey every file first, so a State declared elsewhere is handled.
    let environment = concurrentMap(inputs.count, jobs: options.jobs) { k in
      inputs[k].problem == nil ? MigrationEnvironment.survey(inputs[k].bytes) : MigrationEnvironment()
    }.reduce(into: MigrationEnvironment()) { $0.merge($1) }
    var analyses = concurrentMap(inputs.count, jobs: options.jobs) { k -> Analysis in
      let analysis = analyze(inputs[k], environment: environment)
      progress?("migrating", counter.increment(), inputs.count)
      return analysis
    }
    lint(&analyses, options: options, progress: progress)
    if let verifier = options.verifier {
      let changed = analyses.indices.filter { !analyses[$0].file.diff.isEmpty }
      let outputs = changed.map { analyses[$0].output }
      let verified = ProgressCounter()
      let verdicts = concurrentMap(changed.count, jobs: options.jobs) { k -> Verdict in
        let input = inputs[changed[k]]
        let verdict = verifier.verify(path: input.path, before: input.bytes, after: outputs[k])
        progress?("verifying", verified.increment(), changed.count)
        return verdict
      }
      for (k, index) in changed.enumerated() { analyses[index].file.verdict = verdicts[k] }
    }
    let (order, parents) = FeatureOrder.order(paths: inputs.map(\.path), facts: analyses.map(\.facts))
    var files: [FileReport] = []
    for index in order {
      var file = analyses[index].file
      file.parents = parents[index].map { inputs[$0].path }
      files.append(file)
    }
    let followUps = files.flatMap(followUps(of:))
    return MigrationReport(toolVersion: options.toolVersion, paths: options.paths, verified: options.verifier != nil,
                           files: files, followUps: followUps, summary: summary(files, followUps: followUps.count))
  }

  /// One file migrated in memory, before lint, verification and ordering.
  struct Analysis: Sendable {
    var file: FileReport
    var output: [UInt8]
    var facts: FeatureOrder.Facts?
  }

  static func analyze(_ input: ReportInput, environment: MigrationEnvironment) -> Analysis {
    var file = FileReport(path: input.path, status: .untouched, problem: nil, parents: [], sites: [], refusals: [], unresolved: [],
                          lint: [], linesRemoved: 0, linesAdded: 0, verdict: .notRun, diff: "", migrationFindings: [])
    let index = LineIndex(input.bytes)
    func problem(_ message: String, _ offset: Int) -> FileProblem {
      let (line, column) = index.position(of: offset)
      return FileProblem(message: message, line: line, column: column)
    }
    if let error = input.problem {
      file.status = .refused
      file.problem = problem(error.message, error.offset)
      return Analysis(file: file, output: input.bytes, facts: nil)
    }
    let result = Migrator.migrate(input.bytes, environment: environment)
    if let error = result.errors.first {
      file.status = .refused
      file.problem = problem("cannot scan this file: \(error.message); left untouched: fix the code at this position (swiftc -parse shows it), then run again", error.offset)
      return Analysis(file: file, output: input.bytes, facts: nil)
    }
    let findings = result.findings.map { finding -> ReportFinding in
      let (line, column) = index.position(of: finding.offset)
      return ReportFinding(rule: finding.ruleID, severity: finding.severity, line: line, column: column,
                           message: finding.message, notes: finding.notes)
    }
    file.migrationFindings = findings
    if let unknown = result.findings.first(where: { RuleRegistry.rule($0.ruleID) == nil }) {
      file.status = .refused
      file.problem = problem(unknown.message, unknown.offset)
      return Analysis(file: file, output: input.bytes, facts: nil)
    }
    let old = SyntaxLines(input.bytes)
    let scanned = ScannedFile(bytes: input.bytes)
    var fixable: [ReportFinding] = []
    for (finding, reported) in zip(result.findings, findings) {
      if finding.ruleID == UntranslatableChain.id {
        file.refusals.append(refusal(reported, offset: finding.offset, path: input.path, file: scanned, lines: old))
      } else {
        fixable.append(reported)
      }
    }
    if result.changed {
      let script = SiteExtraction.script(old: input.bytes, new: result.output, edits: result.edits)
      let new = SyntaxLines(result.output)
      (file.sites, file.unresolved) = SiteExtraction.sites(path: input.path, blocks: SiteExtraction.blocks(script.operations, old: old),
                                                          findings: fixable, old: old, new: new)
      file.linesRemoved = script.removed
      file.linesAdded = script.added
      file.diff = UnifiedDiff.make(old: input.bytes, new: result.output, path: input.path, edits: result.edits)
    } else {
      file.unresolved = fixable
    }
    // Partially: something is left to do by hand, whether or not anything else was rewritten.
    if !file.refusals.isEmpty || !file.unresolved.isEmpty {
      file.status = .migratedPartially
    } else if result.changed {
      file.status = .migratedFully
    }
    return Analysis(file: file, output: result.output, facts: FeatureOrder.facts(scanned))
  }

  static func refusal(_ finding: ReportFinding, offset: Int, path: String, file: ScannedFile, lines: SyntaxLines) -> RefusedChain {
    let (reason, suggestion) = SiteExtraction.split(refusal: finding.message)
    var last = finding.line
    if let t = file.tokens.firstIndex(where: { Int($0.start) >= offset }) {
      last = lines.line(ofOffset: Int(file.tokens[file.statementEnd(from: t)].start))
    }
    let code = (finding.line...max(finding.line, min(last, finding.line + 11))).map { lines.snippetLine($0, kind: .context) }
    return RefusedChain(id: "\(path)#L\(finding.line)-\(finding.rule)", line: finding.line, column: finding.column,
                   reason: reason, suggestion: suggestion, code: code)
  }

  /// Lint rules (not the migration rules, which the sites already cover) over the migrated texts.
  static func lint(_ analyses: inout [Analysis], options: ReportOptions, progress: (@Sendable (String, Int, Int) -> Void)?) {
    var configuration = options.configuration
    for rule in RuleRegistry.all where rule.category == "migration" { configuration.rules[rule.id] = .init(enabled: false) }
    let linted = analyses.indices.filter { analyses[$0].file.status != .refused }
    progress?("linting", 0, linted.count)
    let results = Linter.lint(linted.map { LintInput(path: analyses[$0].file.path, bytes: analyses[$0].output) },
                              configuration: configuration, jobs: options.jobs, progress: { progress?("linting", $0, $1) })
    for (k, index) in linted.enumerated() {
      let lines = LineIndex(analyses[index].output)
      analyses[index].file.lint = results[k].findings.map { finding in
        let (line, column) = lines.position(of: finding.offset)
        return ReportFinding(rule: finding.ruleID, severity: finding.severity, line: line, column: column,
                             message: finding.message, notes: finding.notes)
      }
    }
  }
}
