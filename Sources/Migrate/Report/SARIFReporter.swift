/// SARIF 2.1.0, the format GitHub code scanning (and other code-review tools) upload: one run,
/// the tool's rules with descriptions and help, one result per finding. Columns count Unicode
/// scalars, so the run says `columnKind: unicodeCodePoints`; files that could not be linted are
/// tool execution notifications, not results.
enum SARIFReporter {
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .note: return "note"
    }
  }

  static func render(_ report: LintReport) -> String {
    let index = Dictionary(report.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let rules = report.rules.map(rule)
    let results = report.entries.map { entry -> String in
      var fields = ["\"ruleId\": \(Escape.json(entry.ruleID))"]
      if let ruleIndex = index[entry.ruleID] { fields.append("\"ruleIndex\": \(ruleIndex)") }
      let text = ([entry.message] + entry.notes).joined(separator: "\n")
      fields += [
        "\"level\": \(Escape.json(level(entry.severity)))",
        "\"message\": {\"text\": \(Escape.json(text))}",
        "\"locations\": [\(location(entry.path, entry.line, entry.column))]",
      ]
      return "        {" + fields.joined(separator: ", ") + "}"
    }
    let notifications = report.problems.map { problem in
      "            {\"level\": \"error\", \"message\": {\"text\": \(Escape.json(problem.message))}, \"locations\": [\(location(problem.path, problem.line, problem.column))]}"
    }
    return """
      {
        "$schema": \(Escape.json(schema)),
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": \(Escape.json(LintReport.toolName)),
                "version": \(Escape.json(report.version)),
                "semanticVersion": \(Escape.json(report.version)),
                "informationUri": \(Escape.json(LintReport.informationURI)),
                "rules": [\(JSONReporter.list(rules).replacingNewlines(indent: "        "))]
              }
            },
            "columnKind": "unicodeCodePoints",
            "invocations": [
              {
                "executionSuccessful": \(report.problems.isEmpty),
                "toolExecutionNotifications": [\(notifications.isEmpty ? "" : "\n" + notifications.joined(separator: ",\n") + "\n          ")]
              }
            ],
            "results": [\(results.isEmpty ? "" : "\n" + results.joined(separator: ",\n") + "\n      ")]
          }
        ]
      }

      """
  }

  static func location(_ path: String, _ line: Int, _ column: Int) -> String {
    "{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(Escape.json(Escape.uri(path)))}, "
      + "\"region\": {\"startLine\": \(line), \"startColumn\": \(column)}}}"
  }

  /// A reporting descriptor: id, name, descriptions and help from the rule's documentation.
  static func rule(_ info: RuleInfo) -> String {
    let parsed = RuleDocs.text(for: info.id).map(RuleDocs.parse)
    let rationale = parsed.map { $0.rationale.split(separator: "\n").joined(separator: " ") } ?? info.summary
    var help = rationale
    var markdown = rationale
    if let example = parsed?.triggering.first {
      let plain = example.replacingMarkers()
      help += "\n\nFor example:\n\n" + plain
      markdown += "\n\nFor example:\n\n```swift\n" + plain + "```\n"
    }
    let name = info.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return "{\"id\": \(Escape.json(info.id)), \"name\": \(Escape.json(name)), "
      + "\"shortDescription\": {\"text\": \(Escape.json(info.summary))}, "
      + "\"fullDescription\": {\"text\": \(Escape.json(rationale))}, "
      + "\"help\": {\"text\": \(Escape.json(help)), \"markdown\": \(Escape.json(markdown))}, "
      + "\"defaultConfiguration\": {\"level\": \(Escape.json(level(info.severity)))}, "
      + "\"properties\": {\"tags\": [\(Escape.json(info.category))]}}"
  }
}

extension String {
  /// The example without its `↓` position markers.
  func replacingMarkers() -> String {
    String(unicodeScalars.filter { $0 != "↓" }.map(Character.init))
  }

  /// Indents every line after the first (nesting a pre-rendered list inside a document).
  func replacingNewlines(indent: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : indent + $0.element }.joined(separator: "\n")
  }
}
