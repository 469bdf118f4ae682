/// `path:line:col: warning: message [rule-id]`, the form Xcode, editors and most CI log parsers
/// turn into annotations; notes follow on their own `note:` lines.
enum XcodeReporter {
  static func render(_ report: LintReport, jobs: Int) -> String {
    let problems = report.problems
    var out = TextBuffer(capacity: 160 * (report.files.reduce(0) { $0 + $1.findings.count } + problems.count))
    for problem in problems {
      location(&out, problem.path, problem.line, problem.column)
      out.append(": error: " as StaticString)
      out.append(problem.message)
      out.append("\n" as StaticString)
    }
    report.appendEntries(to: &out, jobs: jobs, bytesPerEntry: 160) { out, result, finding, position in
      location(&out, result.path, position.line, position.column)
      out.append(": " as StaticString)
      out.append(finding.severity.rawValue)
      out.append(": " as StaticString)
      out.append(finding.message)
      out.append(" [" as StaticString)
      out.append(finding.ruleID)
      out.append("]\n" as StaticString)
      for note in finding.notes {
        location(&out, result.path, position.line, position.column)
        out.append(": note: " as StaticString)
        out.append(note)
        out.append("\n" as StaticString)
      }
    }
    return out.text
  }

  private static func location(_ out: inout TextBuffer, _ path: String, _ line: Int, _ column: Int) {
    out.append(path)
    out.append(":" as StaticString)
    out.append(line)
    out.append(":" as StaticString)
    out.append(column)
  }
}
