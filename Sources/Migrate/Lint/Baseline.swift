/// One recorded finding: rule, path and the text of the offending line. Line numbers are not
/// part of the key, so code added above a finding does not make it new.
public struct BaselineEntry: Hashable, Comparable, Sendable {
  public var rule: String
  public var path: String
  public var line: String

  public init(rule: String, path: String, line: String) {
    self.rule = rule
    self.path = path
    self.line = line
  }

  public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool { (a.path, a.rule, a.line) < (b.path, b.rule, b.line) }
}

/// Adopting `lint` on a codebase that already has findings: record them once, then report only
/// new ones. Entries are a multiset: two identical lines with the same finding need two entries.
public enum Baseline {
  public static func entries(_ report: LintReport) -> [BaselineEntry] {
    report.entries.map { BaselineEntry(rule: $0.ruleID, path: $0.path, line: $0.lineText) }.sorted()
  }

  /// The baseline file: JSON, one entry per line, sorted, so it diffs well in review.
  public static func render(_ entries: [BaselineEntry]) -> String {
    let lines = entries.sorted().map {
      "    {\"rule\": \(Escape.json($0.rule)), \"path\": \(Escape.json($0.path)), \"line\": \(Escape.json($0.line))}"
    }
    return "{\n  \"version\": 1,\n  \"findings\": [\(JSONReporter.list(lines))]\n}\n"
  }

  /// The results without the findings the baseline records (each entry absorbs one finding).
  public static func filter(_ files: [LintFileResult], baseline: [BaselineEntry]) -> (files: [LintFileResult], absorbed: Int) {
    var remaining: [BaselineEntry: Int] = [:]
    for entry in baseline { remaining[entry, default: 0] += 1 }
    var absorbed = 0
    let filtered = files.map { result -> LintFileResult in
      var copy = result
      copy.findings = result.findings.filter { finding in
        let key = BaselineEntry(rule: finding.ruleID, path: result.path, line: result.location(of: finding.offset).lineText)
        guard let count = remaining[key], count > 0 else { return true }
        remaining[key] = count - 1
        absorbed += 1
        return false
      }
      return copy
    }
    return (filtered, absorbed)
  }
}
