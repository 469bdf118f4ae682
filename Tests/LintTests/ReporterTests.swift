import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Migrate
import SwiftScan

/// A report whose paths and messages hold everything the formats must escape.
enum HostileReport {
  static let source = Array("// 🙂\nlet a = 1\n\tlet b = 2\n".utf8)

  static var report: LintReport {
    let tricky = Finding(ruleID: "send-in-observe", severity: .error,
                         message: "quote \" apostrophe ' <tag> & 100% a:b, c\nsecond line \u{1}", offset: 8, notes: ["note, with: colon"])
    let plain = Finding(ruleID: "nested-observe", severity: .warning, message: "plain", offset: 19)
    let info = Finding(ruleID: "state-dead-field", severity: .note, message: "| pipe |", offset: 20)
    return LintReport(version: "0.1.0", rules: RuleRegistry.all, files: [
      LintFileResult(path: "Sources/My App/Über, file:1%.swift", bytes: source, findings: [tricky, plain, info]),
      LintFileResult(path: "Sources/Clean.swift", bytes: Array("let x = 1\n".utf8), findings: []),
      LintFileResult(path: "Sources/Broken.swift", bytes: Array("let s = \"\n".utf8), findings: [],
                     errors: [ScanError(offset: 8, message: "unterminated string literal")]),
    ])
  }
}

/// Parses XML strictly (XMLDocument on Linux recovers from errors; XMLParser does not) and
/// returns the element names in document order.
func parseXML(_ text: String) throws -> [String] {
  final class Collector: NSObject, XMLParserDelegate {
    var names: [String] = []
    var depth = 0
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
      names.append(name); depth += 1
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { depth -= 1 }
  }
  struct Malformed: Error { var description: String }
  let parser = XMLParser(data: Data(text.utf8))
  let collector = Collector()
  parser.delegate = collector
  let ok = parser.parse()
  guard ok, parser.parserError == nil, collector.depth == 0 else { throw Malformed(description: "\(String(describing: parser.parserError))") }
  return collector.names
}

@Suite("Reporters")
struct ReporterTests {
  @Test func xmlCheckRejectsMalformedXML() {
    #expect(throws: (any Error).self) { try parseXML("<a><b></a>") }
    #expect(throws: (any Error).self) { try parseXML("<a>&</a>") }
    #expect(throws: (any Error).self) { try parseXML("<a x=\"1\" x=\"2\"/>") }
  }

  @Test func xcode() {
    let text = Reporter.xcode.render(HostileReport.report)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "Sources/Broken.swift:1:9: error: unterminated string literal")
    #expect(text.contains("Sources/My App/Über, file:1%.swift:2:1: error: quote"))
    #expect(text.contains("[send-in-observe]"))
    #expect(text.contains("Sources/My App/Über, file:1%.swift:2:1: note: note, with: colon"))
    // Columns count scalars: the tab is one column, the emoji line is line 1.
    #expect(text.contains("Über, file:1%.swift:3:2: warning: plain [nested-observe]"))
  }

  @Test func json() throws {
    let text = Reporter.json.render(HostileReport.report)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 3)
    #expect(findings[0]["message"] as? String == "quote \" apostrophe ' <tag> & 100% a:b, c\nsecond line \u{1}")
    #expect(findings[0]["line"] as? Int == 2 && findings[0]["column"] as? Int == 1)
    #expect((object["refused"] as? [Any])?.count == 1)
    #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 1)
  }

  /// A report big enough to be written in runs on several threads (and with files without
  /// findings between, and a run of them first): every entry once, in order, separators right.
  @Test func largeReportsListEveryEntryInOrder() throws {
    let source = Array("let a = 1\nlet b = 2\n".utf8)
    var files: [LintFileResult] = (0..<40).map { LintFileResult(path: "Empty\($0).swift", bytes: source, findings: []) }
    for k in 0..<3_000 {
      let findings = (0..<(k % 5)).map { n in
        Finding(ruleID: "nested-observe", severity: .warning, message: "finding \(n) of file \(k)", offset: 10 * (n % 2),
                notes: n == 1 ? ["a note"] : [])
      }
      files.append(LintFileResult(path: "File\(k).swift", bytes: source, findings: findings))
    }
    let report = LintReport(version: "0.1.0", rules: RuleRegistry.all, files: files)
    let entries = report.entries
    #expect(entries.count == 6_000)
    var expected = ""
    for entry in entries {
      expected += "\(entry.path):\(entry.line):\(entry.column): warning: \(entry.message) [nested-observe]\n"
      for note in entry.notes { expected += "\(entry.path):\(entry.line):\(entry.column): note: \(note)\n" }
    }
    for jobs in [1, 3] {
      #expect(Reporter.xcode.render(report, jobs: jobs) == expected)
      let text = Reporter.json.render(report, jobs: jobs)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let findings = try #require(object["findings"] as? [[String: Any]])
      #expect(findings.map { $0["message"] as? String } == entries.map(\.message))
      #expect(text.contains("\"findings\": [\n    {\"path\": \"File1.swift\""))
      #expect(text == Reporter.json.render(report, jobs: 1))
    }
  }

  @Test func sarifHasTheRequiredStructure() throws {
    let text = Reporter.sarif.render(HostileReport.report)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tca-migrate")
    #expect(driver["version"] as? String == "0.1.0")
    #expect(URL(string: driver["informationUri"] as? String ?? "")?.scheme == "https")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == RuleRegistry.all.map(\.id))
    for rule in rules {
      for key in ["shortDescription", "fullDescription", "help"] {
        #expect(((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(rule["id"] ?? "") \(key)")
      }
      let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
      #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      let ruleID = try #require(result["ruleId"] as? String)
      #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == ruleID)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri == "Sources/My%20App/%C3%9Cber%2C%20file%3A1%25.swift")
      #expect(URL(string: uri) != nil && !uri.hasPrefix("/"))
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)
  }

  @Test func githubWorkflowCommands() {
    let lines = Reporter.github.render(HostileReport.report).split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "one line per finding and refusal: messages never break lines")
    #expect(lines[0] == "::error file=Sources/Broken.swift,line=1,col=9,title=tca-migrate::unterminated string literal")
    let tricky = "::error file=Sources/My App/Über%2C file%3A1%25.swift,line=2,col=1,title=tca-migrate (send-in-observe)::"
      + "quote \" apostrophe ' <tag> & 100%25 a:b, c%0Asecond line \u{1}%0Anote, with: colon"
    #expect(lines[1] == tricky)
    #expect(lines[2].hasPrefix("::warning file="))
    #expect(lines[3].hasPrefix("::notice file="))
    for line in lines {
      // `::command key=value,…::message`: the properties hold no unescaped `:` or `,` inside values.
      let properties = line.dropFirst(2).split(separator: "::", maxSplits: 1)[0].split(separator: " ", maxSplits: 1)[1]
      for pair in properties.split(separator: ",") { #expect(pair.split(separator: "=").count == 2, "\(pair)") }
    }
  }

  @Test func junitIsWellFormed() throws {
    let text = Reporter.junit.render(HostileReport.report)
    let names = try parseXML(text)
    #expect(names.first == "testsuites")
    #expect(names.filter { $0 == "testsuite" }.count == 3)
    #expect(names.filter { $0 == "failure" }.count == 3)
    #expect(names.filter { $0 == "error" }.count == 1)
    #expect(text.contains("tests=\"5\" failures=\"3\" errors=\"1\""))
    #expect(!text.contains("\u{1}"), "control characters are not allowed in XML 1.0")
  }

  @Test func checkstyleIsWellFormed() throws {
    let text = Reporter.checkstyle.render(HostileReport.report)
    let names = try parseXML(text)
    #expect(names.first == "checkstyle")
    #expect(names.filter { $0 == "file" }.count == 3)
    #expect(names.filter { $0 == "error" }.count == 4)
    #expect(text.contains("severity=\"info\""))
    #expect(text.contains("source=\"tca-migrate.send-in-observe\""))
    #expect(text.contains("message=\"quote &quot; apostrophe &apos; &lt;tag&gt; &amp; 100% a:b, c&#10;second line"))
  }

  @Test func markdown() {
    let text = Reporter.markdown.render(HostileReport.report)
    #expect(text.contains("3 findings in 1 of 3 files: 1 error, 1 warning, 1 note."))
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == 4)
    #expect(text.contains("\\| pipe \\|"))
    #expect(text.contains("&lt;tag&gt;"))
    #expect(text.contains("## Files not linted"))
  }

  @Test func legacyCodeLeftIsSummarized() {
    let legacy = Finding(ruleID: "publisher-subscription", severity: .warning, message: "replace", offset: 0)
    let report = LintReport(version: "0.1.0", rules: RuleRegistry.all, files: [
      LintFileResult(path: "A.swift", bytes: Array("x\n".utf8), findings: [legacy, legacy]),
    ])
    #expect(Reporter.markdown.render(report).contains("## Legacy code left\n\n| Rule | Findings |\n|---|---|\n| `publisher-subscription` | 2 |"))
  }
}
