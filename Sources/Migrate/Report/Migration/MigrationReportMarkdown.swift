/// The report as GitHub-flavoured Markdown for a pull-request comment: the headline, the totals
/// (the same numbers as the HTML and JSON reports), the checklist, a table of the files that need
/// review, and a collapsible `<details>` per file with its sites as diffs. Kept under GitHub's
/// comment limit: details that do not fit are left to the HTML report, and the text says so.
public enum MigrationReportMarkdown {
  /// GitHub rejects comments over 65,536 characters; this leaves room for a bot's own framing.
  public static let budget = 60_000
  /// Labels of the summary numbers, by their JSON names.
  public static let labels: [String: String] = [
    "filesScanned": "Files scanned", "migratedFully": "Migrated fully", "migratedPartially": "Partially migrated",
    "refused": "Refused", "untouched": "Untouched", "subscriptionsRewritten": "Subscriptions rewritten",
    "sites": "Rewrite sites", "chainsRefused": "Chains refused", "linesRemoved": "Lines removed", "linesAdded": "Lines added",
    "followUps": "Manual follow-ups",
  ]

  public static func render(_ report: MigrationReport, budget: Int = budget) -> String {
    render(StreamedMigrationReport(report), budget: budget)
  }

  /// The comment is small: it is made whole, with the details of the few files that fit.
  public static func render(_ report: StreamedMigrationReport, budget: Int = budget) -> String {
    let s = report.summary
    var out = "## Migration report: ViewStore + Combine → `observe { }`\n\n> \(text(report.headline))\n\n"
    let values = Dictionary(uniqueKeysWithValues: s.numbers.map { ($0.name, $0.value) })
    for group in [["filesScanned", "migratedFully", "migratedPartially", "refused", "untouched"],
                  ["subscriptionsRewritten", "sites", "chainsRefused", "linesRemoved", "linesAdded", "followUps"]] {
      out += "| " + group.map { labels[$0]! }.joined(separator: " | ") + " |\n"
      out += "|" + String(repeating: "---:|", count: group.count) + "\n"
      out += "| " + group.map { String(values[$0]!) }.joined(separator: " | ") + " |\n\n"
    }
    out += "**Verification** (rewritten files): " + s.verdicts.map { "\($0.key == "not-run" ? "not run" : $0.key) \($0.count)" }
      .joined(separator: " · ") + (report.verified ? "" : " — run `tca-migrate report --verify` to prove the rewrites") + "\n\n"
    out += "<details><summary>Findings by rule</summary>\n\n| Rule | Findings |\n|---|---:|\n"
    for row in s.findingsByRule { out += "| `\(row.rule)` | \(row.count) |\n" }
    out += "\n</details>\n\n"
    out += "Apply with `tca-migrate migrate \(report.paths.map(MigrationReportHTML.shellQuoted).joined(separator: " ")) --write`. "
      + "Refused chains stay as they are, with the view store and cancellables they still need.\n\n"
    out += followUps(report)
    out += table(report)
    out += details(report, budget: budget - out.utf8.count)
    return out
  }

  static func followUps(_ report: StreamedMigrationReport) -> String {
    guard !report.followUps.isEmpty else { return "### Manual follow-ups\n\nNothing to do by hand.\n\n" }
    var out = "### Manual follow-ups (\(report.followUps.count))\n\n"
    // At most 50 items and 150 table rows: with the totals, well under the comment limit.
    for item in report.followUps.prefix(50) {
      out += "- [ ] **\(item.kind.rawValue)** \(code("\(item.path):\(item.line)", table: false)): \(text(item.text))\n"
    }
    if report.followUps.count > 50 { out += "- … \(report.followUps.count - 50) more in the HTML or JSON report\n" }
    return out + "\n"
  }

  static func table(_ report: StreamedMigrationReport) -> String {
    let listed = report.files.enumerated().filter { $0.element.status != .untouched }
    var out = "### Files (outside-in: parents before children)\n\n"
    guard !listed.isEmpty else { return out + "No file changes.\n\n" }
    out += "| # | File | Status | Sites | Refused | Lint | Lines | Verdict |\n|---:|---|---|---:|---:|---:|---|---|\n"
    for (k, file) in listed.prefix(150) {
      let lines = file.changed ? "−\(file.linesRemoved) +\(file.linesAdded)" : ""
      out += "| \(k + 1) | \(code(file.path, table: true)) | \(file.status.label) | \(file.sites) | \(file.refusals) "
        + "| \(file.lint.count) | \(lines) | \(file.changed ? file.verdict.label : "") |\n"
    }
    if listed.count > 150 { out += "\n… and \(listed.count - 150) more files in the HTML or JSON report.\n" }
    let untouched = report.summary.untouched
    if untouched > 0 { out += "\n\(untouched) untouched file\(untouched == 1 ? "" : "s") (nothing to migrate) not listed.\n" }
    return out + "\n"
  }

  static func details(_ report: StreamedMigrationReport, budget: Int) -> String {
    var out = "### Details\n\n", left = 0
    // Once one file's details do not fit, the rest are only counted: their details are not made.
    for (k, file) in report.files.enumerated() where file.status != .untouched {
      if left > 0 { left += 1; continue }
      let section = details(of: report.file(k))
      if out.utf8.count + section.utf8.count > budget - 200 { left += 1; continue }
      out += section
    }
    if left > 0 { out += "_Details of \(left) more file\(left == 1 ? "" : "s") do not fit in a comment: see the HTML report._\n" }
    return out
  }

  static func details(of file: FileReport) -> String {
    var summary = "<code>\(HTMLText.escape(file.path))</code> — \(file.status.label)"
    if !file.diff.isEmpty { summary += ", −\(file.linesRemoved) +\(file.linesAdded)" }
    var out = "<details><summary>\(summary)</summary>\n\n"
    if let problem = file.problem { out += "**Refused** at line \(problem.line): \(text(problem.message))\n\n" }
    for site in file.sites {
      let messages = site.findings.map { text($0.message) + $0.notes.map { " _(\(text($0)))_" }.joined() }
      out += "\(code(site.id, table: false))" + (messages.isEmpty ? " (follows from the `\(site.rule)` rewrite of this file)" : ": " + messages.joined(separator: "; ")) + "\n\n"
      let diff = site.lines.map { ($0.kind == .removed ? "-" : $0.kind == .added ? "+" : " ") + $0.text }
      out += fenced(diff, language: "diff")
    }
    for refusal in file.refusals {
      out += "**Refused** \(code(refusal.id, table: false)): \(text(refusal.reason)). **What to do:** \(text(refusal.suggestion)).\n\n"
      out += fenced(refusal.code.map(\.text), language: "swift")
    }
    for finding in file.unresolved { out += "- **left to do** (line \(finding.line)): \(text(finding.message))\n" }
    for finding in file.lint { out += "- lint \(finding.severity.rawValue) `\(finding.rule)` (migrated line \(finding.line)): \(text(finding.message))\n" }
    return out + "\n</details>\n\n"
  }

  /// A fenced block whose fence is longer than any backtick run inside it.
  static func fenced(_ lines: [String], language: String) -> String {
    var longest = 0
    for line in lines {
      var run = 0
      for character in line { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + language + "\n" + lines.joined(separator: "\n") + "\n" + fence + "\n\n"
  }

  /// A code span that survives backticks (and pipes, in tables).
  static func code(_ value: String, table: Bool) -> String {
    var longest = 0, run = 0
    for character in value { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
    let fence = String(repeating: "`", count: longest + 1)
    var body = value.replacingNewlines()
    if table { body = body.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
    let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
    return fence + pad + body + pad + fence
  }

  /// Prose: Markdown and HTML punctuation escaped, line breaks flattened.
  static func text(_ value: String) -> String {
    var out = ""
    for character in value.replacingNewlines() {
      if "\\`*_[]<>|#".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }
}

fileprivate extension String {
  func replacingNewlines() -> String {
    String(map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
