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
  /// question the rules asked about the tree is recorded with its answer.
  static func lint(_ file: ScannedFile, path: String, facts: LintFacts, configuration: LintConfiguration,
                   log: FactLog? = nil) -> LintFileResult {
    guard file.errors.isEmpty else { return LintFileResult(path: path, file: file, findings: [], errors: file.errors) }
    let context = LintContext(file: file, facts: facts, log: log)
    var findings: [Finding] = []
    for rule in LintRules.all where configuration.isEnabled(rule.info.id) {
      findings += rule.findings(in: context)
    }
    if runsMigration(configuration) {
      findings += Migrator.findings(of: file).filter { configuration.isEnabled($0.ruleID) }
    }
    findings = Suppressions.apply(deduplicated(findings), file: file, isActive: configuration.isEnabled)
    for k in findings.indices {
      findings[k].severity = configuration.severity(of: findings[k].ruleID, default: findings[k].severity)
    }
    return LintFileResult(path: path, file: file, findings: findings)
  }

  static func runsMigration(_ configuration: LintConfiguration) -> Bool {
    RuleRegistry.all.contains { $0.category == "migration" && configuration.isEnabled($0.id) }
  }

  /// One finding per rule and position, in source order.
  static func deduplicated(_ findings: [Finding]) -> [Finding] {
    guard !findings.isEmpty else { return [] }
    let sorted = findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
    // Sorted, equal (offset, rule) pairs are neighbours: keep the first of each run.
    return sorted.indices.filter { k in k == 0 || sorted[k - 1].offset != sorted[k].offset || sorted[k - 1].ruleID != sorted[k].ruleID }
      .map { sorted[$0] }
  }
}
