/// JUnit XML, which Jenkins, GitLab and most CI dashboards show as test results: one test suite
/// per file, one failing test case per finding, a passing case for a clean file, and an
/// `<error>` case for a file that could not be linted.
enum JUnitReporter {
  static func render(_ report: LintReport) -> String {
    let entries = report.entries
    let problems = report.problems
    var suites = ""
    var total = 0
    for file in report.files {
      let own = entries.filter { $0.path == file.path }
      let refused = problems.filter { $0.path == file.path }
      var cases = ""
      for entry in own {
        let name = "\(entry.ruleID) at \(entry.line):\(entry.column)"
        let body = "\(entry.path):\(entry.line):\(entry.column): \(entry.severity.rawValue): \(entry.message) [\(entry.ruleID)]"
          + entry.notes.map { "\nnote: " + $0 }.joined()
        cases += "    <testcase classname=\"\(attr(file.path))\" name=\"\(attr(name))\">\n"
          + "      <failure type=\"\(attr(entry.ruleID))\" message=\"\(attr(entry.message))\">\(Escape.xml(body))</failure>\n"
          + "    </testcase>\n"
      }
      for problem in refused {
        cases += "    <testcase classname=\"\(attr(file.path))\" name=\"scan\">\n"
          + "      <error type=\"refused\" message=\"\(attr(problem.message))\">\(Escape.xml("\(problem.path):\(problem.line):\(problem.column): \(problem.message)"))</error>\n"
          + "    </testcase>\n"
      }
      if own.isEmpty && refused.isEmpty { cases += "    <testcase classname=\"\(attr(file.path))\" name=\"lint\"/>\n" }
      let tests = max(1, own.count + refused.count)
      total += tests
      suites += "  <testsuite name=\"\(attr(file.path))\" tests=\"\(tests)\" failures=\"\(own.count)\" errors=\"\(refused.count)\" skipped=\"0\">\n"
        + cases + "  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"\(LintReport.toolName) lint\" tests=\"\(total)\" failures=\"\(entries.count)\" errors=\"\(problems.count)\">\n"
      + suites + "</testsuites>\n"
  }

  static func attr(_ text: String) -> String { Escape.xml(text, attribute: true) }
}
