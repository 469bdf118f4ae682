import SwiftScan

/// Where the offsets one lint result points at are: each offset's line, column and line text.
///
/// One flat buffer per file (no table with a string per line, and not two arrays either): first
/// each offset once, ascending (searched by halving), as a record of five machine words, then
/// the texts of the lines located, each once, back to back (a run of findings on one line shares
/// its text). A result holds one allocation for all of it: one reference counted when results are
/// gathered and copied, one block freed at the end of a run. A `SourceLocation` read from it
/// makes its line text a string only when asked. Contract: answers as the table of
/// `SourceLocation`s it is made from (or that resolving the offsets in the file gives) would.
public struct LintLocations: Sendable, ExpressibleByDictionaryLiteral {
  /// How many offsets are located: the records at the start of `storage`.
  private var locatedCount: Int
  /// The records (`Located`, `recordSize` bytes each, in this machine's byte order), then the
  /// lines' texts: valid UTF-8 (copied from a line of a file that decodes, or from strings). A
  /// record's text range is a range of this buffer.
  private var storage: [UInt8]

  /// An offset's line and column, and its line's text as a range of bytes.
  fileprivate struct Located {
    var offset: Int
    var line: Int
    var column: Int
    var textStart: Int
    var textEnd: Int
  }

  /// The bytes of one record in `storage`.
  fileprivate static var recordSize: Int { MemoryLayout<Located>.stride }

  /// No locations: those of a result of a file that cannot have findings (`LintRun` makes one per
  /// such file), without a table made, asked and freed for each (some 110 instructions).
  init() {
    locatedCount = 0
    storage = []
  }

  /// The locations of a table, each line text as its UTF-8 bytes (which decode to that string).
  public init(_ locations: [Int: SourceLocation]) {
    guard !locations.isEmpty else {
      self.init()
      return
    }
    var located: [Located] = []
    var bytes: [UInt8] = []
    located.reserveCapacity(locations.count)
    for offset in locations.keys.sorted() {
      let location = locations[offset]!
      let start = bytes.count
      bytes += location.lineText.utf8
      located.append(Located(offset: offset, line: location.line, column: location.column, textStart: start, textEnd: bytes.count))
    }
    self.init(located, texts: bytes)
  }

  public init(dictionaryLiteral elements: (Int, SourceLocation)...) {
    self.init(Dictionary(uniqueKeysWithValues: elements))
  }

  /// The offsets `findings` and `errors` point at, resolved in `file`.
  init(_ findings: [Finding], _ errors: [ScanError], in file: ScannedFile) {
    // Most files linted have nothing to locate: no buffer at all.
    guard !findings.isEmpty || !errors.isEmpty else {
      locatedCount = 0
      storage = []
      return
    }
    // First each offset's line, column and line (as a range of the file's bytes), then the
    // records and the lines' bytes into one buffer of the size they take. Offsets ascend, so
    // findings on one line are neighbours: its text is kept once. The bytes are read in
    // place (line starts and the trimmed ends lie inside them). The records are gathered in
    // scratch room (on the stack for a few), not in an array of their own.
    var count = 0
    var packed: [UInt8] = []
    withUnsafeTemporaryAllocation(of: Located.self, capacity: findings.count + errors.count) { entries in
      file.bytes.withUnsafeBufferPointer { bytes in
        Self.forEachOffset(findings, errors) { offset in
          // The text is `ScannedFile.lineText(ofOffset:)`'s, as a range of the file's bytes.
          let (line, column, text) = file.location(ofOffset: offset)
          (entries.baseAddress! + count).initialize(to: Located(offset: offset, line: line, column: column, textStart: text.lowerBound, textEnd: text.upperBound))
          count += 1
        }
        packed = Self.pack(UnsafeBufferPointer(rebasing: entries[..<count]), texts: bytes)
      }
    }
    locatedCount = count
    storage = packed
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
    self.init(located, texts: lines)
  }

  /// Records whose text ranges are ranges of `texts`, packed into one buffer.
  private init(_ located: [Located], texts: [UInt8]) {
    locatedCount = located.count
    storage = located.isEmpty ? [] : located.withUnsafeBufferPointer { entries in
      texts.withUnsafeBufferPointer { texts in Self.pack(entries, texts: texts) }
    }
  }

  /// `entries` (ascending, each offset once; text ranges of `texts`) and their texts as one
  /// buffer: the records, their text ranges made ranges of the buffer, then the texts, a text of
  /// the same range as the record before it kept once. Written into room made once, through
  /// specialized code: appending `LocatedStorageBytes` to an empty array reserves the size
  /// counted and has it write the buffer in place (`Array(unsafeUninitializedCapacity:)`
  /// allocates through the standard library's unspecialized path, a type metadata lookup per
  /// call, and `append(contentsOf:)` per piece cost some 90 instructions each).
  private static func pack(_ entries: UnsafeBufferPointer<Located>, texts: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var storage: [UInt8] = []
    let bytes = LocatedStorageBytes(entries: entries, texts: texts)
    storage.append(contentsOf: bytes)
    precondition(storage.count == bytes.total, "the buffer written is the buffer counted")
    return storage
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

  public var count: Int { locatedCount }
  public var isEmpty: Bool { locatedCount == 0 }

  /// Record `k`'s word `field` (0: offset, 1: line, 2: column, 3: text start, 4: text end).
  @inline(__always)
  private func word(_ k: Int, _ field: Int) -> Int {
    precondition(k >= 0 && k < locatedCount)
    return storage.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: k * Self.recordSize + field * MemoryLayout<Int>.stride, as: Int.self) }
  }

  /// The location of `offset`, if it is one of these.
  public subscript(offset: Int) -> SourceLocation? {
    guard let k = index(of: offset) else { return nil }
    return SourceLocation(line: word(k, 1), column: word(k, 2), lineBytes: storage, start: word(k, 3), end: word(k, 4))
  }

  /// The line and column of `offset`, if it is one of these: `self[offset]` without its line's
  /// text (which holds the buffer, retained and released per location).
  func lineColumn(of offset: Int) -> (line: Int, column: Int)? {
    guard let k = index(of: offset) else { return nil }
    return (word(k, 1), word(k, 2))
  }

  /// Where `offset` is among the records, if it is one of these.
  private func index(of offset: Int) -> Int? {
    // The first located offset at or after `offset`.
    var low = 0, high = locatedCount
    while low < high {
      let mid = (low + high) / 2
      if word(mid, 0) < offset { low = mid + 1 } else { high = mid }
    }
    guard low < locatedCount, word(low, 0) == offset else { return nil }
    return low
  }
}

/// What `LintLocations` appends to an empty array to fill its buffer: its records, then the
/// texts they point at, each text once, without the unspecialized allocation of
/// `Array(unsafeUninitializedCapacity:)`.
///
/// Contract: every entry's text range lies in `texts`; appended once, it writes `total` bytes:
/// the entries in order, as `LintLocations.recordSize`-byte records whose text ranges are those
/// of their copies in the buffer, then the texts in entry order, a text whose range is the same
/// as the entry before it copied once (findings on one line). Iterating it yields nothing:
/// `append(contentsOf:)` reserves `underestimatedCount` bytes and has `_copyContents` fill them,
/// then asks the iterator for more only when the room is exactly full, and there is none.
private struct LocatedStorageBytes: Sequence {
  let entries: UnsafeBufferPointer<LintLocations.Located>
  let texts: UnsafeBufferPointer<UInt8>
  /// The records' bytes and the distinct texts' bytes.
  let total: Int

  init(entries: UnsafeBufferPointer<LintLocations.Located>, texts: UnsafeBufferPointer<UInt8>) {
    self.entries = entries
    self.texts = texts
    var total = entries.count * LintLocations.recordSize
    for k in entries.indices where !Self.sharesText(entries, k) { total += entries[k].textEnd - entries[k].textStart }
    self.total = total
  }

  /// Whether entry `k`'s text is the one of the entry before it (the same range).
  @inline(__always)
  private static func sharesText(_ entries: UnsafeBufferPointer<LintLocations.Located>, _ k: Int) -> Bool {
    k > 0 && entries[k].textStart == entries[k - 1].textStart && entries[k].textEnd == entries[k - 1].textEnd
  }

  var underestimatedCount: Int { total }

  func makeIterator() -> EmptyCollection<UInt8>.Iterator { EmptyCollection<UInt8>.Iterator() }

  func _copyContents(initializing buffer: UnsafeMutableBufferPointer<UInt8>) -> (EmptyCollection<UInt8>.Iterator, Int) {
    // `append(contentsOf:)` offers at least `underestimatedCount` bytes of room.
    precondition(buffer.count >= total)
    let base = UnsafeMutableRawPointer(buffer.baseAddress!)
    var written = entries.count * LintLocations.recordSize
    var previousStart = 0, previousEnd = 0
    for k in entries.indices {
      var record = entries[k]
      // A text shared with the entry before is copied once (as `total` counted it).
      if !Self.sharesText(entries, k) {
        let count = record.textEnd - record.textStart
        previousStart = written
        if count > 0 { (base + written).copyMemory(from: texts.baseAddress! + record.textStart, byteCount: count) }
        written += count
        previousEnd = written
      }
      record.textStart = previousStart
      record.textEnd = previousEnd
      (base + k * LintLocations.recordSize).storeBytes(of: record, as: LintLocations.Located.self)
    }
    precondition(written == total, "the buffer written is the buffer counted")
    return (EmptyCollection<UInt8>.Iterator(), written)
  }
}
