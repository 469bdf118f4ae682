import SwiftScan

/// Inline suppression comments and the `unused-suppression` rule.
///
/// `// tca-migrate:disable:next <id>…` covers the next line, `:this` its own line, and
/// `// tca-migrate:disable <id>…` … `// tca-migrate:enable <id>…` the lines between (to the end
/// of the file when never enabled). `all` names every rule; ` - reason` ends the id list. Only
/// line comments count: the same text in a string or a block comment is not a suppression.
public enum Suppressions {
  public static let unusedInfo = RuleInfo(
    id: "unused-suppression", severity: .warning, category: "suppression", fixable: false,
    summary: "a tca-migrate:disable comment that suppresses nothing, or names no known rule")

  struct Directive {
    enum Kind { case next, this, disable, enable }
    var kind: Kind
    var ids: [String]
    var token: Int
    var line: Int
  }

  /// A malformed `tca-migrate:` comment: reported as `unused-suppression` with the reason.
  struct Malformed {
    var token: Int
    var message: String
  }

  static func parse(_ file: ScannedFile) -> (directives: [Directive], malformed: [Malformed]) {
    var directives: [Directive] = []
    var malformed: [Malformed] = []
    // Most files hold no directive: the lexer noted whether a line comment holds one.
    guard file.signs.hasDirective else { return ([], []) }
    for t in file.tokens.indices where file.tokens[t].kind == .lineComment {
      // Bytes first: most comments are not directives and need no string.
      guard Relevance.mentionsDirective(file.tokens[t], file.bytes) else { continue }
      var text = Substring(file.text(t).dropFirst(2))
      while text.first == " " || text.first == "\t" { text = text.dropFirst() }
      guard text.hasPrefix("tca-migrate:") else { continue }
      var words = text.dropFirst("tca-migrate:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let kind: Directive.Kind
      switch words.first {
      case "disable:next": kind = .next
      case "disable:this": kind = .this
      case "disable": kind = .disable
      case "enable": kind = .enable
      default:
        malformed.append(Malformed(token: t, message: "use disable:next, disable:this, disable or enable, not '\(words.first ?? "")'"))
        continue
      }
      words.removeFirst()
      // Rule ids are kebab-case words; the first other word (` - reason`, a trailing `// …`)
      // ends the list.
      if let end = words.firstIndex(where: { $0 == "-" || !$0.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) }) {
        words.removeSubrange(end...)
      }
      guard !words.isEmpty else {
        malformed.append(Malformed(token: t, message: "name the rule this comment suppresses (or 'all')"))
        continue
      }
      directives.append(Directive(kind: kind, ids: words, token: t, line: file.lineColumn(ofToken: t).line))
    }
    return (directives, malformed)
  }

  /// Removes suppressed findings, and adds an `unused-suppression` finding for every id of a
  /// directive that suppressed nothing. `isActive` tells whether a rule runs at all: a
  /// suppression of a rule switched off in the configuration is not reported as unused.
  public static func apply(_ findings: [Finding], file: ScannedFile, isActive: (String) -> Bool) -> [Finding] {
    let (directives, malformed) = parse(file)
    guard !directives.isEmpty || !malformed.isEmpty else { return findings }
    // Lines each (directive, id) covers.
    var covers: [(directive: Int, id: String, lines: ClosedRange<Int>)] = []
    for (index, directive) in directives.enumerated() {
      for id in directive.ids {
        switch directive.kind {
        case .next: covers.append((index, id, (directive.line + 1)...(directive.line + 1)))
        case .this: covers.append((index, id, directive.line...directive.line))
        case .disable:
          let end = directives[(index + 1)...].first { $0.kind == .enable && ($0.ids.contains(id) || $0.ids.contains("all")) }?.line
          covers.append((index, id, directive.line...max(directive.line, end ?? file.lineCount)))
        case .enable: break
        }
      }
    }
    var used = Array(repeating: false, count: covers.count)
    var kept: [Finding] = []
    for finding in findings {
      let line = file.lineColumn(ofOffset: finding.offset).line
      let matches = covers.indices.filter { k in
        (covers[k].id == finding.ruleID || covers[k].id == "all") && covers[k].lines.contains(line)
      }
      if matches.isEmpty { kept.append(finding) } else { for k in matches { used[k] = true } }
    }
    guard isActive(unusedInfo.id) else { return kept }
    var unused: [Finding] = []
    for (k, cover) in covers.enumerated() where !used[k] && cover.id != unusedInfo.id {
      let token = directives[cover.directive].token
      if cover.id != "all", RuleRegistry.rule(cover.id) == nil {
        unused.append(finding(at: token, file, "name a known rule in this suppression: '\(cover.id)' is none; run 'tca-migrate rules' for the list"))
      } else if cover.id == "all" || isActive(cover.id) {
        unused.append(finding(at: token, file, "remove this suppression: '\(cover.id)' reports nothing here"))
      }
    }
    unused += malformed.map { finding(at: $0.token, file, $0.message) }
    // `unused-suppression` itself is suppressed by naming it; `all` does not hide a stale comment.
    for report in unused {
      let line = file.lineColumn(ofOffset: report.offset).line
      let matches = covers.indices.filter { covers[$0].id == unusedInfo.id && covers[$0].lines.contains(line) }
      if matches.isEmpty { kept.append(report) } else { for k in matches { used[k] = true } }
    }
    for (k, cover) in covers.enumerated() where !used[k] && cover.id == unusedInfo.id {
      kept.append(finding(at: directives[cover.directive].token, file, "remove this suppression: '\(cover.id)' reports nothing here"))
    }
    return kept.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
  }

  private static func finding(at t: Int, _ file: ScannedFile, _ message: String) -> Finding {
    Finding(ruleID: unusedInfo.id, severity: unusedInfo.severity, message: message, offset: Int(file.tokens[t].start))
  }
}
