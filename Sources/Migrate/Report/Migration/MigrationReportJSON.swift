/// The JSON form of a `MigrationReport`, as `MigrationReportSchema` describes it (schema version
/// `MigrationReport.schemaVersion`). Keys come in a fixed order, so the output is stable.
public enum MigrationReportJSON {
  public static func render(_ report: MigrationReport) -> String {
    var out = ""
    value(report).write(into: &out, indent: "")
    return out + "\n"
  }

  static func value(_ report: MigrationReport) -> JSONValue {
    .object([
      ("schemaVersion", .int(MigrationReport.schemaVersion)),
      ("tool", .object([("name", .string(LintReport.toolName)), ("version", .string(report.toolVersion))])),
      ("paths", .array(report.paths.map(JSONValue.string))),
      ("verified", .bool(report.verified)),
      ("headline", .string(report.headline)),
      ("summary", summary(report.summary)),
      ("files", .array(report.files.map(file))),
      ("followUps", .array(report.followUps.map { item in
        .object([("id", .string(item.id)), ("path", .string(item.path)), ("line", .int(item.line)),
                 ("kind", .string(item.kind.rawValue)), ("text", .string(item.text))])
      })),
    ])
  }

  static func summary(_ summary: ReportSummary) -> JSONValue {
    .object(summary.numbers.map { ($0.name, JSONValue.int($0.value)) } + [
      ("findingsByRule", .object(summary.findingsByRule.map { ($0.rule, JSONValue.int($0.count)) })),
      ("verdicts", .object(summary.verdicts.map { ($0.key, JSONValue.int($0.count)) })),
    ])
  }

  static func file(_ file: FileReport) -> JSONValue {
    var verdict: [(String, JSONValue)] = [("result", .string(file.verdict.key))]
    if case .different(let step) = file.verdict { verdict.append(("step", .string(step))) }
    if case .unverifiable(let reason) = file.verdict { verdict.append(("reason", .string(reason))) }
    let rewritten = file.rewrittenLines
    return .object([
      ("path", .string(file.path)),
      ("status", .string(file.status.rawValue)),
      ("problem", file.problem.map { .object([("message", .string($0.message)), ("line", .int($0.line)), ("column", .int($0.column))]) } ?? .null),
      ("parents", .array(file.parents.map(JSONValue.string))),
      ("linesRemoved", .int(file.linesRemoved)),
      ("linesAdded", .int(file.linesAdded)),
      ("sites", .array(file.sites.map { site in
        .object([
          ("id", .string(site.id)), ("rule", .string(site.rule)), ("line", .int(site.line)),
          ("findings", .array(site.findings.map(finding))),
          ("before", .array(site.removed.map { .string($0.text) })),
          ("after", .array(site.added.map { .string($0.text) })),
          ("afterLine", site.added.first.map { .int($0.number) } ?? .null),
        ])
      })),
      ("refusals", .array(file.refusals.map { refusal in
        .object([
          ("id", .string(refusal.id)), ("line", .int(refusal.line)), ("column", .int(refusal.column)),
          ("reason", .string(refusal.reason)), ("suggestion", .string(refusal.suggestion)),
          ("code", .array(refusal.code.map { .string($0.text) })),
        ])
      })),
      ("unresolved", .array(file.unresolved.map(finding))),
      ("lint", .array(file.lint.map { lint in
        guard case .object(let members) = finding(lint) else { return .null }
        return .object(members + [("inRewrite", .bool(rewritten.contains(lint.line)))])
      })),
      ("verdict", .object(verdict)),
      ("diff", .string(file.diff)),
    ])
  }

  static func finding(_ finding: ReportFinding) -> JSONValue {
    .object([
      ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
      ("line", .int(finding.line)), ("column", .int(finding.column)),
      ("message", .string(finding.message)), ("notes", .array(finding.notes.map(JSONValue.string))),
    ])
  }
}

/// A JSON value with object keys in insertion order, written pretty-printed.
indirect enum JSONValue {
  case object([(String, JSONValue)])
  case array([JSONValue])
  case string(String)
  case int(Int)
  case bool(Bool)
  case null

  func write(into out: inout String, indent: String) {
    switch self {
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{\n"
      let inner = indent + "  "
      for (k, member) in members.enumerated() {
        out += inner + Escape.json(member.0) + ": "
        member.1.write(into: &out, indent: inner)
        out += k + 1 < members.count ? ",\n" : "\n"
      }
      out += indent + "}"
    case .array(let items):
      if items.isEmpty { out += "[]"; return }
      out += "[\n"
      let inner = indent + "  "
      for (k, item) in items.enumerated() {
        out += inner
        item.write(into: &out, indent: inner)
        out += k + 1 < items.count ? ",\n" : "\n"
      }
      out += indent + "]"
    case .string(let text): out += Escape.json(text)
    case .int(let number): out += String(number)
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    }
  }
}
