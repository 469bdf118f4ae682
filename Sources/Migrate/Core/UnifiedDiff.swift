import Foundation

/// A unified diff between two texts, in the form `git apply` and `patch -p1` accept.
///
/// Lines keep their own terminators (`\n`, `\r\n`), so CRLF files diff and apply byte-exactly; a
/// last line without one is marked `\ No newline at end of file`. Given the edits that produced
/// the new text, only the lines they touch are compared, so the cost stays linear in the file.
public enum UnifiedDiff {
  public static func make(old: [UInt8], new: [UInt8], path: String, edits: [Edit] = [], context: Int = 3) -> String {
    guard !Self.sameBytes(old, new) else { return "" }
    let oldLines = Lines(old)
    let sorted = producing(edits, old: old, new: new)
    // Where the edits give the new text, its lines are the old lines shifted and the lines the
    // replacements break: no search of the whole new text.
    let newLines = sorted.flatMap { Lines(new, applying: $0, to: oldLines) } ?? Lines(new)
    let script = editScript(oldLines, newLines, regions: regions(sorted: sorted, oldLines: oldLines, newLines: newLines))
    var out: [UInt8] = []
    // Lines are copied from the two texts' buffers: a slice per line retained, released and
    // appended through the generic path cost more than the bytes themselves.
    old.withUnsafeBufferPointer { oldBuffer in
      new.withUnsafeBufferPointer { newBuffer in
        // The hunks are found and measured first, so the output is allocated once (growing it
        // per hunk reallocated and copied it about three times per file).
        let hunks = Self.hunks(script, oldLines, oldBuffer, newLines, newBuffer, context: context)
        // Room only (more grows the array, as before): a plain path's header is `4 * path + 31`
        // bytes, a hunk header's under 64 below a billion lines.
        var room = 4 * path.utf8.count + 64
        for hunk in hunks { room += hunk.size + 64 }
        out.reserveCapacity(room)
        appendHeader(path, to: &out)
        appendHunks(hunks, script, oldLines, oldBuffer, newLines, newBuffer, to: &out)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A hunk: operations `start..<end` of the script, the old and new lines among them, and the
  /// byte count of its lines as printed (prefixes and no-newline markers included).
  struct Hunk { var start: Int; var end: Int; var oldCount: Int; var newCount: Int; var size: Int }

  /// Line `op` shows: the new text's for an insertion, the old text's otherwise.
  @inline(__always)
  private static func line(_ op: Operation, _ oldLines: Lines, _ old: UnsafeBufferPointer<UInt8>,
                           _ newLines: Lines, _ new: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    op.kind == .insert ? newLines.line(op.newIndex, in: new) : oldLines.line(op.oldIndex, in: old)
  }

  /// Whether a line has no terminator (an empty line has none either): the marker follows it.
  @inline(__always)
  private static func unterminated(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    line.last != 0x0A && line.last != 0x0D
  }

  /// The hunks of `script`, each with `context` unchanged lines around its changes.
  private static func hunks(_ script: [Operation], _ oldLines: Lines, _ old: UnsafeBufferPointer<UInt8>,
                            _ newLines: Lines, _ new: UnsafeBufferPointer<UInt8>, context: Int) -> [Hunk] {
    var hunks: [Hunk] = []
    var index = 0
    while index < script.count {
      guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = firstChange
      var lastChange = firstChange
      while end < script.count {
        if script[end].kind != .same { lastChange = end } else if end - lastChange > 2 * context { break }
        end += 1
      }
      let hunkStart = max(index, firstChange - context)
      let hunkEnd = min(script.count, lastChange + context + 1)
      // Each line with its prefix, and the marker after a line without a terminator: the
      // hunk's line bytes exactly.
      var oldCount = 0, newCount = 0, size = 0
      for op in script[hunkStart..<hunkEnd] {
        if op.kind != .insert { oldCount += 1 }
        if op.kind != .delete { newCount += 1 }
        let text = line(op, oldLines, old, newLines, new)
        size += 1 + text.count + (unterminated(text) ? Self.noNewline.count : 0)
      }
      hunks.append(Hunk(start: hunkStart, end: hunkEnd, oldCount: oldCount, newCount: newCount, size: size))
      index = hunkEnd
    }
    return hunks
  }

  /// `diff --git a/path b/path`, `--- a/path`, `+++ b/path`, each with its newline, the paths
  /// quoted as `quoted` does. A path with nothing to quote (nearly all; `a/` and `b/` have
  /// nothing to quote) is copied in as bytes instead of interpolating quoted strings.
  static func appendHeader(_ path: String, to out: inout [UInt8]) {
    let plain = path.withUTF8InPlace { bytes in !bytes.contains(where: needsQuoting) }
    guard plain else {
      let a = quoted("a/" + path)
      let b = quoted("b/" + path)
      out.appendUTF8("diff --git \(a) \(b)\n--- \(a)\n+++ \(b)\n")
      return
    }
    path.withUTF8InPlace { bytes in
      out.reserveCapacity(out.count + 4 * bytes.count + 64)
      out.append(contentsOf: headerGit)
      out.append(contentsOf: bytes)
      out.append(contentsOf: headerGitB)
      out.append(contentsOf: bytes)
      out.append(contentsOf: headerOld)
      out.append(contentsOf: bytes)
      out.append(contentsOf: headerNew)
      out.append(contentsOf: bytes)
      out.append(UInt8(ascii: "\n"))
    }
  }

  private static let headerGit = Array("diff --git a/".utf8), headerGitB = Array(" b/".utf8)
  private static let headerOld = Array("\n--- a/".utf8), headerNew = Array("\n+++ b/".utf8)

  /// Whether git writes a path holding this byte in quotes.
  @inline(__always)
  static func needsQuoting(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Appends `hunks` (of `script`), each with its header.
  private static func appendHunks(_ hunks: [Hunk], _ script: [Operation], _ oldLines: Lines, _ old: UnsafeBufferPointer<UInt8>,
                                  _ newLines: Lines, _ new: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    for hunk in hunks {
      let slice = script[hunk.start..<hunk.end]
      let size = hunk.size
      // `@@ -range +range @@`, the numbers written as `range` spells them, digit by digit.
      out.append(contentsOf: Self.hunkOpen)
      appendRange(slice.first!.oldIndex, hunk.oldCount, to: &out)
      out.append(contentsOf: Self.hunkMiddle)
      appendRange(slice.first!.newIndex, hunk.newCount, to: &out)
      out.append(contentsOf: Self.hunkClose)
      // The lines are copied into room made for all of them at once: an append per line (and
      // per prefix) checked the array's uniqueness and capacity each time.
      var at = out.count
      out.append(contentsOf: repeatElement(0, count: size))
      out.withUnsafeMutableBufferPointer { output in
        let base = output.baseAddress!
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
          guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
          (base + at).update(from: source, count: bytes.count)
          at += bytes.count
        }
        Self.noNewline.withUnsafeBufferPointer { marker in
          for op in slice {
            switch op.kind {
            case .same: base[at] = UInt8(ascii: " ")
            case .delete: base[at] = UInt8(ascii: "-")
            case .insert: base[at] = UInt8(ascii: "+")
            }
            at += 1
            let text = line(op, oldLines, old, newLines, new)
            copy(text)
            if unterminated(text) { copy(marker) }
          }
        }
      }
    }
  }

  /// Git's path quoting: paths with quotes, backslashes, control or non-ASCII bytes are written
  /// in double quotes with C escapes (octal for bytes), as `git diff` prints them.
  static func quoted(_ path: String) -> String {
    let bytes = Array(path.utf8)
    guard bytes.contains(where: needsQuoting) else { return path }
    var out = "\""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): out += "\\\""
      case UInt8(ascii: "\\"): out += "\\\\"
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x20..<0x7F: out.append(Character(Unicode.Scalar(byte)))
      default:
        let octal = String(byte, radix: 8)
        out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      }
    }
    return out + "\""
  }

  private static let hunkOpen = Array("@@ -".utf8), hunkMiddle = Array(" +".utf8), hunkClose = Array(" @@\n".utf8)
  private static let noNewline = Array("\n\\ No newline at end of file\n".utf8)

  /// Whether two byte arrays are equal: `==` of the arrays, by `memcmp`.
  static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
  }

  /// Appends what `range(start, count)` spells: the same decimal digits, without building strings.
  static func appendRange(_ start: Int, _ count: Int, to out: inout [UInt8]) {
    func decimal(_ n: Int) { TextBuffer.appendDecimal(n, to: &out) }
    if count == 0 {
      decimal(start); out.append(UInt8(ascii: ",")); out.append(UInt8(ascii: "0"))
    } else if count == 1 {
      decimal(start + 1)
    } else {
      decimal(start + 1); out.append(UInt8(ascii: ",")); decimal(count)
    }
  }

  static func range(_ start: Int, _ count: Int) -> String {
    // Unified diff lines are 1-based; an empty range names the line before it.
    count == 0 ? "\(start),0" : (count == 1 ? "\(start + 1)" : "\(start + 1),\(count)")
  }

  /// The lines of a text, each with its terminator.
  struct Lines {
    let bytes: [UInt8]
    /// Start offsets of every line, then `bytes.count`.
    let starts: [Int]
    /// Whether the text holds a `\r` (then a line may end in `\r\n` or a lone `\r`).
    let hasCarriageReturn: Bool

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      // Room for lines of 24 bytes on average (more only grows the array).
      let room = bytes.count / 24 + 2
      var starts: [Int] = []
      var hasCarriageReturn = false
      bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { starts = [0]; return }
        hasCarriageReturn = memchr(base, 0x0D, raw.count) != nil
        if !hasCarriageReturn {
          // No `\r` (nearly every file): `memchr` from one line break to the next, each start
          // written through a pointer while the room lasts (an append checked the array's
          // uniqueness and capacity per line), the rest, if any, appended.
          var k = 0
          starts = [Int](unsafeUninitializedCapacity: room) { output, initialized in
            output[0] = 0
            var written = 1
            while written < room, k < raw.count, let found = memchr(base + k, 0x0A, raw.count - k) {
              k = base.distance(to: UnsafeRawPointer(found)) + 1
              output[written] = k
              written += 1
            }
            initialized = written
          }
          while k < raw.count, let found = memchr(base + k, 0x0A, raw.count - k) {
            k = base.distance(to: UnsafeRawPointer(found)) + 1
            starts.append(k)
          }
        } else {
          starts.reserveCapacity(room)
          starts.append(0)
          for k in 0..<raw.count where raw[k] == 0x0A || (raw[k] == 0x0D && (k + 1 >= raw.count || raw[k + 1] != 0x0A)) {
            starts.append(k + 1)
          }
        }
      }
      if starts.last! != bytes.count { starts.append(bytes.count) }
      self.starts = starts
      self.hasCarriageReturn = hasCarriageReturn
    }

    /// The lines of `bytes`, what applying `sorted` (edits as `EditApplier.normalized` returns
    /// them, which `produces` has checked give `bytes`) to `old`'s text gives, found from `old`'s
    /// line starts: `Lines(bytes)` exactly, or nil when `old` or a replacement holds a `\r`.
    /// Without one, `bytes` holds none either (it is made of the two), so its lines end at each
    /// `\n`, a one-byte break that reads no neighbour: the starts after one are the old ones
    /// after a `\n` outside every edit's range, shifted by what the edits before it added, and
    /// the ones after a `\n` of a replacement, in order; then the end, as `init` adds it.
    init?(_ bytes: [UInt8], applying sorted: [Edit], to old: Lines) {
      guard !old.hasCarriageReturn else { return nil }
      // At most every old start, every replacement byte and the end: written through a
      // pointer into room for all of them (no check per start).
      // (The edits are read in place, by index, here and below: a loop over them copied each,
      // its replacement retained and released.)
      var capacity = old.starts.count + 2
      for k in sorted.indices { capacity += sorted[k].replacement.utf8.count }
      var plain = true
      let starts = [Int](unsafeUninitializedCapacity: capacity) { output, initialized in
        let out = output.baseAddress!
        var written = 0
        out[0] = 0
        written = 1
        old.starts.withUnsafeBufferPointer { oldStarts in
          old.bytes.withUnsafeBufferPointer { oldBytes in
            // `i` walks `oldStarts` once; `delta` is what the edits so far added to the length.
            var i = 1, delta = 0, cursor = 0
            // The old starts after a `\n` in `cursor..<end` (a start `s` follows byte `s - 1`),
            // shifted; the ones up to `cursor`, in an edit's range, are passed over.
            func copyOld(through end: Int) {
              while i < oldStarts.count {
                let s = oldStarts[i]
                if s > end { break }
                if s > cursor, oldBytes[s - 1] == 0x0A { out[written] = s + delta; written += 1 }
                i += 1
              }
            }
            for e in sorted.indices {
              let range = sorted[e].range
              copyOld(through: range.lowerBound)
              let at = range.lowerBound + delta
              // `memchr` from one line break to the next, as `init` does. (In place: no copy.)
              let count = sorted[e].replacement.withUTF8InPlace { r -> Int in
                guard let base = r.baseAddress, !r.isEmpty else { return 0 }
                if memchr(base, 0x0D, r.count) != nil { plain = false }
                var k = 0
                while k < r.count, let found = memchr(base + k, 0x0A, r.count - k) {
                  k = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                  out[written] = at + k
                  written += 1
                }
                return r.count
              }
              delta += count - range.count
              cursor = range.upperBound
            }
            copyOld(through: oldBytes.count)
          }
        }
        if out[written - 1] != bytes.count { out[written] = bytes.count; written += 1 }
        initialized = written
      }
      guard plain else { return nil }
      self.bytes = bytes
      self.starts = starts
      self.hasCarriageReturn = false
    }

    var count: Int { starts.count - 1 }
    subscript(_ i: Int) -> ArraySlice<UInt8> { bytes[starts[i]..<starts[i + 1]] }
    /// Line `i`'s bytes in `buffer`, which holds `bytes`: `self[i]` without a slice of the array.
    @inline(__always)
    func line(_ i: Int, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: buffer[starts[i]..<starts[i + 1]])
    }
    /// The byte length of line `i`, its terminator included.
    func length(_ i: Int) -> Int { starts[i + 1] - starts[i] }

    /// Whether line `i` of `self` and line `j` of `other` hold the same bytes (`self[i] ==
    /// other[j]`), by `memcmp`.
    func lineEquals(_ i: Int, _ other: Lines, _ j: Int) -> Bool {
      let start = starts[i], length = starts[i + 1] - start
      let otherStart = other.starts[j]
      guard other.starts[j + 1] - otherStart == length else { return false }
      if length == 0 { return true }
      return bytes.withUnsafeBytes { a in
        other.bytes.withUnsafeBytes { b in memcmp(a.baseAddress! + start, b.baseAddress! + otherStart, length) == 0 }
      }
    }

    /// The index of the line holding byte `offset` (`count` at the end).
    func line(at offset: Int) -> Int {
      var low = 0, high = count
      while low < high {
        let mid = (low + high) / 2
        if starts[mid + 1] <= offset { low = mid + 1 } else { high = mid }
      }
      return low
    }
  }

  /// `edits` normalized, when there are some and they produce `new` from `old`; nil otherwise.
  /// (Normalized once, and checked against `new` in place: what applying them and comparing
  /// the result told, without building the applied text.)
  static func producing(_ edits: [Edit], old: [UInt8], new: [UInt8]) -> [Edit]? {
    guard !edits.isEmpty, let sorted = try? EditApplier.normalized(edits), EditApplier.produces(sorted, from: old, expected: new) else { return nil }
    return sorted
  }

  /// Line ranges (old, new) that differ, in order. From the edits when they produce `new`;
  /// otherwise one region between the common first and last lines.
  static func regions(old: [UInt8], new: [UInt8], edits: [Edit], oldLines: Lines, newLines: Lines) -> [(Range<Int>, Range<Int>)] {
    regions(sorted: producing(edits, old: old, new: new), oldLines: oldLines, newLines: newLines)
  }

  /// `regions(old:new:edits:oldLines:newLines:)` given what `producing` gives of the edits.
  static func regions(sorted: [Edit]?, oldLines: Lines, newLines: Lines) -> [(Range<Int>, Range<Int>)] {
    if let sorted {
      var result: [(Range<Int>, Range<Int>)] = []
      // (At most a region per edit.)
      result.reserveCapacity(sorted.count)
      var delta = 0
      var pending: (old: Range<Int>, newStart: Int, newEnd: Int)? = nil
      // (Each edit read in place, by index: not copied, its replacement retained and released.)
      for e in sorted.indices {
        let range = sorted[e].range
        let firstLine = oldLines.line(at: range.lowerBound)
        let atLineStart = oldLines.starts[firstLine] == range.lowerBound
        var lastLine: Int  // exclusive
        if range.isEmpty && atLineStart { lastLine = firstLine }
        else if range.upperBound == oldLines.starts[oldLines.line(at: range.upperBound)] && range.upperBound > oldLines.starts[firstLine] {
          lastLine = oldLines.line(at: range.upperBound)
        } else { lastLine = min(oldLines.count, oldLines.line(at: range.upperBound) + 1) }
        let byteDelta = sorted[e].replacement.utf8.count - range.count
        let newFirst = newLines.line(at: oldLines.starts[firstLine] + delta)
        delta += byteDelta
        let newLast = newLines.line(at: oldLines.starts[lastLine] + delta)
        if let current = pending, firstLine <= current.old.upperBound {
          pending = (current.old.lowerBound..<max(current.old.upperBound, lastLine), current.newStart, newLast)
        } else {
          if let current = pending { result.append((current.old, current.newStart..<current.newEnd)) }
          pending = (firstLine..<lastLine, newFirst, newLast)
        }
      }
      if let current = pending { result.append((current.old, current.newStart..<current.newEnd)) }
      return result
    }
    var prefix = 0
    while prefix < oldLines.count, prefix < newLines.count, oldLines.lineEquals(prefix, newLines, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < oldLines.count - prefix, suffix < newLines.count - prefix,
          oldLines.lineEquals(oldLines.count - 1 - suffix, newLines, newLines.count - 1 - suffix) { suffix += 1 }
    return [(prefix..<(oldLines.count - suffix), prefix..<(newLines.count - suffix))]
  }

  enum Kind { case same, delete, insert }
  struct Operation { var kind: Kind; var oldIndex: Int; var newIndex: Int }

  /// Every line of both texts as an operation: unchanged lines between regions, and inside each
  /// region Myers' shortest edit script (or delete-all/insert-all when a region is huge).
  static func editScript(_ a: Lines, _ b: Lines, regions: [(Range<Int>, Range<Int>)]) -> [Operation] {
    var ops: [Operation] = []
    // Every old line once, plus the inserted ones: at most all lines of both.
    ops.reserveCapacity(a.count + b.count)
    var x = 0, y = 0
    for (oldRange, newRange) in regions {
      while x < oldRange.lowerBound { ops.append(Operation(kind: .same, oldIndex: x, newIndex: y)); x += 1; y += 1 }
      appendMyers(a, oldRange, b, newRange, to: &ops)
      x = oldRange.upperBound
      y = newRange.upperBound
    }
    while x < a.count { ops.append(Operation(kind: .same, oldIndex: x, newIndex: y)); x += 1; y += 1 }
    return ops
  }

  /// Whether some line of `ar` (of `a`) holds the same bytes as some line of `br` (of `b`):
  /// lengths compared first, bytes only where they agree.
  static func sharesALine(_ a: Lines, _ ar: Range<Int>, _ b: Lines, _ br: Range<Int>) -> Bool {
    for i in ar {
      let length = a.length(i)
      for j in br where b.length(j) == length && a.lineEquals(i, b, j) { return true }
    }
    return false
  }

  /// Appends Myers' shortest edit script from lines `ar` of `a` to lines `br` of `b` to `ops`
  /// (into the script's own array: no array per region).
  static func appendMyers(_ a: Lines, _ ar: Range<Int>, _ b: Lines, _ br: Range<Int>, to ops: inout [Operation]) {
    let n = ar.count, m = br.count
    // Where no old line of the region equals a new one (most regions: an observe block in place
    // of the chains' lines), Myers' script is every deletion, then every insertion, as written
    // here for a huge or one-sided region. Why: no snake ever extends, so after `d` steps the
    // furthest point on diagonal `k` is `x = (d + k) / 2` whichever move reached it, and the
    // walk back from `(n, m)` compares row values `(d + k) / 2 - 1 < (d + k) / 2`: it steps to
    // diagonal `k + 1` (an insertion of new line `y - 1` at old line `n`) until `y` is 0, where
    // `k == d` makes it step to `k - 1` (a deletion of old line `x - 1` at new line 0) down to
    // the start; reversed, the deletions of old lines in order, then the insertions.
    if n * m > 4_000_000 || n == 0 || m == 0 || !sharesALine(a, ar, b, br) {
      for x in ar { ops.append(Operation(kind: .delete, oldIndex: x, newIndex: br.lowerBound)) }
      for y in br { ops.append(Operation(kind: .insert, oldIndex: ar.upperBound, newIndex: y)) }
      return
    }
    appendShortestScript(a, ar, b, br, to: &ops)
  }

  /// Myers' search for `appendMyers`, of a region with lines on both sides.
  static func appendShortestScript(_ a: Lines, _ ar: Range<Int>, _ b: Lines, _ br: Range<Int>, to ops: inout [Operation]) {
    let n = ar.count, m = br.count
    let max = n + m
    var v = [Int](repeating: 0, count: 2 * max + 2)
    // `v` as it was before each step `d`, one row after another in one array. Step `d` reads
    // (and the walk back from the end reads of row `d`) only diagonals `-d...d`, so row `d`
    // keeps just those: `2d + 1` values from `d * d` (the rows before it hold
    // `1 + 3 + … + (2d - 1)`), the values a full copy of `v` holds there.
    var trace: [Int] = []
    // (Most regions end within a few steps: rows 0 to 7 hold 64 values.)
    trace.reserveCapacity(64)
    var rows = 0
    outer: for d in 0...max {
      // Value by value: the rows are short, and appending a slice takes a generic path that
      // cost more than the copying.
      for k in (max - d)...(max + d) { trace.append(v[k]) }
      rows += 1
      // (`stride(from: -d, through: d, by: 2)`, as a plain loop.)
      var k = -d
      while k <= d {
        defer { k += 2 }
        var x = (k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max])) ? v[k + 1 + max] : v[k - 1 + max] + 1
        var y = x - k
        while x < n, y < m, a.lineEquals(ar.lowerBound + x, b, br.lowerBound + y) { x += 1; y += 1 }
        v[k + max] = x
        if x >= n, y >= m { break outer }
      }
    }
    // Built from the end, then reversed in place.
    let first = ops.count
    ops.reserveCapacity(first + n + m)
    var x = n, y = m
    for d in stride(from: rows - 1, through: 0, by: -1) {
      // Diagonal `k` of row `d` at `row + k` (`row` is where diagonal 0 is).
      let row = d * d + d
      let k = x - y
      let previousK = (k == -d || (k != d && trace[row + k - 1] < trace[row + k + 1])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : trace[row + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1; y -= 1
        ops.append(Operation(kind: .same, oldIndex: ar.lowerBound + x, newIndex: br.lowerBound + y))
      }
      if d > 0 {
        if x == previousX { ops.append(Operation(kind: .insert, oldIndex: ar.lowerBound + x, newIndex: br.lowerBound + y - 1)) }
        else { ops.append(Operation(kind: .delete, oldIndex: ar.lowerBound + x - 1, newIndex: br.lowerBound + y)) }
        x = previousX; y = previousY
      }
    }
    // (Swapped in place: reversing the slice `ops[first...]` copied the array.)
    var i = first, j = ops.count - 1
    while i < j { ops.swapAt(i, j); i += 1; j -= 1 }
  }
}
