import Foundation
import Testing
@testable import Migrate

/// The three formats: the JSON follows its schema, and all three carry the same numbers;
/// odd file names are escaped correctly in each.
@Suite("Migration report formats")
struct ReportFormatTests {
  static let oddPath = "Features/My \"Quoted\" <View> & `Tick` | Prófile 🚀.swift"

  static func corpusReport(verifier: (any RewriteVerifier)? = nil) -> MigrationReport {
    var inputs = CorpusFiles.inputs()
    inputs.append(ReportInput(path: oddPath, bytes: Array(Fixtures.profile.utf8)))
    inputs.append(ReportInput(path: "Broken.swift", bytes: Array(Fixtures.unterminated.utf8)))
    return MigrationReport.build(inputs, options: ReportOptions(toolVersion: "test", paths: ["Corpus", oddPath], verifier: verifier, jobs: 2))
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func jsonFollowsItsSchema() throws {
    let validator = try SchemaValidator(schema: MigrationReportSchema.text)
    for report in [Self.corpusReport(), Self.corpusReport(verifier: ReportModelTests.ScriptedVerifier())] {
      let json = try Self.object(MigrationReportJSON.render(report))
      #expect(validator.validate(json) == [])
      #expect(json["schemaVersion"] as? Int == MigrationReport.schemaVersion)
    }
    // The validator is not vacuous.
    var broken = try Self.object(MigrationReportJSON.render(Self.corpusReport()))
    broken["extra"] = 1
    var summary = broken["summary"] as? [String: Any] ?? [:]
    summary["refused"] = -1
    summary.removeValue(forKey: "sites")
    broken["summary"] = summary
    #expect(validator.validate(broken).count == 3)
  }

  @Test func allFormatsCarryTheSameNumbers() throws {
    let report = Self.corpusReport()
    let json = try Self.object(MigrationReportJSON.render(report))
    let summary = try #require(json["summary"] as? [String: Any])
    let expected = summary.compactMapValues { $0 as? Int }
    #expect(expected.count == 11)

    // HTML: every number is tagged with its JSON name.
    let html = MigrationReportHTML.render(report)
    var shown: [String: Int] = [:]
    for match in html.matches(of: /data-summary="(\w+)">(\d+)</) { shown[String(match.1)] = Int(match.2) }
    #expect(shown == expected)
    var verdicts: [String: Int] = [:]
    for match in html.matches(of: /data-verdict="([\w-]+)">(\d+)</) { verdicts[String(match.1)] = Int(match.2) }
    #expect(verdicts == summary["verdicts"] as? [String: Int])
    var rules: [String: Int] = [:]
    for match in html.matches(of: /data-rule="([\w-]+)">(\d+)</) { rules[String(match.1)] = Int(match.2) }
    #expect(rules == summary["findingsByRule"] as? [String: Int])

    // Markdown: the two summary tables (labels, then values), and the rule table.
    let markdown = MigrationReportMarkdown.render(report)
    let lines = markdown.split(separator: "\n").map(String.init)
    var fromMarkdown: [String: Int] = [:]
    let names = Dictionary(uniqueKeysWithValues: MigrationReportMarkdown.labels.map { ($0.value, $0.key) })
    for (k, line) in lines.enumerated() where k + 2 < lines.count && lines[k + 1].hasPrefix("|---:") {
      let labels = cells(line), values = cells(lines[k + 2])
      guard labels.allSatisfy({ names[$0] != nil }) else { continue }  // the files table, not a summary
      for (label, value) in zip(labels, values) { if let name = names[label] { fromMarkdown[name] = Int(value) } }
    }
    #expect(fromMarkdown == expected)
    var markdownRules: [String: Int] = [:]
    for match in markdown.matches(of: /\| `([\w-]+)` \| (\d+) \|/) { markdownRules[String(match.1)] = Int(match.2) }
    #expect(markdownRules == summary["findingsByRule"] as? [String: Int])
    for (key, count) in summary["verdicts"] as? [String: Int] ?? [:] {
      #expect(markdown.contains("\(key == "not-run" ? "not run" : key) \(count)"))
    }
  }

  func cells(_ row: String) -> [String] {
    row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func oddFileNamesAreEscapedInEveryFormat() throws {
    // A small report: the Markdown keeps every file's details only while it fits a PR comment.
    let report = MigrationReport.build(
      [ReportInput(path: Self.oddPath, bytes: Array(Fixtures.profile.utf8))],
      options: ReportOptions(toolVersion: "test", paths: [Self.oddPath]))
    let json = try Self.object(MigrationReportJSON.render(report))
    let paths = (json["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
    #expect(paths.contains(Self.oddPath))

    let html = MigrationReportHTML.render(report)
    #expect(!html.contains("<View>") && !html.contains("\"Quoted\""))
    #expect(html.contains("My &quot;Quoted&quot; &lt;View&gt; &amp; `Tick` | Prófile 🚀.swift"))
    // No element id holds the path (ids are hashes), and the page has exactly one <script>.
    #expect(html.matches(of: /id="[^"]*Prófile/).isEmpty)
    #expect(html.components(separatedBy: "<script").count == 2)

    let markdown = MigrationReportMarkdown.render(report)
    #expect(markdown.contains("| ``Features/My \"Quoted\" <View> & `Tick` \\| Prófile 🚀.swift`` |"))
    #expect(markdown.contains("<summary><code>Features/My &quot;Quoted&quot; &lt;View&gt; &amp; `Tick` | Prófile 🚀.swift</code>"))
    #expect(MigrationReportHTML.shellQuoted("a b/it's.swift") == "'a b/it'\\''s.swift'")
    #expect(MigrationReportHTML.shellQuoted("Sources/App") == "Sources/App")
  }

  @Test func markdownFitsInAPullRequestComment() {
    let inputs = (0..<400).map { ReportInput(path: "Feature\($0)/Screen.swift", bytes: Array(Fixtures.profile.utf8)) }
    let report = MigrationReport.build(inputs, options: ReportOptions(toolVersion: "test", paths: ["."], jobs: 2))
    let markdown = MigrationReportMarkdown.render(report)
    #expect(markdown.count < 65_536)
    #expect(markdown.contains("do not fit in a comment: see the HTML report"))
    #expect(markdown.contains("| 400 | 0 | 400 | 0 | 0 |"), "the numbers stay whole")
  }

  @Test func htmlIsSelfContained() {
    let html = MigrationReportHTML.render(Self.corpusReport())
    for forbidden in ["http://", "https://", "src=", "<link", "@import", "url("] {
      // The only allowed mention: none. (Paths and code are escaped text, and the corpus has no URLs.)
      #expect(!html.contains(forbidden), "\(forbidden)")
    }
    #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
  }
}
