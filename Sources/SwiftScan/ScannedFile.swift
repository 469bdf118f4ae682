/// A source file lexed and outlined.
///
/// Immutable, and shared by reference: the migration's and lint's per-file models each hold the
/// file, and a class is one retain for them where a struct of arrays was one per array.
///
/// Contract: `tokens` tile `bytes` exactly. When `errors` is empty every group is balanced, every
/// `#if` is closed, and `outline` is complete; when it is not, callers must not rewrite the file.
public final class ScannedFile: Sendable {
  public let bytes: [UInt8]
  public let tokens: [Token]
  public let errors: [ScanError]
  public let outline: Outline
  /// Words the lexer noted the file holds (`observe`, `typealias`, a `tca-migrate:` comment).
  public let signs: LexedSigns
  /// The file's table, in the storage of `tokens` past them from its entry `tableStart` on
  /// (`TokenStorage`), as the lexer made it (one allocation per file for tokens and table): from
  /// `lineBase` on, the offsets where lines start (`lines` of them, the first 0), then the indices
  /// of the `.period` tokens in order (`periods` of them; after them, room never read). Before
  /// `lineBase`, room for the outline's tables, three `Int32` per token, where
  /// `OutlineBuilder.build` writes them (`Outline.storage` is the same array).
  private let tableStart: Int
  private let lineBase: Int
  private let lines: Int
  /// How many period indices follow the line starts (the table may hold unused room after them).
  private let periods: Int

  /// Lexes and outlines `bytes`. With `outline: false` only balance is checked (groups, `#if`,
  /// nesting), which is all a re-scan of rewritten text needs; `outline` then stays empty.
  public init(bytes: [UInt8], outline buildOutline: Bool = true) {
    // Taken apart: each array is moved to where it ends up, not retained from a whole.
    // With room before the line table for the outline's tables (`OutlineBuilder.build` writes
    // them there: one array holds both).
    let (tokens, lexErrors, markers, counts, signs, tableStart, lineBase, lines, periods, stops) = Lexer.scan(bytes, outlineRoom: buildOutline)
    var errors = lexErrors
    // Merge-conflict markers and editor placeholders mean the file is not finished source.
    // (Mostly there are none: then the append, not free even so, is skipped.)
    if !markers.isEmpty { errors.append(contentsOf: markers) }
    // Everything is made in locals and each property set once, at the end (the properties are
    // constants).
    let outline: Outline
    if errors.isEmpty, buildOutline {
      let built = OutlineBuilder.build(tokens: tokens, tableStart: tableStart, room: lineBase, bytes: bytes, counts: counts,
                                       stopCount: stops)
      outline = built.outline
      errors = built.errors
      if let (close, open) = built.mismatch {
        // Reported here, where the line table is at hand; the pass stopped at this error.
        let (line, column) = Self.lineColumn(ofOffset: Int(tokens[open].start), tokens: tokens, lineStart: tableStart + lineBase,
                                             lines: lines, bytes: bytes)
        errors.append(ScanError(
          offset: Int(tokens[close].start),
          message: "unbalanced '\(Self.text(of: tokens[close], in: bytes))' does not close "
            + "'\(Self.text(of: tokens[open], in: bytes))' opened at \(line):\(column)"))
      }
    } else {
      outline = Outline()
      if errors.isEmpty, let error = Self.balanceError(tokens: tokens, bytes: bytes) { errors = [error] }
    }
    self.bytes = bytes
    self.tokens = tokens
    self.tableStart = tableStart
    self.lineBase = lineBase
    self.lines = lines
    self.periods = periods
    self.errors = errors
    self.outline = outline
    self.signs = signs
  }

  /// The first imbalance of groups or `#if` blocks, or nesting beyond the outline's limit.
  /// The kinds `balanceError`'s switch has a case for, as a bit mask over raw values (all below
  /// 64): one test passes over the others, most tokens. Made once, not per re-scan.
  private static let balanceKinds: UInt64 = [TokenKind.leftParen, .leftBracket, .leftBrace, .interpolationOpen, .rightParen,
                                             .rightBracket, .rightBrace, .interpolationClose, .pound]
    .reduce(0) { $0 | 1 << UInt64($1.rawValue) }

  private static func balanceError(tokens: [Token], bytes: [UInt8]) -> ScanError? {
    // The open groups in a fixed buffer (the nesting limit bounds it), tokens read through a
    // buffer: this runs over every token of every re-scan.
    let open = UnsafeMutablePointer<Int>.allocate(capacity: OutlineBuilder.maximumNesting + 1)
    defer { open.deallocate() }
    var depth = 0
    var conditionals: [Int] = []
    let handled = Self.balanceKinds
    let error: ScanError? = tokens.withUnsafeBufferPointer { tokens in
      for t in 0..<tokens.count {
        let kind = tokens[t].kind
        guard (handled >> UInt64(kind.rawValue & 63)) & 1 != 0 else { continue }
        switch kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen:
          open[depth] = t
          depth += 1
          if depth > OutlineBuilder.maximumNesting {
            return ScanError(offset: Int(tokens[t].start), message: "nesting deeper than \(OutlineBuilder.maximumNesting) levels")
          }
        case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
          guard depth > 0, tokens[open[depth - 1]].kind.closer == kind else {
            return ScanError(offset: Int(tokens[t].start), message: "unbalanced '\(text(of: tokens[t], in: bytes))'")
          }
          depth -= 1
        case .pound:
          if spells(tokens[t], "#if", in: bytes) { conditionals.append(t) }
          else if spells(tokens[t], "#endif", in: bytes) {
            if conditionals.popLast() == nil { return ScanError(offset: Int(tokens[t].start), message: "'#endif' without '#if'") }
          } else if spells(tokens[t], "#else", in: bytes) || spells(tokens[t], "#elseif", in: bytes), conditionals.isEmpty {
            return ScanError(offset: Int(tokens[t].start), message: "'\(text(of: tokens[t], in: bytes))' without '#if'")
          }
        default: break
        }
      }
      return nil
    }
    if let error { return error }
    if depth > 0 {
      let t = open[depth - 1]
      return ScanError(offset: Int(tokens[t].start), message: "'\(text(of: tokens[t], in: bytes))' is never closed")
    }
    if let t = conditionals.last { return ScanError(offset: Int(tokens[t].start), message: "'#if' is never closed by '#endif'") }
    return nil
  }

  /// Whether `token`'s bytes in `bytes` are `word`'s.
  private static func spells(_ token: Token, _ word: StaticString, in bytes: [UInt8]) -> Bool {
    let length = Int(token.end &- token.start)
    guard length == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { w in
      bytes.withUnsafeBufferPointer { ScannedFile.equal($0.baseAddress.map { $0 + Int(token.start) }, w.baseAddress, length) }
    }
  }

  public convenience init(_ text: String) { self.init(bytes: Array(text.utf8)) }

  // MARK: Text

  // Token ranges lie inside `bytes` (the lexer tiles them), so the accessors below read the
  // bytes through a buffer without a bounds check per byte; the token index is still checked.

  public func text(_ t: Int) -> String { Self.text(of: tokens[t], in: bytes) }

  /// The text of a token of `bytes`.
  static func text(of token: Token, in bytes: [UInt8]) -> String {
    text(bytes: Int(token.start)..<Int(token.end), in: bytes)
  }

  /// Source text from the start of token `first` to the end of token `last`.
  public func text(from first: Int, through last: Int) -> String {
    guard first <= last else { return "" }
    return text(bytes: Int(tokens[first].start)..<Int(tokens[last].end))
  }

  public func text(bytes range: Range<Int>) -> String { Self.text(bytes: range, in: bytes) }

  private static func text(bytes range: Range<Int>, in bytes: [UInt8]) -> String {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range out of bounds")
    return bytes.withUnsafeBufferPointer { buffer in
      // `makeString` needs a base address: an empty file has none.
      range.isEmpty ? "" : makeString(buffer.baseAddress! + range.lowerBound, range.count, readable: buffer.baseAddress! + buffer.count)
    }
  }

  /// Compares a token's bytes with `word` without allocating. Inlinable: with a literal word the
  /// length test folds to a constant, and most comparisons end there.
  @inlinable @inline(__always)
  public func textEquals(_ t: Int, _ word: StaticString) -> Bool {
    let token = tokens[t]
    let start = Int(token.start)
    let length = Int(token.end) &- start
    guard length == word.utf8CodeUnitCount else { return false }
    // A one-scalar literal may be stored as a scalar, without a pointer to UTF-8.
    guard word.hasPointerRepresentation else {
      return word.withUTF8Buffer { buffer in
        bytes.withUnsafeBufferPointer { ScannedFile.equal($0.baseAddress.map { $0 + start }, buffer.baseAddress, length) }
      }
    }
    let w = word.utf8Start
    return bytes.withUnsafeBufferPointer { ScannedFile.equal($0.baseAddress.map { $0 + start }, w, length) }
  }

  /// Whether `length` bytes at `a` and at `b` are equal (no pointer is read when `length` is 0).
  @inlinable @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>?, _ b: UnsafePointer<UInt8>?, _ length: Int) -> Bool {
    guard length > 0, let a, let b else { return true }
    var k = 0
    while k < length {
      if a[k] != b[k] { return false }
      k &+= 1
    }
    return true
  }

  /// Compares a token's bytes with a string's UTF-8 without allocating. Inlinable: a literal
  /// argument (which this overload takes) has a constant length, and most comparisons fail there.
  @inlinable
  public func textEquals(_ t: Int, _ string: String) -> Bool {
    let token = tokens[t]
    // Lengths first (O(1) for native strings): most comparisons fail there.
    guard string.utf8.count == Int(token.end &- token.start) else { return false }
    return bytesEqual(token, string)
  }

  /// The rest of `textEquals(_:_:)` for a string of the token's length.
  @usableFromInline
  func bytesEqual(_ token: Token, _ string: String) -> Bool {
    var string = string
    return string.withUTF8 { buffer in
      guard buffer.count == Int(token.end - token.start) else { return false }
      return bytes.withUnsafeBufferPointer { ScannedFile.equal($0.baseAddress.map { $0 + Int(token.start) }, buffer.baseAddress, buffer.count) }
    }
  }

  @inlinable @inline(__always)
  public func isIdentifier(_ t: Int, _ word: StaticString) -> Bool {
    tokens[t].kind == .identifier && textEquals(t, word)
  }

  // MARK: Navigation

  @inlinable @inline(__always)
  public func nextSignificant(after t: Int) -> Int? {
    // A start before the first token trapped (as an index out of range), and still does.
    precondition(t >= -1, "Index out of range")
    return tokens.withUnsafeBufferPointer { tokens in
      var k = t &+ 1
      while k < tokens.count {
        if !tokens[k].kind.isTrivia { return k }
        k &+= 1
      }
      return nil
    }
  }

  @inlinable @inline(__always)
  public func previousSignificant(before t: Int) -> Int? {
    // A start past the end trapped (as an index out of range), and still does.
    precondition(t <= tokens.count, "Index out of range")
    return tokens.withUnsafeBufferPointer { tokens in
      var k = t &- 1
      while k >= 0 {
        if !tokens[k].kind.isTrivia { return k }
        k &-= 1
      }
      return nil
    }
  }

  /// The partner of a group delimiter, or nil.
  @inlinable
  public func partner(_ t: Int) -> Int? {
    // Partners are the first `tokenCount` entries of the outline's table (none without outline).
    guard t < outline.tokenCount else { return nil }
    let p = Int(TokenStorage.entry(outline.storage, outline.tableStart &+ t))
    return p >= 0 ? p : nil
  }

  public func hasNewline(between a: Int, and b: Int) -> Bool {
    var k = a + 1
    while k < b {
      let token = tokens[k]
      if token.kind == .newline { return true }
      // A token holds bytes, so they have a base address.
      if token.kind == .blockComment, bytes.withUnsafeBufferPointer({ containsLineFeed(token, $0.baseAddress!) }) { return true }
      k += 1
    }
    return false
  }

  /// Whether token `t`, first on its line, continues the expression of the line before
  /// (`.sink { … }` under `viewStore.publisher.x`, a binary operator, a ternary branch).
  public func continuesExpression(_ t: Int) -> Bool {
    switch tokens[t].kind {
    case .period, .colon: return true
    case .operator: return !(textEquals(t, "!") || textEquals(t, "&"))
    default: return false
    }
  }

  /// The last significant token of the statement that starts at `first`, within its group.
  public func statementEnd(from first: Int) -> Int {
    var last = first
    var t = first
    if let p = partner(t), p > t { t = p; last = p }
    precondition(t >= -1, "Index out of range")
    return tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        // Without tokens there is no next one (and the bytes have no base address).
        guard let tk = tokens.baseAddress, let src = bytes.baseAddress else { return last }
        // Partners are the first `tokenCount` entries of the outline's table, in the storage of
        // the tokens (`TokenStorage`); a file scanned without outline has none (none is read).
        let partners = TokenStorage.entries(tk, from: outline.tableStart)
        return statementLast(tk, tokens.count, src, partner: partners, partnerCount: outline.tokenCount, after: t,
                             commasContinue: false)
      }
    }
  }

  // MARK: Positions

  /// The 0-based line holding a byte offset: the last line starting at or before it (the first
  /// line for an offset before the start).
  private func lineIndex(ofOffset offset: Int) -> Int {
    Self.lineIndex(ofOffset: offset, tokens: tokens, lineStart: tableStart &+ lineBase, lines: lines)
  }

  /// The start of the 0-based line `line` (below `lines`).
  @inline(__always) private func lineStartOffset(_ line: Int) -> Int {
    precondition(line >= 0 && line < lines, "Index out of range")
    return Int(TokenStorage.entry(tokens, tableStart &+ lineBase &+ line))
  }

  /// `lineIndex(ofOffset:)` in the line starts of `tokens`' table (`lines` of them from its entry
  /// `lineStart`, in `Int32`s from the storage's start: `TokenStorage`).
  private static func lineIndex(ofOffset offset: Int, tokens: [Token], lineStart: Int, lines: Int) -> Int {
    TokenStorage.withTable(tokens, from: lineStart) { lineStarts in
      // Indices lie in `0..<lines` (never negative, never near overflow): unchecked arithmetic
      // halves the cost of a step, which lint takes a few times per finding. The first line
      // starts at 0, so there is always one.
      var low = 0
      var high = lines &- 1
      while low < high {
        let mid = (low &+ high &+ 1) &>> 1
        if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid &- 1 }
      }
      return low
    }
  }

  /// 1-based line and column (in Unicode scalars) of a byte offset.
  public func lineColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    Self.lineColumn(ofOffset: offset, tokens: tokens, lineStart: tableStart &+ lineBase, lines: lines, bytes: bytes)
  }

  private static func lineColumn(ofOffset offset: Int, tokens: [Token], lineStart: Int, lines: Int,
                                 bytes: [UInt8]) -> (line: Int, column: Int) {
    let line = lineIndex(ofOffset: offset, tokens: tokens, lineStart: lineStart, lines: lines)
    var column = 1
    var k = Int(TokenStorage.entry(tokens, lineStart &+ line))
    let end = min(offset, bytes.count)
    // Line starts are offsets inside the bytes (or their end), so the reads need no checks.
    bytes.withUnsafeBufferPointer { bytes in
      while k < end {
        if bytes[k] & 0xC0 != 0x80 { column += 1 }
        k += 1
      }
    }
    return (line + 1, column)
  }

  /// 1-based line and column of a byte offset (as `lineColumn(ofOffset:)`) and the bytes of its
  /// line that `lineText(ofOffset:)` decodes, from one search and one walk over the line's
  /// indentation: what a report keeps of an offset, where `lineColumn`, `lineStart` of the line and
  /// of the next, and a trim took three calls and walked the indentation twice.
  public func location(ofOffset offset: Int) -> (line: Int, column: Int, text: Range<Int>) {
    let line = lineIndex(ofOffset: offset)
    let lineStart = lineStartOffset(line)
    var end = line &+ 1 < lines ? lineStartOffset(line &+ 1) : bytes.count
    let stop = min(offset, bytes.count)
    var column = 1
    var textStart = lineStart
    // Line starts are offsets inside the bytes (or their end), so the reads need no checks.
    bytes.withUnsafeBufferPointer { bytes in
      // The indentation: each space or tab one column, if the offset lies past it.
      while textStart < end, bytes[textStart] == 0x20 || bytes[textStart] == 0x09 { textStart &+= 1 }
      var k = textStart
      if stop < textStart {
        column &+= max(0, stop &- lineStart)
      } else {
        column &+= textStart &- lineStart
      }
      while k < stop {
        if bytes[k] & 0xC0 != 0x80 { column &+= 1 }
        k &+= 1
      }
      while end > textStart, bytes[end &- 1] == 0x0A || bytes[end &- 1] == 0x0D || bytes[end &- 1] == 0x20 || bytes[end &- 1] == 0x09 { end &-= 1 }
    }
    // A line of blanks only: `lineText`'s empty range at the line's start.
    if end == textStart { textStart = lineStart; end = lineStart }
    return (line &+ 1, column, textStart..<end)
  }

  public func lineColumn(ofToken t: Int) -> (line: Int, column: Int) {
    lineColumn(ofOffset: Int(tokens[t].start))
  }

  public var lineCount: Int { lines }

  /// The identifiers whose previous significant token is a period (`.name` of a member access,
  /// an implicit member or a key path), in order. Found from the periods the lexer recorded, so
  /// only the tokens after each are read, not every token. (No period can lie between a period
  /// and its next significant token, so reading from each period visits what a walk over every
  /// token would, each once.)
  public func memberTokens() -> [Int] {
    var members: [Int] = []
    appendMemberTokens(to: &members)
    return members
  }

  /// Appends `memberTokens()` to `members`: into the storage of a list kept from file to file,
  /// no list made and freed per file.
  public func appendMemberTokens(to members: inout [Int]) {
    tokens.withUnsafeBufferPointer { tokens in
      // The periods fill the table after the lines.
      let periods = UnsafeBufferPointer(start: TokenStorage.entries(tokens.baseAddress!, from: tableStart &+ lineBase &+ lines),
                                        count: self.periods)
      members.reserveCapacity(members.count + periods.count)
      for period in periods {
        var next = Int(period) &+ 1
        while next < tokens.count, tokens[next].kind.isTrivia { next &+= 1 }
        if next < tokens.count, tokens[next].kind == .identifier { members.append(next) }
      }
    }
  }

  /// The text of the line holding `offset`, without leading and trailing spaces and tabs: what a
  /// report shows and a baseline keys on, kept instead of the whole file.
  public func lineText(ofOffset offset: Int) -> String {
    String(decoding: bytes[location(ofOffset: offset).text], as: UTF8.self)
  }

  /// Byte offset where the 1-based line starts.
  public func lineStart(_ line: Int) -> Int { lineStartOffset(max(0, min(line - 1, lines - 1))) }

  /// Byte offset of the start of the line holding `offset`.
  public func lineStart(ofOffset offset: Int) -> Int { lineStartOffset(lineIndex(ofOffset: offset)) }

  // MARK: Structure queries

  /// The innermost brace group around token `t` (-1 at file level). Inlinable: a load and a
  /// bounds test, asked thousands of times a tree, where the call cost as much.
  @inlinable
  public func brace(of t: Int) -> Int {
    // The second `tokenCount` entries of the outline's table; outside them it trapped, as
    // an index out of range of the `braceOf` array, and still does.
    precondition(t >= 0 && t < outline.tokenCount, "Index out of range")
    return Int(TokenStorage.entry(outline.storage, outline.tableStart &+ outline.tokenCount &+ t))
  }

  /// The innermost function whose body holds `t`, and whether a closure lies between them.
  public func enclosingFunction(of t: Int) -> (function: Int, insideClosure: Bool)? {
    var b = brace(of: t)
    var insideClosure = false
    while b >= 0 {
      switch outline.braces[b].kind {
      case .function(let f): return (f, insideClosure)
      case .closure: insideClosure = true
      case .type: return nil
      default: break
      }
      b = outline.braces[b].parent
    }
    return nil
  }

  /// The innermost type declaration around token `t`, or -1.
  public func enclosingType(of t: Int) -> Int {
    var b = brace(of: t)
    while b >= 0 {
      if case let .type(k) = outline.braces[b].kind { return k }
      b = outline.braces[b].parent
    }
    return -1
  }

  /// The closure whose own body (not a nested closure's) holds `t`, if any.
  public func innermostClosure(of t: Int) -> Int? {
    var b = brace(of: t)
    while b >= 0 {
      switch outline.braces[b].kind {
      case .closure(let c): return c
      case .function, .type: return nil
      default: b = outline.braces[b].parent
      }
    }
    return nil
  }
}

/// One argument of a call: its label, if written, and the token range of its value.
public struct CallArgument: Sendable {
  public var label: String?
  public var value: ClosedRange<Int>
}

extension ScannedFile {
  /// Splits the arguments between the parentheses `open` and `close` at top-level commas.
  public func arguments(open: Int, close: Int) -> [CallArgument] {
    var arguments: [CallArgument] = []
    var t = nextSignificant(after: open) ?? close
    while t < close {
      var label: String? = nil
      if tokens[t].kind == .identifier, let colon = nextSignificant(after: t), tokens[colon].kind == .colon {
        label = text(t)
        t = nextSignificant(after: colon) ?? close
      }
      let valueStart = t
      var valueEnd = t
      while t < close, tokens[t].kind != .comma {
        if let p = partner(t), p > t { t = p }
        valueEnd = t
        t = nextSignificant(after: t) ?? close
      }
      if valueStart < close { arguments.append(CallArgument(label: label, value: valueStart...valueEnd)) }
      if t < close { t = nextSignificant(after: t) ?? close }
    }
    return arguments
  }
}

extension ScannedFile {
  /// The brace group opened by token `t`, if `t` is a `{`.
  public func braceID(opening t: Int) -> Int? {
    var low = 0
    var high = outline.braces.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let open = outline.braces[mid].open
      if open == t { return mid }
      if open < t { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  /// Identifier tokens spelled `name` in `range` that name a variable, not a member of something
  /// else: unqualified, or written `self.name`, `self?.name` or `self!.name`. With `anyQualifier`,
  /// every token spelled `name` counts (the cautious answer to "is it still used?").
  public func references(to name: String, in range: Range<Int>, anyQualifier: Bool = false) -> [Int] {
    // Every token of a type's body passes here, several times per migrated class: the tokens
    // and bytes are read through buffers, and length and first byte are compared before the name.
    var name = name
    let spelled: [Int] = name.withUTF8 { word in
      guard let first = word.first, range.lowerBound >= 0, range.upperBound <= tokens.count else { return [] }
      let length = Int32(word.count)
      return tokens.withUnsafeBufferPointer { tokens in
        bytes.withUnsafeBufferPointer { bytes in
          var found: [Int] = []
          for t in range {
            let token = tokens[t]
            guard token.kind == .identifier, token.end - token.start == length, bytes[Int(token.start)] == first else { continue }
            let start = Int(token.start)
            var k = 1
            while k < word.count, bytes[start + k] == word[k] { k += 1 }
            if k == word.count { found.append(t) }
          }
          return found
        }
      }
    }
    if anyQualifier { return spelled }
    return spelled.filter { t in
      guard let previous = previousSignificant(before: t), tokens[previous].kind == .period else { return true }
      guard var owner = previousSignificant(before: previous) else { return false }
      if tokens[owner].kind == .operator, textEquals(owner, "?") || textEquals(owner, "!"),
         let before = previousSignificant(before: owner) { owner = before }
      return isIdentifier(owner, "self")
    }
  }
}

extension ScannedFile {
  /// 1-based line and column (in Unicode scalars) of a byte offset, without scanning the file.
  public static func lineColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    lineColumns(ofOffsets: [offset], in: bytes)[0]
  }

  /// `ScannedFile.lineColumn(ofOffset:in: bytes)`, the walk's position, read from the line starts
  /// (a binary search, then a walk over the offset's line only) of a file that scanned without
  /// errors. The lexer starts lines where the walk does (after `\n`, `\r\n` and a lone `\r`). The
  /// one difference: `lineColumn(ofOffset:)` counts every byte that starts a scalar as a column,
  /// `\r` included, where the walk counts no `\r`. Inside a line a `\r` can only stand right
  /// before a `\n` (a lone one ends the line), and a `\n` ends the line too, so the only `\r`
  /// before the offset on its line is one at `offset - 1` with a `\n` at `offset`: then that
  /// column is one too many.
  public func walkedLineColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    var (line, column) = lineColumn(ofOffset: offset)
    let end = min(offset, bytes.count)
    if end >= 1, end < bytes.count, bytes[end - 1] == 0x0D, bytes[end] == 0x0A { column -= 1 }
    return (line, column)
  }

  /// `lineColumn(ofOffset:in:)` of every offset, in the order given, in one pass over the bytes
  /// (a file's findings are located together: a walk from the start for each was quadratic).
  public static func lineColumns(ofOffsets offsets: [Int], in bytes: [UInt8]) -> [(line: Int, column: Int)] {
    var positions = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
    var line = 1
    var column = 1
    var k = 0
    let order = offsets.indices.sorted(by: { offsets[$0] < offsets[$1] })
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      for index in order {
        let end = min(offsets[index], count)
        while k < end {
          // Eight bytes at once when all are printable ASCII (0x20...0x7F): each is one column
          // and none a line break. A byte below 0x20 borrows in the subtraction and sets its
          // own top bit (the lowest such byte receives no borrow from below, so the test is
          // exact); a byte from 0x80 up has its top bit set in `w`. Otherwise the lowest set
          // bit marks the first byte that is not printable ASCII (the bytes below it are, and
          // took no borrow): those before it are columns, and it is taken one byte at a time.
          if k &+ 8 <= end {
            let w = UInt64(littleEndian: UnsafeRawPointer(base + k).loadUnaligned(as: UInt64.self))
            let other = (w | (w &- 0x2020_2020_2020_2020)) & 0x8080_8080_8080_8080
            if other == 0 {
              column &+= 8
              k &+= 8
              continue
            }
            let printable = other.trailingZeroBitCount &>> 3
            column &+= printable
            k &+= printable
          }
          let b = base[k]
          if b == 0x0A || (b == 0x0D && (k &+ 1 >= count || base[k &+ 1] != 0x0A)) {
            line &+= 1
            column = 1
          } else if b != 0x0D && b & 0xC0 != 0x80 {
            column &+= 1
          }
          k &+= 1
        }
        positions[index] = (line, column)
      }
    }
    return positions
  }
}
