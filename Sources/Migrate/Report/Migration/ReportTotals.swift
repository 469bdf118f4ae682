extension MigrationReport {
  /// The checklist items of one file, in line order within each kind: the refused file itself,
  /// refusals, migration findings left unresolved, notes that ask the user to act, and lint
  /// errors left in the migrated text.
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
    // Lint errors the rewrite itself brings in (on lines it adds); older ones are the file's own.
    let rewritten = file.rewrittenLines
    for finding in file.lint where finding.severity == .error && rewritten.contains(finding.line) {
      items.append(FollowUp(id: "\(file.path)#L\(finding.line)-\(finding.rule)", path: file.path, line: finding.line,
                            kind: .lintError, text: "\(finding.message) (line \(finding.line) of the migrated file)"))
    }
    return items
  }

  static func summary(_ files: [FileReport], followUps: Int) -> ReportSummary {
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
      summary.subscriptionsRewritten += file.sites.flatMap(\.findings).filter { $0.rule == PublisherSubscription.id }.count
      summary.chainsRefused += file.refusals.count
      summary.sites += file.sites.count
      summary.linesRemoved += file.linesRemoved
      summary.linesAdded += file.linesAdded
      for finding in file.migrationFindings + file.lint { byRule[finding.rule, default: 0] += 1 }
      if !file.diff.isEmpty { verdicts[file.verdict.key, default: 0] += 1 }
    }
    summary.followUps = followUps
    summary.findingsByRule = byRule.sorted { $0.key < $1.key }.map { (rule: $0.key, count: $0.value) }
    summary.verdicts = Verdict.allKeys.map { (key: $0, count: verdicts[$0] ?? 0) }
    return summary
  }
}

extension MigrationReport {
  /// The one-line verdict a reviewer reads first.
  public var headline: String {
    let s = summary
    if s.filesScanned == 0 { return "No Swift files found." }
    if s.sites == 0 && s.chainsRefused == 0 && s.refused == 0 { return "Nothing to migrate: no legacy ViewStore + Combine code found." }
    var parts: [String] = []
    if s.sites > 0 {
      parts.append("The patch rewrites \(plural(s.subscriptionsRewritten, "subscription")) in \(plural(files.filter { !$0.diff.isEmpty }.count, "file"))")
    }
    if s.followUps > 0 {
      parts.append("\(plural(s.followUps, "item")) need\(s.followUps == 1 ? "s" : "") manual follow-up")
    } else if s.sites > 0 {
      parts.append("nothing is left to do by hand")
    }
    if s.refused > 0 {
      parts.append("\(plural(s.refused, "file")) could not be read or scanned and \(s.refused == 1 ? "stays as it is" : "stay as they are")")
    }
    let verdict = verified ? verificationLine : "Behaviour was not verified (run with --verify)."
    return parts.joined(separator: "; ") + ". " + verdict
  }

  var verificationLine: String {
    let counts = Dictionary(uniqueKeysWithValues: summary.verdicts.map { ($0.key, $0.count) })
    let total = summary.verdicts.reduce(0) { $0 + $1.count }
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
