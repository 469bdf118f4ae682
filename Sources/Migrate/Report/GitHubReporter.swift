/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`. The runner
/// turns each line into an annotation on the pull request's diff. Property values escape `%`,
/// CR, LF, `:` and `,`; the message escapes `%`, CR and LF (notes ride along as extra lines).
enum GitHubReporter {
  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "notice"
    }
  }

  static func render(_ report: LintReport) -> String {
    var out = ""
    for problem in report.problems {
      out += line("error", problem.path, problem.line, problem.column, title: LintReport.toolName, message: problem.message)
    }
    for entry in report.entries {
      out += line(command(entry.severity), entry.path, entry.line, entry.column,
                  title: "\(LintReport.toolName) (\(entry.ruleID))", message: ([entry.message] + entry.notes).joined(separator: "\n"))
    }
    return out
  }

  static func line(_ command: String, _ path: String, _ line: Int, _ column: Int, title: String, message: String) -> String {
    "::\(command) file=\(Escape.workflowProperty(path)),line=\(line),col=\(column),title=\(Escape.workflowProperty(title))::"
      + Escape.workflowData(message) + "\n"
  }
}
