import SwiftScan

/// Rendering and layout helpers over a scanned file: token ranges with substitutions, line
/// extents, indentation and the file's line-break style.
///
/// A class: every chain's rewrite keeps one, and a copy of a struct holding a `ScannedFile`
/// retains each of its many arrays.
final class SourceText {
  let file: ScannedFile
  /// The file's line break: the first one it uses, `\n` when it has none. Inserted lines use it.
  let newline: String

  init(file: ScannedFile) {
    self.file = file
    self.newline = file.tokens.first { $0.kind == .newline }.map { file.text(bytes: $0.range) } ?? "\n"
  }

  /// Text of tokens `first...last`, with some tokens replaced (an empty string deletes one).
  func render(_ first: Int, _ last: Int, substitutions: [Int: String] = [:]) -> String {
    if substitutions.isEmpty { return first <= last ? file.text(from: first, through: last) : "" }
    return render(first, last) { substitutions[$0] }
  }

  /// Text of tokens `first...last`, with the tokens `substitution` names replaced.
  func render(_ first: Int, _ last: Int, substitution: (Int) -> String?) -> String {
    String(decoding: renderBytes(first, last, substitution: substitution), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, for callers that go on working on bytes.
  func renderBytes(_ first: Int, _ last: Int, substitution: (Int) -> String?) -> [UInt8] {
    guard first <= last else { return [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(file.tokens[last].end - file.tokens[first].start))
    for t in first...last {
      if let replacement = substitution(t) {
        bytes.append(contentsOf: replacement.utf8)
      } else {
        bytes.append(contentsOf: file.bytes[file.tokens[t].range])
      }
    }
    return bytes
  }

  /// Leading spaces and tabs of the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    let start = lineStart(ofOffset: offset)
    var end = start
    while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
    return file.text(bytes: start..<end)
  }

  /// Where the line holding `offset` starts: what `file.lineStart(ofOffset:)` answers, found by
  /// walking back to the previous line break rather than by a binary search over the line table
  /// followed by a walk that counts the column. Exact: the lexer records a line start after
  /// every `\n`, `\r\n` and lone `\r` of a file that scans without errors (the only files a
  /// migration reads). A break inside a token lies in a block comment, a multi-line string
  /// segment or a regex, which it records too; every other token ends at a break.
  func lineStart(ofOffset offset: Int) -> Int {
    file.bytes.withUnsafeBufferPointer { Self.lineStart(ofOffset: offset, in: $0) }
  }

  /// Whether only spaces and tabs stand between the start of the line and `offset`.
  func isFirstOnLine(_ offset: Int) -> Bool {
    // Through a buffer (asked for every chain, twice for most): no bounds check per byte.
    file.bytes.withUnsafeBufferPointer { Self.isFirstOnLine(offset, in: $0) }
  }

  /// The end of the line holding `offset`, after its line break (or the end of the file).
  func endOfLine(after offset: Int) -> Int {
    file.bytes.withUnsafeBufferPointer { Self.endOfLine(after: offset, in: $0) }
  }

  // The line helpers above, of the file's bytes given as a buffer: `removalRange` asks several
  // of them for every chain a merged block removes, all through one buffer.

  @inline(__always)
  private static func lineStart(ofOffset offset: Int, in b: UnsafeBufferPointer<UInt8>) -> Int {
    var k = min(offset, b.count) - 1
    while k >= 0 {
      let c = b[k]
      if c == 0x0A || (c == 0x0D && !(k + 1 < b.count && b[k + 1] == 0x0A)) { return k + 1 }
      k -= 1
    }
    return 0
  }

  @inline(__always)
  private static func isFirstOnLine(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    precondition(offset <= bytes.count, "Index out of range")
    var k = offset - 1
    while k >= 0 {
      let b = bytes[k]
      if b == 0x0A || b == 0x0D { return true }
      if b != 0x20 && b != 0x09 { return false }
      k -= 1
    }
    return true
  }

  @inline(__always)
  private static func endOfLine(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var k = offset
    while k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D { k += 1 }
    if k < bytes.count {
      k += (bytes[k] == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A) ? 2 : 1
    }
    return k
  }

  @inline(__always)
  private static func isBlankLine(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard start < bytes.count else { return false }
    var k = start
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
    return k < bytes.count && (bytes[k] == 0x0A || bytes[k] == 0x0D)
  }

  @inline(__always)
  private static func lineStartsWithCloseBrace(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = start
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
    return k < bytes.count && bytes[k] == UInt8(ascii: "}")
  }

  /// `lineStart(ofOffset: offset)` where `isFirstOnLine(offset)`, else nil: one walk back over
  /// the spaces before `offset` for both. Past them comes the text's start or a line break, where
  /// the line starts, unless that is a `\r` before a `\n` at `offset` itself (no line break
  /// for `lineStart`), left to `lineStart`.
  @inline(__always)
  private static func lineStartIfFirstOnLine(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    precondition(offset <= bytes.count, "Index out of range")
    var k = offset - 1
    while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
    guard k >= 0 else { return 0 }
    if bytes[k] == 0x0A { return k + 1 }
    guard bytes[k] == 0x0D else { return nil }
    return k + 1 < bytes.count && bytes[k + 1] == 0x0A ? lineStart(ofOffset: offset, in: bytes) : k + 1
  }

  /// Whether the line before the one starting at `lineStart` (after a line break, not the text's
  /// start) is blank (`isBlankLine` at that line's start) or its last character other than
  /// spaces and line breaks is `{`, read backwards over its trailing spaces only rather than
  /// first walking back over the whole line to its start (a removal of whole lines asks this per
  /// chain). Past those spaces (and the `\r` of a `\r\n` ending it) comes the text's start or a
  /// line break (a `\r` there is a lone one) where it is blank, else its last character.
  @inline(__always)
  private static func previousLineIsBlankOrOpens(before lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var k = lineStart - 2
    if k >= 0, bytes[lineStart - 1] == 0x0A, bytes[k] == 0x0D { k -= 1 }
    while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
    guard k >= 0 else { return true }
    let last = bytes[k]
    return last == 0x0A || last == 0x0D || last == UInt8(ascii: "{")
  }

  @inline(__always)
  private static func tidied(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    guard range.lowerBound > 0, isFirstOnLine(range.lowerBound, in: bytes),
          lineStartsWithCloseBrace(at: range.upperBound, in: bytes) else { return range }
    let previousLineStart = lineStart(ofOffset: range.lowerBound - 1, in: bytes)
    return isBlankLine(at: previousLineStart, in: bytes) ? previousLineStart..<range.upperBound : range
  }

  /// The byte range that removes tokens `first...last` cleanly: whole lines (with a trailing
  /// comment and the line break) when they stand alone on their lines, else just the tokens. A
  /// blank line left doubled, or left right after an opening brace, is removed too.
  func removalRange(_ first: Int, _ last: Int) -> Range<Int> {
    let start = Int(file.tokens[first].start)
    let tokensEnd = Int(file.tokens[last].end)
    var t = last + 1
    while t < file.tokens.count, file.tokens[t].kind == .whitespace || file.tokens[t].kind == .lineComment { t += 1 }
    let lineEnds = t >= file.tokens.count || file.tokens[t].kind == .newline
    // Inline: the spaces after the tokens go too, so no double space remains. Found here, so the
    // closure below reads no token (capturing the text, it retained and released it per call).
    let inlineEnd = !lineEnds && t > last + 1 && file.tokens[last + 1].kind == .whitespace ? Int(file.tokens[last + 1].end) : tokensEnd
    return file.bytes.withUnsafeBufferPointer { bytes in
      guard lineEnds, let lineStart = Self.lineStartIfFirstOnLine(start, in: bytes) else { return start..<inlineEnd }
      var end = Self.endOfLine(after: tokensEnd, in: bytes)
      let previousIsBlankOrOpen = lineStart == 0 || Self.previousLineIsBlankOrOpens(before: lineStart, in: bytes)
      if previousIsBlankOrOpen, Self.isBlankLine(at: end, in: bytes) { end = Self.endOfLine(after: end, in: bytes) }
      return Self.tidied(lineStart..<end, in: bytes)
    }
  }

  /// A removal of whole lines that would leave a blank line right before a closing brace also
  /// takes that blank line.
  func tidied(_ range: Range<Int>) -> Range<Int> {
    file.bytes.withUnsafeBufferPointer { Self.tidied(range, in: $0) }
  }

  /// Sorts ranges and merges the ones that overlap or touch, in place (no second array).
  static func merge(_ ranges: inout [Range<Int>]) {
    // Ranges sharing a start overlap, so they merge into one whatever their order: the result
    // depends only on the order by start, and ranges already in it (chains are claimed in source
    // order) are not sorted again. (`sort` orders as `sorted` does.)
    var inOrder = true
    for k in ranges.indices.dropFirst() where ranges[k].lowerBound < ranges[k - 1].lowerBound { inOrder = false; break }
    if !inOrder { ranges.sort(by: { $0.lowerBound < $1.lowerBound }) }
    // Each range merges into the last one kept or is kept after it: what is kept is a prefix.
    var kept = 0
    for k in ranges.indices {
      let range = ranges[k]
      if kept > 0, range.lowerBound <= ranges[kept - 1].upperBound {
        ranges[kept - 1] = ranges[kept - 1].lowerBound..<max(ranges[kept - 1].upperBound, range.upperBound)
      } else {
        ranges[kept] = range
        kept += 1
      }
    }
    ranges.removeLast(ranges.count - kept)
  }

  /// Whether an expression's text needs parentheses to be used as an operand: true unless it is
  /// a postfix chain (`store.items.count`, `store.user?.name`, `f(x)[0]`).
  static func needsParentheses(_ expression: String) -> Bool {
    // Most values are a plain member path (`store.items.count`): ASCII name bytes and periods
    // need no lexer to tell.
    if expression.withUTF8InPlace(isPlainPath) { return false }
    let lexed = Lexer.lex(Array(expression.utf8))
    var depth = 0
    for (index, token) in lexed.tokens.enumerated() {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen: depth += 1
      case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose: depth -= 1
      case .whitespace, .newline, .lineComment, .blockComment:
        if depth == 0 { return true }
      case .operator:
        if depth == 0 {
          let text = String(decoding: Array(expression.utf8)[token.range], as: UTF8.self)
          if index == 0 || (text != "?" && text != "!") { return true }
        }
      default: break
      }
    }
    return false
  }

  /// ASCII letters, digits, `_` and `.`.
  static func isPlainPathByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2E
  }

  /// `a.b.c` in plain ASCII: names (not starting with a digit) joined by single periods. It lexes
  /// as names and periods only, whatever the lexer would say of other text.
  static func isPlainPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, !(first >= 0x30 && first <= 0x39), first != 0x2E, bytes.last != 0x2E else { return false }
    var previous: UInt8 = 0
    for b in bytes {
      guard isPlainPathByte(b), !(b == 0x2E && previous == 0x2E) else { return false }
      previous = b
    }
    return true
  }
}
