import SwiftScan

/// One file given to the linter: its path (as reported), its bytes, and whether its findings are
/// reported (`--since` lints only changed files but learns facts from all of them).
public struct LintInput: Sendable {
  public var path: String
  public var bytes: [UInt8]
  public var reported: Bool

  public init(path: String, bytes: [UInt8], reported: Bool = true) {
    self.path = path
    self.bytes = bytes
    self.reported = reported
  }
}

/// The lint result of one reported file.
public struct LintFileResult: Sendable {
  public var path: String
  public var bytes: [UInt8]
  /// Findings at byte offsets of `bytes`, in source order, with configured severities.
  public var findings: [Finding]
  /// Why the file was refused (it does not lex or balance); empty when it was linted.
  public var errors: [ScanError]

  public init(path: String, bytes: [UInt8], findings: [Finding], errors: [ScanError] = []) {
    self.path = path
    self.bytes = bytes
    self.findings = findings
    self.errors = errors
  }
}

/// The lint pipeline: pure, from files to findings.
///
/// Every file is scanned once; facts come from every file that scans (pass one), then each
/// reported file runs the lint rules and the migration rules (pass two). Rules switched off in
/// the configuration are dropped, inline suppressions applied (reporting unused ones), and
/// configured severities set last, so a suppression works whatever the severity.
public enum Linter {
  /// `jobs` files are scanned and linted in parallel; the result does not depend on it.
  /// `progress(done, total)` is called (from any thread) as each reported file is linted.
  public static func lint(_ inputs: [LintInput], configuration: LintConfiguration = LintConfiguration(), jobs: Int = 1,
                          progress: (@Sendable (Int, Int) -> Void)? = nil) -> [LintFileResult] {
    let scanned = concurrentMap(inputs.count, jobs: jobs) { ScannedFile(bytes: inputs[$0].bytes) }
    let clean = scanned.indices.filter { scanned[$0].errors.isEmpty }
    let facts = LintFacts(files: clean.map { scanned[$0] })
    let statesOf = Dictionary(uniqueKeysWithValues: clean.enumerated().map { ($0.element, facts.statesByFile[$0.offset]) })
    let runsMigration = RuleRegistry.all.contains { $0.category == "migration" && configuration.isEnabled($0.id) }
    let reported = inputs.indices.filter { inputs[$0].reported }
    let done = ProgressCounter()
    return concurrentMap(reported.count, jobs: jobs) { position -> LintFileResult in
      defer { progress?(done.increment(), reported.count) }
      let index = reported[position]
      let input = inputs[index]
      let file = scanned[index]
      guard file.errors.isEmpty else {
        return LintFileResult(path: input.path, bytes: input.bytes, findings: [], errors: file.errors)
      }
      let context = LintContext(file: file, facts: facts, states: statesOf[index] ?? [])
      var findings: [Finding] = []
      for rule in LintRules.all where configuration.isEnabled(rule.info.id) {
        findings += rule.findings(in: context)
      }
      if runsMigration {
        findings += Migrator.findings(of: file).filter { configuration.isEnabled($0.ruleID) }
      }
      findings = Suppressions.apply(deduplicated(findings), file: file, isActive: configuration.isEnabled)
      for k in findings.indices {
        findings[k].severity = configuration.severity(of: findings[k].ruleID, default: findings[k].severity)
      }
      return LintFileResult(path: input.path, bytes: input.bytes, findings: findings)
    }
  }

  /// Lints one file on its own (facts from that file only): what the rule examples exercise.
  public static func lint(_ bytes: [UInt8], configuration: LintConfiguration = LintConfiguration()) -> [Finding] {
    lint([LintInput(path: "", bytes: bytes)], configuration: configuration).first?.findings ?? []
  }

  /// One finding per rule and position, in source order.
  static func deduplicated(_ findings: [Finding]) -> [Finding] {
    var seen = Set<String>()
    return findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }.filter {
      seen.insert("\($0.offset) \($0.ruleID)").inserted
    }
  }
}
