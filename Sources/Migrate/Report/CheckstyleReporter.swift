/// Checkstyle XML (the 4.3 report format), read by Jenkins' warnings plugin, reviewdog,
/// Danger and others: one `<file>` per linted file, one `<error>` per finding, with the rule
/// as `source`.
enum CheckstyleReporter {
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "info"
    }
  }

  static func render(_ report: LintReport) -> String {
    let entries = report.entries
    let problems = report.problems
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in report.files {
      out += "  <file name=\"\(attr(file.path))\">\n"
      for problem in problems where problem.path == file.path {
        out += "    <error line=\"\(problem.line)\" column=\"\(problem.column)\" severity=\"error\" message=\"\(attr(problem.message))\" source=\"\(LintReport.toolName).refused\"/>\n"
      }
      for entry in entries where entry.path == file.path {
        let message = ([entry.message] + entry.notes).joined(separator: "\n")
        out += "    <error line=\"\(entry.line)\" column=\"\(entry.column)\" severity=\"\(severity(entry.severity))\" "
          + "message=\"\(attr(message))\" source=\"\(LintReport.toolName).\(attr(entry.ruleID))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }

  static func attr(_ text: String) -> String { Escape.xml(text, attribute: true) }
}
