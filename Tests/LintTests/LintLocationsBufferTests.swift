import Testing
@testable import Migrate
import SwiftScan

/// `LintLocations` keeps its records and line texts in one buffer: a table of `SourceLocation`s
/// made into it answers as the table, and offsets resolved in a file answer as the same offsets
/// resolved in the raw bytes, however many (records past the stack's scratch room too).
@Suite struct LintLocationsBufferTests {
  @Test func tableRoundTrips() {
    let table: [Int: Migrate.SourceLocation] = [
      40: Migrate.SourceLocation(line: 3, column: 2, lineText: "let é = 1"),
      7: Migrate.SourceLocation(line: 1, column: 8, lineText: ""),
      12: Migrate.SourceLocation(line: 2, column: 1, lineText: "K\u{212A} // kelvin"),
      13: Migrate.SourceLocation(line: 2, column: 2, lineText: "K\u{212A} // kelvin"),
      90: Migrate.SourceLocation(line: 9, column: 30, lineText: String(repeating: "x", count: 300)),
      91: Migrate.SourceLocation(line: 10, column: 1, lineText: ""),
    ]
    let located = LintLocations(table)
    #expect(located.count == table.count)
    #expect(!located.isEmpty)
    for (offset, location) in table {
      #expect(located[offset] == location, "offset \(offset)")
      #expect(located[offset]?.lineText == location.lineText)
      let position = located.lineColumn(of: offset)
      #expect(position?.line == location.line && position?.column == location.column)
    }
    for offset in [0, 8, 14, 41, 89, 92, 1000] {
      #expect(located[offset] == nil)
      #expect(located.lineColumn(of: offset) == nil)
    }
  }

  @Test func emptyTables() {
    for located in [LintLocations([:]), [:] as LintLocations, LintLocations([], [], in: [UInt8]("a\n".utf8))] {
      #expect(located.isEmpty)
      #expect(located.count == 0)
      #expect(located[0] == nil)
    }
  }

  @Test func manyOffsetsAgreeWithRawBytes() {
    var text = ""
    for k in 0..<200 { text += (k % 3 == 0 ? "  " : "\t") + "let v\(k) = \"\(k % 7 == 0 ? "ü" : "u")\"" + (k % 5 == 0 ? "\r\n" : "\n") }
    let bytes = Array(text.utf8)
    let offsets = Array(stride(from: 0, to: bytes.count, by: 3))
    let findings = offsets.map { Finding(ruleID: "r", severity: .warning, message: "m", offset: $0) }
    let scanned = LintLocations(findings, [], in: ScannedFile(bytes: bytes))
    let raw = LintLocations(findings, [], in: bytes)
    #expect(scanned.count == offsets.count)
    #expect(raw.count == offsets.count)
    for offset in offsets {
      #expect(scanned[offset] == raw[offset], "offset \(offset)")
    }
    // A result made from a table of them answers alike.
    var table: [Int: Migrate.SourceLocation] = [:]
    for offset in offsets { table[offset] = scanned[offset] }
    let rebuilt = LintLocations(table)
    for offset in offsets { #expect(rebuilt[offset] == scanned[offset]) }
  }
}
