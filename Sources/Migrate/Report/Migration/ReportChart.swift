/// The inline SVG charts of the report page: file statuses as one stacked bar, findings by rule
/// as horizontal bars. Colours come from the page's CSS classes, so dark mode applies.
enum ReportChart {
  /// One bar split by status, with a title on each segment (its tooltip) and an HTML legend.
  static func statusBar(_ summary: ReportSummary) -> String {
    let parts: [(FileStatus, Int)] = [(.migratedFully, summary.migratedFully), (.migratedPartially, summary.migratedPartially),
                                      (.refused, summary.refused), (.untouched, summary.untouched)]
    let total = max(1, parts.reduce(0) { $0 + $1.1 })
    let width = 600.0
    var x = 0.0
    var segments = ""
    for (status, count) in parts where count > 0 {
      let w = width * Double(count) / Double(total)
      segments += "<rect class=\"fill-\(status.rawValue)\" x=\"\(format(x))\" y=\"0\" width=\"\(format(w))\" height=\"28\" rx=\"3\">"
        + "<title>\(count) \(HTMLText.escape(status.label))</title></rect>"
      x += w
    }
    if summary.filesScanned == 0 { segments = "<rect class=\"fill-untouched\" x=\"0\" y=\"0\" width=\"600\" height=\"28\" rx=\"3\"></rect>" }
    let legend = parts.map { status, count in
      "<li><span class=\"swatch fill-\(status.rawValue)\"></span>\(HTMLText.escape(status.label)) <b>\(count)</b></li>"
    }.joined()
    return "<svg class=\"chart status-bar\" viewBox=\"0 0 600 28\" preserveAspectRatio=\"none\" role=\"img\" "
      + "aria-label=\"files by status\">\(segments)</svg><ul class=\"legend\">\(legend)</ul>"
  }

  /// Subscriptions rewritten against chains refused (left for a manual migration).
  static func subscriptionBar(_ summary: ReportSummary) -> String {
    let total = summary.subscriptionsRewritten + summary.chainsRefused
    let w = total == 0 ? 0 : 600.0 * Double(summary.subscriptionsRewritten) / Double(total)
    var segments = "<rect class=\"fill-untouched\" x=\"0\" y=\"0\" width=\"600\" height=\"28\" rx=\"3\"></rect>"
    if total > 0 {
      segments = "<rect class=\"fill-migrated-fully\" x=\"0\" y=\"0\" width=\"\(format(w))\" height=\"28\" rx=\"3\">"
        + "<title>\(summary.subscriptionsRewritten) rewritten</title></rect>"
        + "<rect class=\"fill-refused\" x=\"\(format(w))\" y=\"0\" width=\"\(format(600 - w))\" height=\"28\" rx=\"3\">"
        + "<title>\(summary.chainsRefused) refused</title></rect>"
    }
    return "<svg class=\"chart status-bar\" viewBox=\"0 0 600 28\" preserveAspectRatio=\"none\" role=\"img\" "
      + "aria-label=\"subscriptions rewritten and refused\">\(segments)</svg><ul class=\"legend\">"
      + "<li><span class=\"swatch fill-migrated-fully\"></span>rewritten <b>\(summary.subscriptionsRewritten)</b></li>"
      + "<li><span class=\"swatch fill-refused\"></span>refused, left for a manual migration <b>\(summary.chainsRefused)</b></li></ul>"
  }

  /// One labelled bar per rule, longest first; migration rules and lint rules in two colours.
  static func ruleBars(_ summary: ReportSummary) -> String {
    let rows = summary.findingsByRule.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    guard let largest = rows.first?.count, largest > 0 else { return "<p class=\"muted\">No findings.</p>" }
    let rowHeight = 22, labelWidth = 230.0, barSpace = 330.0
    let height = rows.count * rowHeight
    var body = ""
    for (k, row) in rows.enumerated() {
      let y = k * rowHeight
      let w = max(2, barSpace * Double(row.count) / Double(largest))
      let category = RuleRegistry.rule(row.rule)?.category == "migration" ? "fill-migration" : "fill-lint"
      body += "<g><title>\(HTMLText.escape(row.rule)): \(row.count)</title>"
        + "<text class=\"label\" x=\"\(format(labelWidth - 8))\" y=\"\(y + 15)\" text-anchor=\"end\">\(HTMLText.escape(row.rule))</text>"
        + "<rect class=\"\(category)\" x=\"\(format(labelWidth))\" y=\"\(y + 4)\" width=\"\(format(w))\" height=\"14\" rx=\"2\"></rect>"
        + "<text class=\"value\" x=\"\(format(labelWidth + w + 6))\" y=\"\(y + 15)\" data-rule=\"\(HTMLText.escape(row.rule))\">\(row.count)</text></g>"
    }
    return "<svg class=\"chart rule-bars\" viewBox=\"0 0 620 \(height)\" role=\"img\" aria-label=\"findings by rule\">\(body)</svg>"
      + "<ul class=\"legend\"><li><span class=\"swatch fill-migration\"></span>migration rules (fixed by the patch, or refused)</li>"
      + "<li><span class=\"swatch fill-lint\"></span>lint rules (on the migrated code)</li></ul>"
  }

  /// SVG numbers without a trailing `.0` and with at most one decimal.
  static func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
  }
}
