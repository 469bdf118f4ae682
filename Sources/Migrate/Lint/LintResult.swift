import SwiftScan

/// One file given to the in-memory linter: its path (as reported), its bytes, and whether its
/// findings are reported (`--since` lints only changed files but learns facts from all of them).
public struct LintInput: Sendable {
  public var path: String
  public var bytes: [UInt8]
  public var reported: Bool

  public init(path: String, bytes: [UInt8], reported: Bool = true) {
    self.path = path
    self.bytes = bytes
    self.reported = reported
  }
}

/// Where an offset of a file is, as a report shows it: 1-based line, column in Unicode scalars,
/// and the offending line's text without surrounding spaces and tabs (the baseline key).
public struct SourceLocation: Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var lineText: String

  public init(line: Int, column: Int, lineText: String) {
    self.line = line
    self.column = column
    self.lineText = lineText
  }
}

/// The lint result of one reported file.
///
/// Contract: a result keeps the positions and line texts of what it reports, never the file's
/// bytes, so a run over a large tree holds findings, not sources.
public struct LintFileResult: Sendable {
  public var path: String
  /// Findings at byte offsets of the file, in source order, with configured severities.
  public var findings: [Finding]
  /// Why the file was refused (it does not lex or balance); empty when it was linted.
  public var errors: [ScanError]
  /// The location of every offset a finding or an error points at.
  public var locations: [Int: SourceLocation]

  public init(path: String, findings: [Finding], errors: [ScanError] = [], locations: [Int: SourceLocation]) {
    self.path = path
    self.findings = findings
    self.errors = errors
    self.locations = locations
  }

  /// A result whose locations are resolved in `file`.
  public init(path: String, file: ScannedFile, findings: [Finding], errors: [ScanError] = []) {
    var locations: [Int: SourceLocation] = [:]
    // Sized once: growing the table rehashes every location made so far. (Most files linted
    // have nothing to locate: no table at all.)
    if !findings.isEmpty || !errors.isEmpty { locations.reserveCapacity(findings.count + errors.count) }
    // Findings come in source order, often several on a line: the line's text is made once.
    var previous: (line: Int, text: String)? = nil
    func locate(_ offset: Int) {
      guard locations[offset] == nil else { return }
      let (line, column) = file.lineColumn(ofOffset: offset)
      let text: String
      // Asked at the line's start, `lineText(ofOffset:)` finds the same line and walks no column.
      if let previous, previous.line == line { text = previous.text } else { text = file.lineText(ofOffset: file.lineStart(line)) }
      previous = (line, text)
      locations[offset] = SourceLocation(line: line, column: column, lineText: text)
    }
    for finding in findings { locate(finding.offset) }
    for error in errors { locate(error.offset) }
    self.init(path: path, findings: findings, errors: errors, locations: locations)
  }

  /// A result whose locations are resolved in `bytes` (which are not kept).
  public init(path: String, bytes: [UInt8], findings: [Finding], errors: [ScanError] = []) {
    let index = LineIndex(bytes)
    var locations: [Int: SourceLocation] = [:]
    for offset in findings.map(\.offset) + errors.map(\.offset) where locations[offset] == nil {
      let (line, column) = index.position(of: offset)
      locations[offset] = SourceLocation(line: line, column: column, lineText: index.lineText(of: offset))
    }
    self.init(path: path, findings: findings, errors: errors, locations: locations)
  }

  /// The location of `offset`, which a finding or an error of this result points at.
  public func location(of offset: Int) -> SourceLocation {
    locations[offset] ?? SourceLocation(line: 1, column: 1, lineText: "")
  }
}
