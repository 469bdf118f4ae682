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
///
/// The line's text is kept as a run of its result's line bytes and made into a string only when
/// read: most reports never read it (the Xcode form shows no line), and a result holds one
/// buffer for all its lines instead of a string per line.
public struct SourceLocation: Sendable, Equatable {
  public var line: Int
  public var column: Int
  private var text: Text

  private enum Text: Sendable {
    case string(String)
    /// A run of a result's line bytes (see `LintLocations`): valid UTF-8, copied from a line of
    /// the file or from a string, so decoding it gives that line's string exactly.
    case bytes([UInt8], start: Int, end: Int)
  }

  public var lineText: String {
    get {
      switch text {
      case .string(let string): return string
      case let .bytes(bytes, start, end): return String(decoding: bytes[start..<end], as: UTF8.self)
      }
    }
    set { text = .string(newValue) }
  }

  public init(line: Int, column: Int, lineText: String) {
    self.line = line
    self.column = column
    self.text = .string(lineText)
  }

  /// A location whose line text is `lineBytes[start..<end]`, valid UTF-8 (see `LintLocations`).
  init(line: Int, column: Int, lineBytes: [UInt8], start: Int, end: Int) {
    self.line = line
    self.column = column
    self.text = .bytes(lineBytes, start: start, end: end)
  }

  public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
    a.line == b.line && a.column == b.column && a.lineText == b.lineText
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
  public var locations: LintLocations

  public init(path: String, findings: [Finding], errors: [ScanError] = [], locations: [Int: SourceLocation]) {
    self.init(path: path, findings: findings, errors: errors, located: LintLocations(locations))
  }

  init(path: String, findings: [Finding], errors: [ScanError], located: LintLocations) {
    self.path = path
    self.findings = findings
    self.errors = errors
    self.locations = located
  }

  /// A result whose locations are resolved in `file`.
  public init(path: String, file: ScannedFile, findings: [Finding], errors: [ScanError] = []) {
    self.init(path: path, findings: findings, errors: errors, located: LintLocations(findings, errors, in: file))
  }

  /// A result whose locations are resolved in `bytes` (which are not kept).
  public init(path: String, bytes: [UInt8], findings: [Finding], errors: [ScanError] = []) {
    self.init(path: path, findings: findings, errors: errors, located: LintLocations(findings, errors, in: bytes))
  }

  /// The location of `offset`, which a finding or an error of this result points at.
  public func location(of offset: Int) -> SourceLocation {
    locations[offset] ?? SourceLocation(line: 1, column: 1, lineText: "")
  }

  /// The line and column of `location(of: offset)`, without its line's text.
  func lineColumn(of offset: Int) -> (line: Int, column: Int) {
    locations.lineColumn(of: offset) ?? (1, 1)
  }
}
