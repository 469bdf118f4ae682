import SwiftScan

/// The lint pipeline: pure, from files to findings.
///
/// Facts come from every file that scans (pass one), then each reported file runs the lint rules
/// and the migration rules (pass two). Rules switched off in the configuration are dropped,
/// inline suppressions applied (reporting unused ones), and configured severities set last, so a
/// suppression works whatever the severity. `LintRun` streams both passes over files on disk;
/// the functions here lint files held in memory.
public enum Linter {
  /// Lints files held in memory (facts from all of them), in order. `progress(done, total)` may be
  /// called from any thread as files are linted; the result does not depend on `jobs`.
  public static func lint(_ inputs: [LintInput], configuration: LintConfiguration = LintConfiguration(), jobs: Int = 1,
                          progress: (@Sendable (Int, Int) -> Void)? = nil) -> [LintFileResult] {
    let sources = inputs.map { LintSource(path: $0.path, reported: $0.reported) }
    let run = LintRun(configuration: configuration, jobs: jobs)
    return run.lint(sources, progress: progress) { index in .text(inputs[index].bytes) }
  }

  /// Lints one file on its own (facts from that file only): what the rule examples exercise.
  public static func lint(_ bytes: [UInt8], configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    lint([LintInput(path: "", bytes: bytes)], configuration: configuration).first?.findings ?? []
  }

  /// One scanned file: its findings under `facts`, located in the file. With a `log`, every
  /// question the rules asked about the tree is recorded with its answer; with a `workerMemo`
  /// (one per thread), what fields' annotations give is shared with the other files it served.
  /// `hasCandidates`: what `Migrator.hasCandidates(file)` answers, when the caller asked it
  /// already (nil: not asked): a file without candidates is not searched for them again.
  /// (`facts` and `workerMemo` are consumed, moved into the context: borrowed, each reference in
  /// them was retained for the context and released after it, per file.)
  static func lint(_ file: ScannedFile, path: String, facts: consuming LintFacts, configuration: LintConfiguration,
                   log: FactLog? = nil, workerMemo: consuming LintWorkerMemo? = nil, hasCandidates: Bool? = nil) -> LintFileResult {
    guard file.errors.isEmpty else { return LintFileResult(path: path, file: file, findings: [], errors: file.errors) }
    let context = LintContext(file: file, facts: facts, log: log, workerMemo: workerMemo)
    // Without configured rules every rule is enabled at its default severity: no lookups, and no
    // rule's `info` copied per file.
    let configured = !configuration.rules.isEmpty
    var findings: [Finding] = []
    // Every rule appends to the one list.
    for (r, rule) in LintRules.all.enumerated() where !configured || configuration.isEnabled(LintRules.ids[r]) {
      rule.appendFindings(in: context, to: &findings)
    }
    // Without a candidate (`Migrator.findings(of:)`'s first question, which the caller may have
    // answered) the migration rules have nothing to report.
    if runsMigration(configuration), hasCandidates != false {
      let migration = Migrator.findings(of: file)
      let kept = configured ? migration.filter { configuration.isEnabled($0.ruleID) } : migration
      if findings.isEmpty { findings = kept } else { findings += kept }
    }
    // Deduplicated only with two findings or more, and suppressions applied only where the lexer
    // noted a directive: the list passed and given back was retained and released at each call.
    if findings.count > 1 { findings = deduplicated(findings) }
    // A closure, not the method `configuration.isEnabled`: its partial application copied the
    // configuration (its tables and lists retained, then released) for every file, though most
    // files hold no directive and never ask. Without configured rules every rule is active (what
    // `isEnabled` answers then), and the closure captures nothing.
    if file.signs.hasDirective {
      findings = configured ? Suppressions.apply(findings, file: file, isActive: { configuration.isEnabled($0) })
        : Suppressions.apply(findings, file: file, isActive: { _ in true })
    }
    if configured {
      for k in findings.indices {
        findings[k].severity = configuration.severity(of: findings[k].ruleID, default: findings[k].severity)
      }
    }
    return LintFileResult(path: path, file: file, findings: findings)
  }

  /// Whether some migration rule is registered: what `runsMigration` answers without configured rules.
  private static let registersMigration = RuleRegistry.all.contains { $0.category == "migration" }

  static func runsMigration(_ configuration: LintConfiguration) -> Bool {
    if configuration.rules.isEmpty { return registersMigration }
    return RuleRegistry.all.contains { $0.category == "migration" && configuration.isEnabled($0.id) }
  }

  /// One finding per rule and position, in source order.
  static func deduplicated(_ findings: [Finding]) -> [Finding] {
    guard findings.count > 1 else { return findings }
    // Offsets that only grow (one rule's findings, most files) are in order and all distinct
    // already: sorting keeps that order (by offset first) and no two share a position.
    var increasing = true
    for k in 1..<findings.count where findings[k - 1].offset >= findings[k].offset { increasing = false; break }
    if increasing { return findings }
    // Positions are sorted, not findings: the same comparisons give the same order, without
    // moving (retaining and releasing) findings while sorting.
    let order = findings.indices.sorted { a, b in
      findings[a].offset != findings[b].offset ? findings[a].offset < findings[b].offset : findings[a].ruleID < findings[b].ruleID
    }
    // Sorted, equal (offset, rule) pairs are neighbours: keep the first of each run.
    var result: [Finding] = []
    result.reserveCapacity(order.count)
    var previous = -1
    for k in order {
      if previous < 0 || findings[previous].offset != findings[k].offset || findings[previous].ruleID != findings[k].ruleID { result.append(findings[k]) }
      previous = k
    }
    return result
  }
}
