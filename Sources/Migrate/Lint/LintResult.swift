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
    /// A run of a result's line bytes (see `LintFileResult`): valid UTF-8, copied from a line of
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

  fileprivate init(line: Int, column: Int, lineBytes: [UInt8], start: Int, end: Int) {
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
  /// Every offset a finding or an error points at, once each, ascending, with where it is: two
  /// flat arrays per file (no table, no string per line), searched by `location(of:)`.
  private var located: [LocatedOffset]
  /// The texts of the lines located, each once (a run of findings on one line shares it), back
  /// to back.
  private var lineBytes: [UInt8]

  /// An offset's line and column, and its line's text as `lineBytes[textStart..<textEnd]`.
  private struct LocatedOffset {
    var offset: Int
    var line: Int
    var column: Int
    var textStart: Int
    var textEnd: Int
  }

  /// The location of every offset a finding or an error points at.
  public var locations: [Int: SourceLocation] {
    get {
      var table: [Int: SourceLocation] = [:]
      for k in located.indices { table[located[k].offset] = location(at: k) }
      return table
    }
    set { (located, lineBytes) = Self.flattened(newValue) }
  }

  public init(path: String, findings: [Finding], errors: [ScanError] = [], locations: [Int: SourceLocation]) {
    self.path = path
    self.findings = findings
    self.errors = errors
    (located, lineBytes) = Self.flattened(locations)
  }

  /// `locations` as the flat arrays: in ascending offsets, each line's text as its UTF-8 bytes
  /// (a string's bytes decode to that string).
  private static func flattened(_ locations: [Int: SourceLocation]) -> ([LocatedOffset], [UInt8]) {
    var located: [LocatedOffset] = []
    var bytes: [UInt8] = []
    located.reserveCapacity(locations.count)
    for offset in locations.keys.sorted() {
      let location = locations[offset]!
      let start = bytes.count
      bytes += location.lineText.utf8
      located.append(LocatedOffset(offset: offset, line: location.line, column: location.column, textStart: start, textEnd: bytes.count))
    }
    return (located, bytes)
  }

  /// The offsets `findings` and `errors` point at, each once, ascending, given to `body`.
  private static func forEachOffset(_ findings: [Finding], _ errors: [ScanError], _ body: (Int) -> Void) {
    // Findings come in source order and most results have no error: their offsets as they are,
    // read by index (iterating would copy each finding out, its strings retained).
    var sorted = errors.isEmpty
    if sorted { for k in findings.indices.dropFirst() where findings[k - 1].offset > findings[k].offset { sorted = false; break } }
    if sorted {
      for k in findings.indices where k == 0 || findings[k - 1].offset != findings[k].offset { body(findings[k].offset) }
      return
    }
    var offsets: [Int] = []
    offsets.reserveCapacity(findings.count + errors.count)
    for k in findings.indices { offsets.append(findings[k].offset) }
    for k in errors.indices { offsets.append(errors[k].offset) }
    offsets.sort()
    for k in offsets.indices where k == 0 || offsets[k - 1] != offsets[k] { body(offsets[k]) }
  }

  /// A result whose locations are resolved in `file`.
  public init(path: String, file: ScannedFile, findings: [Finding], errors: [ScanError] = []) {
    self.path = path
    self.findings = findings
    self.errors = errors
    // Most files linted have nothing to locate: no arrays at all.
    guard !findings.isEmpty || !errors.isEmpty else {
      located = []
      lineBytes = []
      return
    }
    // First each offset's line, column and line (as a range of the file's bytes), then the
    // lines' bytes into one buffer of the size they take. Offsets ascend, so findings on one
    // line are neighbours: its text is found and kept once.
    var entries: [LocatedOffset] = []
    entries.reserveCapacity(findings.count + errors.count)
    var total = 0
    var previousLine = -1
    Self.forEachOffset(findings, errors) { offset in
      let (line, column) = file.lineColumn(ofOffset: offset)
      if line == previousLine, let last = entries.last {
        entries.append(LocatedOffset(offset: offset, line: line, column: column, textStart: last.textStart, textEnd: last.textEnd))
        return
      }
      previousLine = line
      // `ScannedFile.lineText(ofOffset:)`'s line: from the line's start to the next line's (or
      // the end), less trailing line ends, spaces and tabs and leading spaces and tabs.
      var start = file.lineStart(line)
      var end = line < file.lineCount ? file.lineStart(line + 1) : file.bytes.count
      let bytes = file.bytes
      while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      entries.append(LocatedOffset(offset: offset, line: line, column: column, textStart: start, textEnd: end))
      total += end - start
    }
    var lines: [UInt8] = []
    lines.reserveCapacity(total)
    for k in entries.indices {
      // A line shared with the previous offset is copied once.
      if k > 0, entries[k].line == entries[k - 1].line {
        entries[k].textStart = entries[k - 1].textStart
        entries[k].textEnd = entries[k - 1].textEnd
        continue
      }
      let start = lines.count
      file.bytes.withUnsafeBufferPointer { bytes in
        lines.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[entries[k].textStart..<entries[k].textEnd]))
      }
      entries[k].textStart = start
      entries[k].textEnd = lines.count
    }
    located = entries
    lineBytes = lines
  }

  /// A result whose locations are resolved in `bytes` (which are not kept).
  public init(path: String, bytes: [UInt8], findings: [Finding], errors: [ScanError] = []) {
    let index = LineIndex(bytes)
    var located: [LocatedOffset] = []
    var lines: [UInt8] = []
    Self.forEachOffset(findings, errors) { offset in
      let (line, column) = index.position(of: offset)
      let start = lines.count
      lines += index.lineText(of: offset).utf8
      located.append(LocatedOffset(offset: offset, line: line, column: column, textStart: start, textEnd: lines.count))
    }
    self.path = path
    self.findings = findings
    self.errors = errors
    self.located = located
    self.lineBytes = lines
  }

  private func location(at k: Int) -> SourceLocation {
    SourceLocation(line: located[k].line, column: located[k].column, lineBytes: lineBytes,
                   start: located[k].textStart, end: located[k].textEnd)
  }

  /// The location of `offset`, which a finding or an error of this result points at.
  public func location(of offset: Int) -> SourceLocation {
    // The first located offset at or after `offset`.
    var low = 0, high = located.count
    while low < high {
      let mid = (low + high) / 2
      if located[mid].offset < offset { low = mid + 1 } else { high = mid }
    }
    guard low < located.count, located[low].offset == offset else { return SourceLocation(line: 1, column: 1, lineText: "") }
    return location(at: low)
  }
}
