/// One file's section of the report page: status, relations, problem, rewrite sites side by side,
/// refused chains, what is left to do, and lint findings on the migrated text.
enum ReportFileSection {
  static func render(_ file: FileReport, anchor: String, number: Int, report: StreamedMigrationReport) -> String {
    var used = Set<String>()
    /// The element id of a site, refusal or finding: what checklist links point to. Only the
    /// first element with a given id gets it (ids must be unique).
    func id(_ stableID: String) -> String {
      let a = HTMLText.anchor("s", stableID)
      return used.insert(a).inserted ? " id=\"\(a)\"" : ""
    }
    let path = HTMLText.escape(file.path)
    var out = "<article class=\"file\" id=\"\(anchor)\" data-status=\"\(file.status.rawValue)\" data-path=\"\(path)\">\n"
    out += "<header><h3><span class=\"num muted\">\(number)</span> <code>\(path)</code> "
      + "<span class=\"badge st-\(file.status.rawValue)\">\(file.status.label)</span></h3>\n<p class=\"sub\">"
    var facts: [String] = []
    if !file.diff.isEmpty {
      facts.append("<span class=\"del\">−\(file.linesRemoved)</span> <span class=\"add\">+\(file.linesAdded)</span> lines")
      facts.append("\(plural(file.sites.count, "site"))")
      var verdict = "verification: <span class=\"verdict v-\(file.verdict.key)\">\(file.verdict.label)</span>"
      if let detail = file.verdict.detail { verdict += " — " + HTMLText.escape(detail) }
      facts.append(verdict)
    }
    if !file.parents.isEmpty {
      let links = file.parents.map { parent -> String in
        let k = report.files.firstIndex { $0.path == parent }
        let name = "<code>\(HTMLText.escape(parent))</code>"
        return k.map { report.files[$0].status == .untouched ? name : "<a href=\"#f-\($0 + 1)\">\(name)</a>" } ?? name
      }
      facts.append("child of " + links.joined(separator: ", "))
    }
    out += facts.joined(separator: " · ") + "</p></header>\n"
    if let problem = file.problem {
      out += "<div class=\"problem\"\(id("\(file.path)#L\(problem.line)-refused"))><b>Refused</b> at line \(problem.line), column \(problem.column): "
        + "\(HTMLText.escape(problem.message)). The file is left exactly as it is.</div>\n"
    }
    if !file.sites.isEmpty {
      out += "<h4>Rewrite sites</h4>\n"
      for site in file.sites { out += render(site, id: id(site.id)) }
    }
    if !file.refusals.isEmpty {
      out += "<h4>Refused: migrate by hand</h4>\n"
      for refusal in file.refusals {
        out += "<div class=\"refusal\"\(id(refusal.id))><div class=\"site-head\"><code class=\"sid\">\(HTMLText.escape(refusal.id))</code>"
          + "<span class=\"rule\">untranslatable-chain</span></div>\n<p><b>Why:</b> \(HTMLText.escape(refusal.reason))</p>\n"
          + "<p><b>What to do:</b> \(HTMLText.escape(refusal.suggestion))</p>\n\(HTMLText.listing(refusal.code))</div>\n"
      }
    }
    if !file.unresolved.isEmpty {
      out += "<h4>Left to do</h4>\n<ul class=\"findings\">\n"
      for finding in file.unresolved {
        out += "<li\(id("\(file.path)#L\(finding.line)-\(finding.rule)"))>" + describe(finding, lineLabel: "line") + "</li>\n"
      }
      out += "</ul>\n"
    }
    if !file.lint.isEmpty {
      let rewritten = file.rewrittenLines
      out += "<h4>Lint findings on the migrated file</h4>\n<ul class=\"findings\">\n"
      for finding in file.lint {
        let badge = rewritten.contains(finding.line) ? " <span class=\"tag\">in rewritten code</span>" : ""
        let anchor = finding.severity == .error && rewritten.contains(finding.line) ? id("\(file.path)#L\(finding.line)-\(finding.rule)") : ""
        out += "<li\(anchor)>" + describe(finding, lineLabel: "migrated line") + badge + "</li>\n"
      }
      out += "</ul>\n"
    }
    return out + "</article>\n"
  }

  static func render(_ site: RewriteSite, id: String) -> String {
    var out = "<div class=\"site\"\(id)><div class=\"site-head\"><code class=\"sid\">\(HTMLText.escape(site.id))</code>"
      + "<span class=\"rule\">\(HTMLText.escape(site.rule))</span><span class=\"muted small\">line \(site.line)</span></div>\n"
    if !site.findings.isEmpty {
      out += "<ul class=\"messages\">\n"
      for finding in site.findings {
        out += "<li>\(HTMLText.escape(finding.message)) <span class=\"muted small\">line \(finding.line)</span>"
        for note in finding.notes {
          let acts = SiteExtraction.asksToAct(note)
          out += "<div class=\"note\(acts ? " act" : "")\">\(acts ? "<b>Check:</b> " : "")\(HTMLText.escape(note))</div>"
        }
        out += "</li>\n"
      }
      out += "</ul>\n"
    } else {
      out += "<ul class=\"messages\"><li class=\"muted\">follows from the \(HTMLText.escape(site.rule)) rewrite of this file</li></ul>\n"
    }
    return out + HTMLText.sideBySide(site.lines) + "\n</div>\n"
  }

  static func describe(_ finding: ReportFinding, lineLabel: String) -> String {
    var out = "<span class=\"sev sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
      + "\(HTMLText.escape(finding.message)) <span class=\"rule\">\(HTMLText.escape(finding.rule))</span> "
      + "<span class=\"muted small\">\(lineLabel) \(finding.line)</span>"
    for note in finding.notes { out += "<div class=\"note\">\(HTMLText.escape(note))</div>" }
    return out
  }
}
