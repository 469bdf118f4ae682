import SwiftScan

/// Where the offsets one lint result points at are: each offset's line, column and line text.
///
/// Two flat arrays per file instead of a table with a string per line: each offset once,
/// ascending (searched by halving), and the texts of the lines located, each once, back to back
/// in one buffer (a run of findings on one line shares its text). A `SourceLocation` read from
/// it makes its line text a string only when asked. Contract: answers as the table of
/// `SourceLocation`s it is made from (or that resolving the offsets in the file gives) would.
public struct LintLocations: Sendable, ExpressibleByDictionaryLiteral {
  private var located: [Located]
  /// The lines' texts: valid UTF-8 (copied from a line of a file that decodes, or from strings).
  private var lineBytes: [UInt8]

  /// An offset's line and column, and its line's text as `lineBytes[textStart..<textEnd]`.
  fileprivate struct Located {
    var offset: Int
    var line: Int
    var column: Int
    var textStart: Int
    var textEnd: Int
  }

  /// The locations of a table, each line text as its UTF-8 bytes (which decode to that string).
  public init(_ locations: [Int: SourceLocation]) {
    var located: [Located] = []
    var bytes: [UInt8] = []
    located.reserveCapacity(locations.count)
    for offset in locations.keys.sorted() {
      let location = locations[offset]!
      let start = bytes.count
      bytes += location.lineText.utf8
      located.append(Located(offset: offset, line: location.line, column: location.column, textStart: start, textEnd: bytes.count))
    }
    self.located = located
    self.lineBytes = bytes
  }

  public init(dictionaryLiteral elements: (Int, SourceLocation)...) {
    self.init(Dictionary(uniqueKeysWithValues: elements))
  }

  /// The offsets `findings` and `errors` point at, resolved in `file`.
  init(_ findings: [Finding], _ errors: [ScanError], in file: ScannedFile) {
    // Most files linted have nothing to locate: no arrays at all.
    guard !findings.isEmpty || !errors.isEmpty else {
      located = []
      lineBytes = []
      return
    }
    // First each offset's line, column and line (as a range of the file's bytes), then the
    // lines' bytes into one buffer of the size they take. Offsets ascend, so findings on one
    // line are neighbours: its text is found and kept once. The bytes are read in place (line
    // starts and the trimmed ends lie inside them).
    var entries: [Located] = []
    entries.reserveCapacity(findings.count + errors.count)
    var total = 0
    file.bytes.withUnsafeBufferPointer { bytes in
      var previousLine = -1, previousStart = 0, previousEnd = 0
      let lineCount = file.lineCount
      Self.forEachOffset(findings, errors) { offset in
        let (line, column) = file.lineColumn(ofOffset: offset)
        if line != previousLine {
          // `ScannedFile.lineText(ofOffset:)`'s line: from the line's start to the next line's
          // (or the end), less trailing line ends, spaces and tabs and leading spaces and tabs.
          var start = file.lineStart(line)
          var end = line < lineCount ? file.lineStart(line + 1) : bytes.count
          while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
          while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
          previousLine = line
          previousStart = start
          previousEnd = end
          total += end - start
        }
        entries.append(Located(offset: offset, line: line, column: column, textStart: previousStart, textEnd: previousEnd))
      }
    }
    // Written into room made once, through specialized code: `append(contentsOf:)` per line
    // cost some 90 instructions each, and `Array(unsafeUninitializedCapacity:)` allocates
    // through the standard library's unspecialized path (a type metadata lookup, some 590
    // instructions per file); appending `LocatedLineBytes` to an empty array reserves `total`
    // bytes here and has it write the lines into them in place.
    var lines: [UInt8] = []
    file.bytes.withUnsafeBufferPointer { bytes in
      entries.withUnsafeMutableBufferPointer { entries in
        lines.append(contentsOf: LocatedLineBytes(total: total, bytes: bytes, entries: entries))
      }
    }
    precondition(lines.count == total, "the lines copied are the lines counted")
    located = entries
    lineBytes = lines
  }

  /// The offsets `findings` and `errors` point at, resolved in `bytes` (a refused file's).
  init(_ findings: [Finding], _ errors: [ScanError], in bytes: [UInt8]) {
    let index = LineIndex(bytes)
    var located: [Located] = []
    var lines: [UInt8] = []
    Self.forEachOffset(findings, errors) { offset in
      let (line, column) = index.position(of: offset)
      let start = lines.count
      lines += index.lineText(of: offset).utf8
      located.append(Located(offset: offset, line: line, column: column, textStart: start, textEnd: lines.count))
    }
    self.located = located
    self.lineBytes = lines
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

  public var count: Int { located.count }
  public var isEmpty: Bool { located.isEmpty }

  /// The location of `offset`, if it is one of these.
  public subscript(offset: Int) -> SourceLocation? {
    guard let k = index(of: offset) else { return nil }
    let entry = located[k]
    return SourceLocation(line: entry.line, column: entry.column, lineBytes: lineBytes, start: entry.textStart, end: entry.textEnd)
  }

  /// The line and column of `offset`, if it is one of these: `self[offset]` without its line's
  /// text (which holds the lines' bytes, retained and released per location).
  func lineColumn(of offset: Int) -> (line: Int, column: Int)? {
    guard let k = index(of: offset) else { return nil }
    return (located[k].line, located[k].column)
  }

  /// Where `offset` is in `located`, if it is one of these.
  private func index(of offset: Int) -> Int? {
    // The first located offset at or after `offset`.
    var low = 0, high = located.count
    while low < high {
      let mid = (low + high) / 2
      if located[mid].offset < offset { low = mid + 1 } else { high = mid }
    }
    guard low < located.count, located[low].offset == offset else { return nil }
    return low
  }
}

/// The texts of the lines an array of `LintLocations.Located` points at, each line once, as one
/// run of bytes: what `LintLocations` appends to an empty array to fill its line buffer without
/// the unspecialized allocation of `Array(unsafeUninitializedCapacity:)`.
///
/// Contract: `total` is the byte count of the distinct lines (a line shared with the previous
/// entry counted once), every range lies in `bytes`; appended once, it writes those lines in
/// entry order and points each entry at its copy (a side effect on `entries`, which it is given
/// for that alone). Iterating it yields nothing: `append(contentsOf:)` reserves
/// `underestimatedCount` bytes and has `_copyContents` fill them, then asks the iterator for more
/// only when the room is exactly full, and there is none.
private struct LocatedLineBytes: Sequence {
  let total: Int
  let bytes: UnsafeBufferPointer<UInt8>
  let entries: UnsafeMutableBufferPointer<LintLocations.Located>

  var underestimatedCount: Int { total }

  func makeIterator() -> EmptyCollection<UInt8>.Iterator { EmptyCollection<UInt8>.Iterator() }

  func _copyContents(initializing lines: UnsafeMutableBufferPointer<UInt8>) -> (EmptyCollection<UInt8>.Iterator, Int) {
    // `append(contentsOf:)` offers at least `underestimatedCount` bytes of room.
    precondition(lines.count >= total)
    var initialized = 0
    var previousLine = -1, previousStart = 0, previousEnd = 0
    for k in entries.indices {
      // A line shared with the previous offset is copied once (as `total` counted it).
      if entries[k].line != previousLine {
        previousLine = entries[k].line
        previousStart = initialized
        let count = entries[k].textEnd - entries[k].textStart
        if count > 0 { (lines.baseAddress! + initialized).initialize(from: bytes.baseAddress! + entries[k].textStart, count: count) }
        initialized += count
        previousEnd = initialized
      }
      entries[k].textStart = previousStart
      entries[k].textEnd = previousEnd
    }
    precondition(initialized == total, "the lines copied are the lines counted")
    return (EmptyCollection<UInt8>.Iterator(), initialized)
  }
}
