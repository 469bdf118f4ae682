import Foundation
import Testing

/// The HTML report of the corpus, opened in a real headless Chromium: no console errors, no
/// network requests, and the numbers on the rendered page are the JSON report's. Chromium comes
/// from the distribution (`apt-get install chromium`; `.ci/run` installs it), so this always runs
/// in CI. Set `TCA_MIGRATE_SCREENSHOTS=DIR` to keep PNGs of the rendered page.
@Suite("Report page in headless Chromium", .serialized)
struct BrowserTests {
  /// The corpus plus a file whose name needs escaping everywhere.
  static let oddName = "Corpus/Escaping & Co/My \"Quoted\" <View> Prófile 🚀.swift"

  static func corpusReports() throws -> (directory: URL, html: URL, json: [String: Any]) {
    let directory = try ReportTool.temporaryDirectory()
    try FileManager.default.copyItem(at: ReportTool.root.appendingPathComponent("Corpus"), to: directory.appendingPathComponent("Corpus"))
    let odd = directory.appendingPathComponent(oddName)
    try FileManager.default.createDirectory(at: odd.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ReportTool.root.appendingPathComponent("Corpus/lint/legacy-viewstore/Player.swift"), to: odd)
    for name in ["report.html", "report.json"] {
      let run = try ReportTool.run(["report", "Corpus", "--output", name, "--quiet"], in: directory)
      #expect(run.status == 0, "report --output \(name): \(run.stderr)")
    }
    return (directory, directory.appendingPathComponent("report.html"), try ReportTool.json(directory.appendingPathComponent("report.json")))
  }

  @Test func corpusReportRendersCleanlyAndShowsTheJSONNumbers() throws {
    guard let chromium = HeadlessBrowser.executable() else {
      Issue.record("Chromium is not installed: apt-get install chromium (.ci/run installs it)")
      return
    }
    let (directory, html, json) = try Self.corpusReports()
    defer { try? FileManager.default.removeItem(at: directory) }
    let browser = try HeadlessBrowser(executable: chromium)
    defer { browser.shutDown() }
    try browser.open(html)

    #expect(browser.errors == [], "console errors, exceptions or CSP violations")
    #expect(browser.requests == [html.absoluteString], "the page must load nothing but itself")

    let page = try #require(try browser.evaluate(Self.readPage) as? String)
    let shown = try #require(try JSONSerialization.jsonObject(with: Data(page.utf8)) as? [String: Any])
    let summary = try #require(json["summary"] as? [String: Any])
    let numbers = shown["summary"] as? [String: Int] ?? [:]
    let expected = summary.compactMapValues { $0 as? Int }
    #expect(numbers == expected)
    #expect(numbers.count == 11)
    #expect(shown["verdicts"] as? [String: Int] == summary["verdicts"] as? [String: Int])
    #expect(shown["rules"] as? [String: Int] == summary["findingsByRule"] as? [String: Int])
    let files = json["files"] as? [[String: Any]] ?? []
    #expect(shown["paths"] as? [String] == files.map { $0["path"] as? String ?? "" }, "the table lists the files in the JSON's order")
    #expect((shown["paths"] as? [String] ?? []).contains(Self.oddName), "an odd file name arrives intact")
    #expect(shown["headline"] as? String == json["headline"] as? String)
    #expect(shown["checklist"] as? Int == summary["followUps"] as? Int)

    try saveScreenshots(browser, name: "corpus")

    // Filters and search, driven as a user would.
    for (status, key) in [("migrated-partially", "migratedPartially"), ("untouched", "untouched"), ("migrated-fully", "migratedFully")] {
      let visible = try browser.evaluate("""
        document.querySelector('[data-filter="\(status)"]').click();
        document.querySelectorAll('#file-table tbody tr:not([hidden])').length
        """) as? Int
      #expect(visible == summary[key] as? Int, "filter \(status)")
    }
    let searched = try browser.evaluate("""
      document.querySelector('[data-filter="all"]').click();
      const box = document.getElementById('search'); box.value = 'PRÓFILE'; box.dispatchEvent(new Event('input'));
      [document.querySelectorAll('#file-table tbody tr:not([hidden])').length, document.getElementById('shown-count').textContent]
      """) as? [Any]
    #expect(searched?.first as? Int == 1 && searched?.last as? String == "1")
    browser.drain(0.2)
    #expect(browser.errors == [])
  }

  /// The check is not vacuous: a page that logs an error and loads an image is caught.
  @Test func theHarnessSeesConsoleErrorsAndRequests() throws {
    guard let chromium = HeadlessBrowser.executable() else {
      Issue.record("Chromium is not installed: apt-get install chromium (.ci/run installs it)")
      return
    }
    let directory = try ReportTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("control.html")
    try ReportTool.write("""
      <!DOCTYPE html><html><head><meta charset="utf-8"><title>control</title></head>
      <body><img src="http://127.0.0.1:9/pixel.png" alt=""><script>console.error("boom")</script></body></html>
      """, to: page)
    let browser = try HeadlessBrowser(executable: chromium)
    defer { browser.shutDown() }
    try browser.open(page)
    #expect(browser.errors.contains { $0.contains("boom") })
    #expect(browser.requests.contains("http://127.0.0.1:9/pixel.png"))
  }

  /// A development aid, off by default: `TCA_MIGRATE_SCREENSHOT_PAGE=page.html
  /// TCA_MIGRATE_SCREENSHOTS=DIR swift test --filter screenshotAPage` keeps PNGs of any page.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["TCA_MIGRATE_SCREENSHOT_PAGE"] != nil))
  func screenshotAPage() throws {
    let page = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TCA_MIGRATE_SCREENSHOT_PAGE"]!)
    let browser = try HeadlessBrowser(executable: try #require(HeadlessBrowser.executable()))
    defer { browser.shutDown() }
    try browser.open(page)
    #expect(browser.errors == [])
    if ProcessInfo.processInfo.environment["TCA_MIGRATE_SCREENSHOT_DARK"] != nil {
      try browser.send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
    }
    try saveScreenshots(browser, name: page.deletingPathExtension().lastPathComponent)
  }

  static let readPage = """
    JSON.stringify({
      summary: Object.fromEntries(Array.from(document.querySelectorAll('[data-summary]'), e => [e.dataset.summary, Number(e.textContent)])),
      verdicts: Object.fromEntries(Array.from(document.querySelectorAll('[data-verdict]'), e => [e.dataset.verdict, Number(e.textContent)])),
      rules: Object.fromEntries(Array.from(document.querySelectorAll('[data-rule]'), e => [e.dataset.rule, Number(e.textContent)])),
      paths: Array.from(document.querySelectorAll('#file-table tbody tr'), r => r.querySelector('code').textContent),
      headline: document.getElementById('headline').textContent,
      checklist: document.querySelectorAll('.checklist li').length
    })
    """

  /// With `TCA_MIGRATE_SCREENSHOTS=DIR`, the page as PNGs of 1400 CSS pixels each.
  func saveScreenshots(_ browser: HeadlessBrowser, name: String) throws {
    guard let directory = ProcessInfo.processInfo.environment["TCA_MIGRATE_SCREENSHOTS"] else { return }
    let height = try browser.evaluate("document.documentElement.scrollHeight") as? Double ?? 1400
    var y = 0.0, part = 1
    while y < height, part <= 12 {
      let png = try browser.screenshot(y: y, height: min(1400, height - y))
      try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name)-\(part).png"))
      y += 1400
      part += 1
    }
  }
}
