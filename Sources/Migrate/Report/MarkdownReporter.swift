/// A Markdown summary for a pull-request comment or a CI job summary: totals, how much legacy
/// code the migration rules still see, then one table row per finding.
enum MarkdownReporter {
  static func render(_ report: LintReport) -> String {
    let entries = report.entries
    let problems = report.problems
    let affected = Set(entries.map(\.path)).count
    var out = "# \(LintReport.toolName) lint\n\n"
    out += "\(entries.count) finding\(entries.count == 1 ? "" : "s") in \(affected) of \(report.files.count) file\(report.files.count == 1 ? "" : "s"): "
      + "\(report.count(.error)) error\(report.count(.error) == 1 ? "" : "s"), \(report.count(.warning)) warning\(report.count(.warning) == 1 ? "" : "s"), "
      + "\(report.count(.note)) note\(report.count(.note) == 1 ? "" : "s").\n"
    let categories = Dictionary(report.rules.map { ($0.id, $0.category) }, uniquingKeysWith: { a, _ in a })
    let legacy = entries.filter { categories[$0.ruleID] == "migration" }
    if !legacy.isEmpty {
      out += "\n## Legacy code left\n\n| Rule | Findings |\n|---|---|\n"
      for (rule, count) in Dictionary(grouping: legacy, by: \.ruleID).mapValues(\.count).sorted(by: { $0.key < $1.key }) {
        out += "| `\(rule)` | \(count) |\n"
      }
    }
    if !entries.isEmpty {
      out += "\n## Findings\n\n| Location | Severity | Rule | Message |\n|---|---|---|---|\n"
      for entry in entries {
        let message = ([entry.message] + entry.notes).joined(separator: "; ")
        out += "| \(code("\(entry.path):\(entry.line):\(entry.column)")) | \(entry.severity.rawValue) | `\(entry.ruleID)` | \(Escape.markdownCell(message)) |\n"
      }
    }
    if !problems.isEmpty {
      out += "\n## Files not linted\n\n| Location | Reason |\n|---|---|\n"
      for problem in problems {
        out += "| \(code("\(problem.path):\(problem.line):\(problem.column)")) | \(Escape.markdownCell(problem.message)) |\n"
      }
    }
    return out
  }

  /// A code span that survives backticks and pipes in paths.
  static func code(_ text: String) -> String {
    let fence = text.contains("`") ? "`` " : "`"
    let close = text.contains("`") ? " ``" : "`"
    return fence + Escape.markdownCell(text) + close
  }
}
