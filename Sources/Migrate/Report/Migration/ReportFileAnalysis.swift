import SwiftScan

extension MigrationReport {
  /// One file migrated in memory, before lint, verification and ordering: its report and the
  /// migrated text (the original when refused).
  typealias Migrated = (report: FileReport, output: [UInt8])

  static func analyze(_ input: ReportInput, environment: MigrationEnvironment) -> Migrated {
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
      return (file, input.bytes)
    }
    let result = Migrator.migrate(input.bytes, environment: environment)
    if let error = result.errors.first {
      file.status = .refused
      file.problem = problem("cannot scan this file: \(error.message); left untouched: fix the code at this position (swiftc -parse shows it), then run again", error.offset)
      return (file, input.bytes)
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
      return (file, input.bytes)
    }
    let old = SyntaxLines(input.bytes)
    // Only a refusal needs the scanned file (for the end of its statement), and most files have none.
    lazy var scanned = ScannedFile(bytes: input.bytes)
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
    return (file, result.output)
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
}
