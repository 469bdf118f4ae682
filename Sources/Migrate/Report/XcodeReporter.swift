/// `path:line:col: warning: message [rule-id]`, the form Xcode, editors and most CI log parsers
/// turn into annotations; notes follow on their own `note:` lines.
enum XcodeReporter {
  static func render(_ report: LintReport) -> String {
    let entries = report.entries, problems = report.problems
    var out = TextBuffer(capacity: 160 * (entries.count + problems.count))
    func location(_ path: String, _ line: Int, _ column: Int) {
      out.append(path)
      out.append(":" as StaticString)
      out.append(line)
      out.append(":" as StaticString)
      out.append(column)
    }
    for problem in problems {
      location(problem.path, problem.line, problem.column)
      out.append(": error: " as StaticString)
      out.append(problem.message)
      out.append("\n" as StaticString)
    }
    for entry in entries {
      location(entry.path, entry.line, entry.column)
      out.append(": " as StaticString)
      out.append(entry.severity.rawValue)
      out.append(": " as StaticString)
      out.append(entry.message)
      out.append(" [" as StaticString)
      out.append(entry.ruleID)
      out.append("]\n" as StaticString)
      for note in entry.notes {
        location(entry.path, entry.line, entry.column)
        out.append(": note: " as StaticString)
        out.append(note)
        out.append("\n" as StaticString)
      }
    }
    return out.text
  }
}
