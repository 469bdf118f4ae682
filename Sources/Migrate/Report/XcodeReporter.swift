/// `path:line:col: warning: message [rule-id]`, the form Xcode, editors and most CI log parsers
/// turn into annotations; notes follow on their own `note:` lines.
enum XcodeReporter {
  /// The report's bytes, in the buffer they were written in.
  static func buffer(_ report: LintReport, jobs: Int) -> TextBuffer {
    let problems = report.problems
    // Room for lines of some 170 bytes (a path, a message and a rule id): written without growing.
    var out = TextBuffer(capacity: 192 * (report.files.reduce(0) { $0 + $1.findings.count } + problems.count))
    for problem in problems {
      out.appendXcodeLocation(problem.path, problem.line, problem.column)
      out.append(": error: " as StaticString)
      out.append(problem.message)
      out.append("\n" as StaticString)
    }
    report.appendEntries(to: &out, jobs: jobs, bytesPerEntry: 192) { out, result, k, position in
      // The finding's fields read in place, not the finding copied out.
      out.appendXcodeLine(path: result.path, line: position.line, column: position.column, severity: result.findings[k].severity,
                          message: result.findings[k].message, ruleID: result.findings[k].ruleID)
      for note in result.findings[k].notes { out.appendXcodeNote(note, path: result.path, line: position.line, column: position.column) }
      out.append("\n" as StaticString)
    }
    return out
  }
}

extension TextBuffer {
  /// `path:line:column`, where an Xcode-form line starts.
  public mutating func appendXcodeLocation(_ path: String, _ line: Int, _ column: Int) {
    append(path)
    append(":" as StaticString)
    append(line)
    append(":" as StaticString)
    append(column)
  }

  /// `path:line:column: severity: message [rule-id]`, then each note on its own
  /// `path:line:column: note: …` line, with no newline after the last line: the form `lint`'s
  /// Xcode reporter and `migrate`'s diagnostics share.
  public mutating func appendXcodeFinding(_ finding: Finding, path: String, line: Int, column: Int) {
    appendXcodeLine(path: path, line: line, column: column, severity: finding.severity, message: finding.message, ruleID: finding.ruleID)
    for note in finding.notes { appendXcodeNote(note, path: path, line: line, column: column) }
  }

  /// `path:line:column: severity: message [rule-id]`, a finding's first line.
  mutating func appendXcodeLine(path: String, line: Int, column: Int, severity: Severity, message: String, ruleID: String) {
    // The line's pieces are measured first and written into room made once: one test of room
    // for the line, not one per piece (a dozen per finding).
    // The strings read in place: copied into `var`s for `withUTF8`, each was retained and
    // released per line.
    let severity = Self.spelling(of: severity)
    path.withUTF8InPlace { path in
      message.withUTF8InPlace { message in
        ruleID.withUTF8InPlace { ruleID in
          TextBuffer.withDecimal(line) { line in
            TextBuffer.withDecimal(column) { column in
              let count = path.count + 1 + line.count + 1 + column.count + 2 + severity.utf8CodeUnitCount + 2 + message.count + 2
                + ruleID.count + 1
              write(count: count) { at in
                at.put(path)
                at.put(UInt8(ascii: ":"))
                at.put(line)
                at.put(UInt8(ascii: ":"))
                at.put(column)
                at.put(": " as StaticString)
                at.put(severity)
                at.put(": " as StaticString)
                at.put(message)
                at.put(" [" as StaticString)
                at.put(ruleID)
                at.put(UInt8(ascii: "]"))
              }
            }
          }
        }
      }
    }
  }

  /// A note's line after its finding's: a line break, then `path:line:column: note: …`.
  mutating func appendXcodeNote(_ note: String, path: String, line: Int, column: Int) {
    append("\n" as StaticString)
    appendXcodeLocation(path, line, column)
    append(": note: " as StaticString)
    append(note)
  }

  /// `severity.rawValue` as a literal (the raw values are the cases' names).
  private static func spelling(of severity: Severity) -> StaticString {
    switch severity {
    case .note: return "note"
    case .warning: return "warning"
    case .error: return "error"
    }
  }
}
