import Testing
@testable import Migrate
import SwiftScan

/// `LintLocations` resolved in a scanned file (its line texts written into one buffer in place)
/// answers as the same offsets resolved in the raw bytes (`LineIndex`, one line at a time) do.
@Suite struct LintLocationsLinesTests {
  private func finding(_ offset: Int) -> Finding {
    Finding(ruleID: "r", severity: .warning, message: "m", offset: offset)
  }

  private func check(_ text: String, offsets: [Int], errors: [Int] = []) {
    let bytes = Array(text.utf8)
    let file = ScannedFile(bytes: bytes)
    let findings = offsets.map(finding)
    let scanErrors = errors.map { ScanError(offset: $0, message: "e") }
    let scanned = LintLocations(findings, scanErrors, in: file)
    let raw = LintLocations(findings, scanErrors, in: bytes)
    #expect(scanned.count == raw.count)
    for offset in offsets + errors {
      #expect(scanned[offset] == raw[offset], "offset \(offset) of \(text.debugDescription)")
    }
  }

  @Test func sharedAndSeparateLines() {
    let text = "let a = 1\n    let b = 2 \t\n\nfunc f() {\r\n\tg()\r\n}\n"
    let bytes = Array(text.utf8)
    check(text, offsets: Array(0..<bytes.count))
    check(text, offsets: [0, 4, 14, 18, 26])
    check(text, offsets: [26, 0, 14], errors: [4, 14])
  }

  @Test func blankAndNonASCIILines() {
    check("   \n\t\n", offsets: [0, 1, 4])
    let text = "let é = \"K\u{212A}\"\n  // ü\n"
    check(text, offsets: Array(0..<Array(text.utf8).count))
  }

  @Test func noOffsets() {
    #expect(LintLocations([], [], in: ScannedFile("let a = 1\n")).isEmpty)
  }
}
