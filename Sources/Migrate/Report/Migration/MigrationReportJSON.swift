/// The JSON form of a `MigrationReport`, as `MigrationReportSchema` describes it (schema version
/// `MigrationReport.schemaVersion`). Keys come in a fixed order, so the output is stable.
public enum MigrationReportJSON {
  public static func render(_ report: MigrationReport) -> String {
    var out = ""
    write(StreamedMigrationReport(report), to: &out)
    return out
  }

  /// Writes the JSON part by part, one file at a time.
  public static func write(_ report: StreamedMigrationReport, to out: inout some TextOutputStream) {
    value(report).write(into: &out, indent: "")
    out.write("\n")
  }

  static func value(_ report: StreamedMigrationReport) -> JSONValue {
    let files = report.files(Array(report.files.indices))
    return .object([
      ("schemaVersion", .int(MigrationReport.schemaVersion)),
      ("tool", .object([("name", .string(LintReport.toolName)), ("version", .string(report.toolVersion))])),
      ("paths", .array(report.paths.map(JSONValue.string))),
      ("verified", .bool(report.verified)),
      ("headline", .string(report.headline)),
      ("summary", summary(report.summary)),
      ("files", .items(count: report.files.count) { file(files.next()!) }),
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
  /// An array whose `count` items are made by `next` as it is written (once): a long array of
  /// large items is never held whole.
  case items(count: Int, next: () -> JSONValue)
  case string(String)
  case int(Int)
  case bool(Bool)
  case null

  func write(into out: inout some TextOutputStream, indent: String) {
    switch self {
    case .object(let members):
      if members.isEmpty { out.write("{}"); return }
      out.write("{\n")
      let inner = indent + "  "
      for (k, member) in members.enumerated() {
        out.write(inner + Escape.json(member.0) + ": ")
        member.1.write(into: &out, indent: inner)
        out.write(k + 1 < members.count ? ",\n" : "\n")
      }
      out.write(indent + "}")
    case .array(let items): Self.writeArray(count: items.count, { items[$0] }, into: &out, indent: indent)
    case .items(let count, let next): Self.writeArray(count: count, { _ in next() }, into: &out, indent: indent)
    case .string(let text):
      // Escaped on bytes: diffs and code lines, most of the report, are full of quotes and line
      // breaks, which `Escape.json` escapes a scalar at a time.
      var escaped = TextBuffer(capacity: text.utf8.count + 2)
      escaped.appendJSON(text)
      out.write(escaped.text)
    case .int(let number): out.write(String(number))
    case .bool(let flag): out.write(flag ? "true" : "false")
    case .null: out.write("null")
    }
  }

  private static func writeArray(count: Int, _ item: (Int) -> JSONValue, into out: inout some TextOutputStream, indent: String) {
    if count == 0 { out.write("[]"); return }
    out.write("[\n")
    let inner = indent + "  "
    for k in 0..<count {
      out.write(inner)
      item(k).write(into: &out, indent: inner)
      out.write(k + 1 < count ? ",\n" : "\n")
    }
    out.write(indent + "]")
  }
}
