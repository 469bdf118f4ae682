extension MigrationReport {
  /// The checklist items the migration of one file gives, in line order within each kind: the
  /// refused file itself, refusals, migration findings left unresolved, and notes that ask the
  /// user to act. (Lint errors follow: `lintFollowUps`.)
  static func followUps(of file: FileReport) -> [FollowUp] {
    var items: [FollowUp] = []
    if let problem = file.problem {
      items.append(FollowUp(id: "\(file.path)#L\(problem.line)-refused", path: file.path, line: problem.line,
                            kind: .refusedFile, text: problem.message))
    }
    for refusal in file.refusals {
      items.append(FollowUp(id: refusal.id, path: file.path, line: refusal.line, kind: .refusal,
                            text: "\(refusal.suggestion) (\(refusal.reason))"))
    }
    for finding in file.unresolved {
      items.append(FollowUp(id: "\(file.path)#L\(finding.line)-\(finding.rule)", path: file.path, line: finding.line,
                            kind: .unresolved, text: finding.message))
    }
    for site in file.sites {
      for note in site.findings.flatMap(\.notes) where SiteExtraction.asksToAct(note) {
        items.append(FollowUp(id: site.id, path: file.path, line: site.line, kind: .note, text: note))
      }
    }
    return items
  }

  /// The checklist items of a file's lint errors left in the migrated text: those on lines the
  /// rewrite added (`rewritten`), which it brings in itself; older ones are the file's own.
  static func lintFollowUps(path: String, lint: [ReportFinding], rewritten: Set<Int>) -> [FollowUp] {
    lint.filter { $0.severity == .error && rewritten.contains($0.line) }.map { finding in
      FollowUp(id: "\(path)#L\(finding.line)-\(finding.rule)", path: path, line: finding.line,
               kind: .lintError, text: "\(finding.message) (line \(finding.line) of the migrated file)")
    }
  }

  static func summary(_ files: [FileSummary], followUps: Int) -> ReportSummary {
    var summary = ReportSummary()
    var byRule: [String: Int] = [:]
    var verdicts: [String: Int] = [:]
    summary.filesScanned = files.count
    for file in files {
      switch file.status {
      case .migratedFully: summary.migratedFully += 1
      case .migratedPartially: summary.migratedPartially += 1
      case .refused: summary.refused += 1
      case .untouched: summary.untouched += 1
      }
      summary.subscriptionsRewritten += file.subscriptionsRewritten
      summary.chainsRefused += file.refusals
      summary.sites += file.sites
      summary.linesRemoved += file.linesRemoved
      summary.linesAdded += file.linesAdded
      for rule in file.migrationRules + file.lint.map(\.rule) { byRule[rule, default: 0] += 1 }
      if file.changed { verdicts[file.verdict.key, default: 0] += 1 }
    }
    summary.followUps = followUps
    summary.findingsByRule = byRule.sorted { $0.key < $1.key }.map { (rule: $0.key, count: $0.value) }
    summary.verdicts = Verdict.allKeys.map { (key: $0, count: verdicts[$0] ?? 0) }
    return summary
  }
}

extension MigrationReport {
  /// The one-line verdict a reviewer reads first.
  public var headline: String { summary.headline(changedFiles: files.filter { !$0.diff.isEmpty }.count, verified: verified) }
}

extension ReportSummary {
  /// The one-line verdict of a report with these totals, `changedFiles` of them changed.
  func headline(changedFiles: Int, verified: Bool) -> String {
    if filesScanned == 0 { return "No Swift files found." }
    if sites == 0 && chainsRefused == 0 && refused == 0 { return "Nothing to migrate: no legacy ViewStore + Combine code found." }
    var parts: [String] = []
    if sites > 0 {
      parts.append("The patch rewrites \(plural(subscriptionsRewritten, "subscription")) in \(plural(changedFiles, "file"))")
    }
    if followUps > 0 {
      parts.append("\(plural(followUps, "item")) need\(followUps == 1 ? "s" : "") manual follow-up")
    } else if sites > 0 {
      parts.append("nothing is left to do by hand")
    }
    if refused > 0 {
      parts.append("\(plural(refused, "file")) could not be read or scanned and \(refused == 1 ? "stays as it is" : "stay as they are")")
    }
    let verdict = verified ? verificationLine : "Behaviour was not verified (run with --verify)."
    return parts.joined(separator: "; ") + ". " + verdict
  }

  var verificationLine: String {
    let counts = Dictionary(uniqueKeysWithValues: verdicts.map { ($0.key, $0.count) })
    let total = verdicts.reduce(0) { $0 + $1.count }
    if total == 0 { return "Nothing was rewritten, so nothing was verified." }
    if counts["different", default: 0] > 0 { return "\(plural(counts["different"]!, "rewritten file")) behave\(counts["different"]! == 1 ? "s" : "") differently: review before applying." }
    if counts["equal", default: 0] == total { return "Every rewritten file was verified to behave the same." }
    return "\(counts["equal", default: 0]) of \(plural(total, "rewritten file")) verified equal; the others could not be verified."
  }
}

extension FileReport {
  /// Lines of the migrated text that the rewrite added.
  public var rewrittenLines: Set<Int> { Set(sites.flatMap { $0.added.map(\.number) }) }
}

func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
