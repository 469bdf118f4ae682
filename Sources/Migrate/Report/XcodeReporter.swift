/// `path:line:col: warning: message [rule-id]`, the form Xcode, editors and most CI log parsers
/// turn into annotations; notes follow on their own `note:` lines.
enum XcodeReporter {
  static func render(_ report: LintReport) -> String {
    var out = ""
    for problem in report.problems {
      out += "\(problem.path):\(problem.line):\(problem.column): error: \(problem.message)\n"
    }
    for entry in report.entries {
      let location = "\(entry.path):\(entry.line):\(entry.column)"
      out += "\(location): \(entry.severity.rawValue): \(entry.message) [\(entry.ruleID)]\n"
      for note in entry.notes { out += "\(location): note: \(note)\n" }
    }
    return out
  }
}
