/// A JSON document for scripts: every finding with its position, refused files, and counts.
/// Keys are written in a fixed order so two runs over the same code give the same bytes.
enum JSONReporter {
  static func render(_ report: LintReport) -> String {
    let findings = report.entries.map { entry in
      "    {\"path\": \(Escape.json(entry.path)), \"line\": \(entry.line), \"column\": \(entry.column), "
        + "\"rule\": \(Escape.json(entry.ruleID)), \"severity\": \(Escape.json(entry.severity.rawValue)), "
        + "\"message\": \(Escape.json(entry.message)), \"notes\": [\(entry.notes.map(Escape.json).joined(separator: ", "))]}"
    }
    let refused = report.problems.map { problem in
      "    {\"path\": \(Escape.json(problem.path)), \"line\": \(problem.line), \"column\": \(problem.column), \"message\": \(Escape.json(problem.message))}"
    }
    return """
      {
        "version": 1,
        "tool": {"name": \(Escape.json(LintReport.toolName)), "version": \(Escape.json(report.version))},
        "findings": [\(list(findings))],
        "refused": [\(list(refused))],
        "summary": {"files": \(report.files.count), "errors": \(report.count(.error)), "warnings": \(report.count(.warning)), "notes": \(report.count(.note)), "refused": \(report.problems.count)}
      }

      """
  }

  static func list(_ items: [String]) -> String {
    items.isEmpty ? "" : "\n" + items.joined(separator: ",\n") + "\n  "
  }
}
