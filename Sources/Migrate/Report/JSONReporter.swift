/// A JSON document for scripts: every finding with its position, refused files, and counts.
/// Keys are written in a fixed order so two runs over the same code give the same bytes.
enum JSONReporter {
  /// The report's bytes, in the buffer they were written in.
  static func buffer(_ report: LintReport, jobs: Int) -> TextBuffer {
    let problems = report.problems
    var out = TextBuffer(capacity: 256 * (report.files.reduce(0) { $0 + $1.findings.count } + problems.count) + 512)
    out.append("{\n  \"version\": 1,\n  \"tool\": {\"name\": " as StaticString)
    out.appendJSON(LintReport.toolName)
    out.append(", \"version\": " as StaticString)
    out.appendJSON(report.version)
    out.append("},\n  \"findings\": [" as StaticString)
    let start = out.byteCount
    report.appendEntries(to: &out, jobs: jobs, bytesPerEntry: 256, separator: 1) { out, result, k, position in
      // The finding's fields read in place, not the finding copied out (its strings retained
      // and released per entry).
      open(&out, first: false, result.path, position.line, position.column)
      out.append(", \"rule\": " as StaticString)
      out.appendJSON(result.findings[k].ruleID)
      out.append(", \"severity\": " as StaticString)
      out.append(quotedSpelling(of: result.findings[k].severity))
      out.append(", \"message\": " as StaticString)
      out.appendJSON(result.findings[k].message)
      out.append(", \"notes\": [" as StaticString)
      for n in result.findings[k].notes.indices {
        if n > 0 { out.append(", " as StaticString) }
        out.appendJSON(result.findings[k].notes[n])
      }
      out.append("]}" as StaticString)
    }
    if out.byteCount > start { out.append("\n  " as StaticString) }
    out.append("],\n  \"refused\": [" as StaticString)
    for (k, problem) in problems.enumerated() {
      open(&out, first: k == 0, problem.path, problem.line, problem.column)
      out.append(", \"message\": " as StaticString)
      out.appendJSON(problem.message)
      out.append("}" as StaticString)
    }
    if !problems.isEmpty { out.append("\n  " as StaticString) }
    out.append("],\n  \"summary\": {\"files\": " as StaticString)
    out.append(report.files.count)
    out.append(", \"errors\": " as StaticString)
    out.append(report.count(.error))
    out.append(", \"warnings\": " as StaticString)
    out.append(report.count(.warning))
    out.append(", \"notes\": " as StaticString)
    out.append(report.count(.note))
    out.append(", \"refused\": " as StaticString)
    out.append(problems.count)
    out.append("}\n}\n" as StaticString)
    return out
  }

  /// `severity.rawValue` as a JSON string (the raw values are the cases' names, with nothing to
  /// escape).
  private static func quotedSpelling(of severity: Severity) -> StaticString {
    switch severity {
    case .note: return "\"note\""
    case .warning: return "\"warning\""
    case .error: return "\"error\""
    }
  }

  /// Opens an array item on a line of its own with the fields findings and refusals share.
  private static func open(_ out: inout TextBuffer, first: Bool, _ path: String, _ line: Int, _ column: Int) {
    out.append(first ? "\n    {\"path\": " as StaticString : ",\n    {\"path\": " as StaticString)
    out.appendJSON(path)
    out.append(", \"line\": " as StaticString)
    out.append(line)
    out.append(", \"column\": " as StaticString)
    out.append(column)
  }

  /// Items of a JSON array on lines of their own (as the lint report lays out its findings).
  static func list(_ items: [String]) -> String {
    items.isEmpty ? "" : "\n" + items.joined(separator: ",\n") + "\n  "
  }
}
