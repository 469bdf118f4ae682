/// A lossless Swift lexer over UTF-8 bytes.
///
/// Contract: for every input (valid Swift or not) `lex` terminates in time linear in the input,
/// never traps, and returns tokens whose ranges tile `0..<bytes.count` in order. Constructs it
/// cannot close (an unterminated string, block comment or regex) are reported in `errors`; the
/// tokens still tile the input.
public enum Lexer {
  public static func lex(_ bytes: [UInt8]) -> (tokens: [Token], errors: [ScanError]) {
    bytes.withUnsafeBufferPointer { buffer in
      var state = LexerState(buffer)
      state.run()
      state.lineBuffer.deallocate()
      return (state.finishTokens(), state.errors)
    }
  }

  /// `lex` plus what `ScannedFile` needs next, found while lexing: merge-conflict markers and
  /// editor placeholders (in token order), and upper bounds of the outline's declarations.
  /// Also the offsets where lines start (0, then after each `\n`, `\r\n` or lone `\r`): a line
  /// break is a newline token or lies in a block comment, a multi-line string segment or a regex.
  static func scan(_ bytes: [UInt8]) -> (tokens: [Token], errors: [ScanError], markers: [ScanError],
                                         counts: DeclarationCounts, lineStarts: [Int]) {
    bytes.withUnsafeBufferPointer { buffer in
      var state = LexerState(buffer, recordLines: true)
      state.run()
      return (state.finishTokens(), state.errors, state.markers, state.counts, state.finishLineStarts())
    }
  }
}

/// Upper bounds of the declarations an outline can hold: `{` tokens and declaration keywords.
struct DeclarationCounts {
  var braces = 0
  var variables = 0
  var types = 0
  var functions = 0
  var imports = 0

  @inline(__always) mutating func add(_ keyword: Keyword) {
    switch keyword {
    case .var, .let: variables += 1
    case .class, .struct, .enum, .actor, .extension, .protocol: types += 1
    case .func, .`init`, .deinit, .subscript: functions += 1
    case .import: imports += 1
    default: break
    }
  }
}

private enum Mode {
  /// Code inside `\( … )`; `parens` counts the parentheses opened since.
  case interpolation(parens: Int)
  /// Inside a string literal opened at `openOffset`.
  case string(hashes: Int, multiline: Bool, openOffset: Int)
}

private let keywordsBeforeExpression: Set<Keyword> = [
  .return, .case, .in, .where, .if, .guard, .while, .throw, .try, .await, .else,
  .switch, .repeat, .defer, .do, .let, .var, .some, .any, .is, .as,
]

private struct LexerState {
  let b: UnsafeBufferPointer<UInt8>
  let n: Int
  var i = 0
  /// Tokens as they are made, in a buffer of our own: an array append would check the
  /// array's uniqueness on every token. `finishTokens` turns it into the array.
  var tokenBuffer: UnsafeMutablePointer<Token>
  var tokenCount = 0
  var tokenCapacity: Int
  var errors: [ScanError] = []
  /// Merge-conflict markers and editor placeholders, for `Lexer.scan`.
  var markers: [ScanError] = []
  var counts = DeclarationCounts()
  /// Line starts, recorded only for `Lexer.scan`, in a buffer of our own like the tokens.
  let recordLines: Bool
  var lineBuffer: UnsafeMutablePointer<Int>
  var lineCount = 0
  var lineCapacity: Int
  var modes: [Mode] = []
  /// Whether the innermost mode is a string: checked before every token, so kept as a flag.
  var inString = false
  /// The last token that is not trivia, used to decide whether `/` starts a regex.
  var lastSignificant: Token? = nil
  /// Held here so the hot loop reads the tables without the global's lazy-initialization check.
  let keywords = KeywordTable.shared
  let classes = ByteClasses.shared.table

  init(_ b: UnsafeBufferPointer<UInt8>, recordLines: Bool = false) {
    self.b = b
    self.n = b.count
    self.recordLines = recordLines
    lineCapacity = recordLines ? b.count / 32 + 16 : 1
    lineBuffer = .allocate(capacity: lineCapacity)
    lineBuffer[0] = 0
    lineCount = 1
    tokenCapacity = n / 3 + 16
    tokenBuffer = .allocate(capacity: tokenCapacity)
  }

  mutating func pushMode(_ mode: Mode) {
    modes.append(mode)
    if case .string = mode { inString = true } else { inString = false }
  }

  mutating func popMode() {
    modes.removeLast()
    if case .string? = modes.last { inString = true } else { inString = false }
  }

  @inline(__always) func continuesIdentifier(_ c: UInt8) -> Bool { classes[Int(c)] & ByteClasses.identifierContinue != 0 }

  @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }

  @inline(__always)
  mutating func addLineStart(_ offset: Int) {
    if lineCount == lineCapacity { lineBuffer = doubled(lineBuffer, count: lineCount, capacity: &lineCapacity) }
    lineBuffer[lineCount] = offset
    lineCount += 1
  }

  /// The line starts as an array (one block copy).
  mutating func finishLineStarts() -> [Int] { takeArray(lineBuffer, count: lineCount) }

  /// Records the line breaks inside `start..<end` (a token that may span lines).
  mutating func recordBreaks(_ start: Int, _ end: Int) {
    guard recordLines else { return }
    var k = start
    while k < end {
      let c = b[k]
      // `\r\n` is one line break; a lone `\r` is one too.
      if c == 0x0A || (c == 0x0D && !(k + 1 < n && b[k + 1] == 0x0A)) { addLineStart(k + 1) }
      k += 1
    }
  }

  mutating func finishTokens() -> [Token] { takeArray(tokenBuffer, count: tokenCount) }

  mutating func growTokens() { tokenBuffer = doubled(tokenBuffer, count: tokenCount, capacity: &tokenCapacity) }

  @inline(__always)
  mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
    var keyword = Keyword.none
    if kind == .identifier {
      keyword = keywords.classify(b, start, end)
      if keyword != .none { counts.add(keyword) }
    }
    let token = Token(kind: kind, start: start, end: end, keyword: keyword)
    if tokenCount == tokenCapacity { growTokens() }
    (tokenBuffer + tokenCount).initialize(to: token)
    tokenCount += 1
    if !kind.isTrivia { lastSignificant = token }
  }

  mutating func run() {
    if n >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
      emit(.byteOrderMark, 0, 3)
      i = 3
    }
    if at(i) == UInt8(ascii: "#"), at(i + 1) == UInt8(ascii: "!") {
      let start = i
      while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
      emit(.shebang, start, i)
    }
    while i < n {
      if inString, case let .string(hashes, multiline, _)? = modes.last {
        lexStringBody(hashes: hashes, multiline: multiline)
      } else {
        lexCodeRun()
      }
    }
    for mode in modes.reversed() {
      if case let .string(_, multiline, openOffset) = mode {
        errors.append(ScanError(
          offset: openOffset,
          message: multiline ? "unterminated multi-line string literal" : "unterminated string literal"))
      } else {
        errors.append(ScanError(offset: n, message: "unterminated string interpolation"))
      }
    }
  }

  // MARK: Strings

  /// Whether a closing delimiter (`"` or `"""`, then `hashes` times `#`) starts at `k`.
  func closesString(at k: Int, hashes: Int, multiline: Bool) -> Int? {
    let quotes = multiline ? 3 : 1
    for q in 0..<quotes where at(k + q) != UInt8(ascii: "\"") { return nil }
    for h in 0..<hashes where at(k + quotes + h) != UInt8(ascii: "#") { return nil }
    return quotes + hashes
  }

  @inline(__always)
  mutating func emitSegment(_ start: Int, _ end: Int, multiline: Bool) {
    // A single-line string ends at a line break, so only multi-line segments hold one.
    if multiline { recordBreaks(start, end) }
    emit(.stringSegment, start, end)
  }

  mutating func lexStringBody(hashes: Int, multiline: Bool) {
    let start = i
    while i < n {
      let c = b[i]
      if c == UInt8(ascii: "\""), let length = closesString(at: i, hashes: hashes, multiline: multiline) {
        if i > start { emitSegment(start, i, multiline: multiline) }
        emit(.stringClose, i, i + length)
        i += length
        popMode()
        return
      }
      if c == UInt8(ascii: "\\") {
        var j = i + 1
        var matched = 0
        while matched < hashes, at(j) == UInt8(ascii: "#") { matched += 1; j += 1 }
        if matched == hashes {
          if at(j) == UInt8(ascii: "(") {
            if i > start { emitSegment(start, i, multiline: multiline) }
            emit(.interpolationOpen, i, j + 1)
            i = j + 1
            pushMode(.interpolation(parens: 0))
            return
          }
          // An escape: skip the escaped byte so `\"` and `\\` never end or start anything,
          // but never skip a line break of a single-line string (that is an error below).
          if j < n, multiline || (b[j] != 0x0A && b[j] != 0x0D) { i = j + 1; continue }
          i = j
          continue
        }
        i += 1
        continue
      }
      if !multiline, c == 0x0A || c == 0x0D {
        if i > start { emitSegment(start, i, multiline: multiline) }
        if case let .string(_, _, openOffset)? = modes.last {
          errors.append(ScanError(offset: openOffset, message: "unterminated string literal"))
        }
        popMode()
        return
      }
      i += 1
    }
    if i > start { emitSegment(start, i, multiline: multiline) }
  }

  // MARK: Code

  /// Code tokens until the input ends or a string opens: one call, not one per token.
  mutating func lexCodeRun() {
    repeat { lexCode() } while i < n && !inString
  }

  @inline(__always)
  mutating func lexCode() {
    let start = i
    let c = b[i]
    switch c {
    case 0x20, 0x09, 0x0B, 0x0C:
      i += 1
      while i < n, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0B || b[i] == 0x0C { i += 1 }
      emit(.whitespace, start, i)
    case 0x0A:
      i += 1
      if recordLines { addLineStart(i) }
      emit(.newline, start, i)
    case 0x0D:
      i += at(i + 1) == 0x0A ? 2 : 1
      if recordLines { addLineStart(i) }
      emit(.newline, start, i)
    case UInt8(ascii: "/"):
      lexSlash()
    case UInt8(ascii: "\""):
      openString(start: start, hashes: 0)
    case UInt8(ascii: "#"):
      lexPound()
    case UInt8(ascii: "@"):
      i += 1
      if isIdentifierStart(at(i)) {
        while i < n, isIdentifierContinue(b[i]) { i += 1 }
        emit(.attribute, start, i)
      } else {
        emit(.unknown, start, i)
      }
    case UInt8(ascii: "`"):
      var j = i + 1
      while j < n, b[j] != UInt8(ascii: "`"), b[j] != 0x0A, b[j] != 0x0D { j += 1 }
      if j < n, b[j] == UInt8(ascii: "`"), j > i + 1 {
        i = j + 1
        emit(.identifier, start, i)
      } else {
        i += 1
        emit(.unknown, start, i)
      }
    case UInt8(ascii: "$"):
      i += 1
      while i < n, isIdentifierContinue(b[i]) { i += 1 }
      emit(.identifier, start, i)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "("):
      i += 1
      if case let .interpolation(parens)? = modes.last { modes[modes.count - 1] = .interpolation(parens: parens + 1) }
      emit(.leftParen, start, i)
    case UInt8(ascii: ")"):
      i += 1
      if case let .interpolation(parens)? = modes.last {
        if parens == 0 {
          popMode()
          emit(.interpolationClose, start, i)
          return
        }
        modes[modes.count - 1] = .interpolation(parens: parens - 1)
      }
      emit(.rightParen, start, i)
    case UInt8(ascii: "{"): i += 1; counts.braces += 1; emit(.leftBrace, start, i)
    case UInt8(ascii: "}"): i += 1; emit(.rightBrace, start, i)
    case UInt8(ascii: "["): i += 1; emit(.leftBracket, start, i)
    case UInt8(ascii: "]"): i += 1; emit(.rightBracket, start, i)
    case UInt8(ascii: ","): i += 1; emit(.comma, start, i)
    case UInt8(ascii: ":"): i += 1; emit(.colon, start, i)
    case UInt8(ascii: ";"): i += 1; emit(.semicolon, start, i)
    case UInt8(ascii: "\\"): i += 1; emit(.backslash, start, i)
    case UInt8(ascii: "."):
      if at(i + 1) == UInt8(ascii: ".") {
        i += 1
        while i < n, b[i] == UInt8(ascii: ".") || isOperatorByte(b[i]) { i += 1 }
        emit(.operator, start, i)
        checkMarker(start, i)
      } else {
        i += 1
        emit(.period, start, i)
      }
    default:
      if isIdentifierStart(c) {
        i += 1
        while i < n, continuesIdentifier(b[i]) { i += 1 }
        emit(.identifier, start, i)
      } else if isOperatorByte(c) {
        lexOperator()
      } else {
        i += 1
        emit(.unknown, start, i)
      }
    }
  }

  mutating func openString(start: Int, hashes: Int) {
    // `start` points at the first `#` (or the quote); `i` is at the quote.
    var q = i
    while at(q) == UInt8(ascii: "#") { q += 1 }
    let multiline = at(q) == UInt8(ascii: "\"") && at(q + 1) == UInt8(ascii: "\"") && at(q + 2) == UInt8(ascii: "\"")
    i = q + (multiline ? 3 : 1)
    emit(.stringOpen, start, i)
    pushMode(.string(hashes: hashes, multiline: multiline, openOffset: start))
  }

  mutating func lexPound() {
    let start = i
    var q = i
    while at(q) == UInt8(ascii: "#") { q += 1 }
    let hashes = q - i
    if at(q) == UInt8(ascii: "\"") {
      openString(start: start, hashes: hashes)
      return
    }
    if at(q) == UInt8(ascii: "/") {
      // Extended regex literal `#/ … /#`: ends at `/` followed by the same number of `#`.
      var j = q + 1
      while j < n {
        if b[j] == UInt8(ascii: "\\") { j += 2; continue }
        if b[j] == UInt8(ascii: "/") {
          var k = j + 1
          var matched = 0
          while matched < hashes, k < n, b[k] == UInt8(ascii: "#") { matched += 1; k += 1 }
          if matched == hashes {
            i = k
            recordBreaks(start, i)
            emit(.regex, start, i)
            return
          }
        }
        j += 1
      }
      errors.append(ScanError(offset: start, message: "unterminated regex literal"))
      i = n
      recordBreaks(start, i)
      emit(.regex, start, i)
      return
    }
    if hashes == 1, isIdentifierStart(at(q)) {
      i = q + 1
      while i < n, isIdentifierContinue(b[i]) { i += 1 }
      emit(.pound, start, i)
      return
    }
    i = q
    emit(.unknown, start, i)
  }

  mutating func lexSlash() {
    let start = i
    if at(i + 1) == UInt8(ascii: "/") {
      while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
      emit(.lineComment, start, i)
      return
    }
    if at(i + 1) == UInt8(ascii: "*") {
      var depth = 0
      while i < n {
        if b[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else if b[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
          depth -= 1
          i += 2
          if depth == 0 { break }
        } else {
          i += 1
        }
      }
      if depth != 0 { errors.append(ScanError(offset: start, message: "unterminated block comment")) }
      recordBreaks(start, min(i, n))
      emit(.blockComment, start, min(i, n))
      i = min(i, n)
      return
    }
    if regexMayStartHere(), let end = bareRegexEnd(from: i) {
      i = end
      recordBreaks(start, i)
      emit(.regex, start, i)
      return
    }
    lexOperator()
  }

  /// A bare `/…/` regex can only start where an expression can: at the start, after an opening
  /// bracket, a separator, an operator or a keyword that precedes expressions.
  func regexMayStartHere() -> Bool {
    guard let last = lastSignificant else { return true }
    switch last.kind {
    case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator, .interpolationOpen:
      return true
    case .identifier:
      return keywordsBeforeExpression.contains(last.keyword)
    default:
      return false
    }
  }

  /// The end of a bare regex literal starting at `from`, following SE-0354: it may not start with
  /// whitespace, must close on the same line, may not end with whitespace, and may not contain an
  /// unbalanced `)` (so the case path `/Action.child)` stays an operator).
  func bareRegexEnd(from: Int) -> Int? {
    let first = at(from + 1)
    if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0 { return nil }
    var j = from + 1
    var parens = 0
    var inClass = false
    while j < n {
      let c = b[j]
      if c == 0x0A || c == 0x0D { return nil }
      if c == UInt8(ascii: "\\") { j += 2; continue }
      if inClass {
        if c == UInt8(ascii: "]") { inClass = false }
      } else if c == UInt8(ascii: "[") {
        inClass = true
      } else if c == UInt8(ascii: "(") {
        parens += 1
      } else if c == UInt8(ascii: ")") {
        parens -= 1
        if parens < 0 { return nil }
      } else if c == UInt8(ascii: "/") {
        let before = b[j - 1]
        if before == 0x20 || before == 0x09 || parens != 0 { return nil }
        return j + 1
      }
      j += 1
    }
    return nil
  }

  mutating func lexOperator() {
    let start = i
    while i < n, isOperatorByte(b[i]) {
      if b[i] == UInt8(ascii: "/"), i > start, at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*") { break }
      i += 1
    }
    if i == start { i += 1 }
    emit(.operator, start, i)
    checkMarker(start, i)
  }

  /// Records an operator token `start..<end` that is a merge-conflict marker (seven or more `<`,
  /// `=` or `>` at the start of a line) or ends in the `<` of an editor placeholder `<#`.
  @inline(__always)
  mutating func checkMarker(_ start: Int, _ end: Int) {
    let first = b[start]
    if start == 0 || b[start - 1] == 0x0A || b[start - 1] == 0x0D, end - start >= 7,
       first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "="),
       (start + 1..<start + 7).allSatisfy({ b[$0] == first }) {
      markers.append(ScanError(offset: start, message: "merge conflict marker"))
    } else if b[end - 1] == UInt8(ascii: "<"), end < n, b[end] == UInt8(ascii: "#") {
      markers.append(ScanError(offset: end - 1, message: "editor placeholder '<#…#>'"))
    }
  }

  mutating func lexNumber() {
    let start = i
    i += 1
    while i < n {
      let c = b[i]
      if isIdentifierContinue(c) {
        i += 1
      } else if c == UInt8(ascii: "."), isDigit(at(i + 1)) {
        i += 2
      } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-"),
                isExponentMarker(b[i - 1], hex: isHexLiteral(start)), isDigit(at(i + 1)) {
        i += 2
      } else {
        break
      }
    }
    emit(.number, start, i)
  }

  func isHexLiteral(_ start: Int) -> Bool {
    b[start] == UInt8(ascii: "0") && (at(start + 1) == UInt8(ascii: "x") || at(start + 1) == UInt8(ascii: "X"))
  }
}

@inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

@inline(__always) private func isExponentMarker(_ c: UInt8, hex: Bool) -> Bool {
  hex ? (c == UInt8(ascii: "p") || c == UInt8(ascii: "P")) : (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))
}

@inline(__always) func isIdentifierStart(_ c: UInt8) -> Bool {
  (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
}

@inline(__always) func isIdentifierContinue(_ c: UInt8) -> Bool {
  isIdentifierStart(c) || isDigit(c)
}

@inline(__always) private func isOperatorByte(_ c: UInt8) -> Bool {
  switch c {
  case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
       UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
       UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
    return true
  default:
    return false
  }
}

/// Byte classes for the lexer's inner loops: one table load instead of a chain of comparisons.
final class ByteClasses: @unchecked Sendable {
  static let shared = ByteClasses()
  static let identifierContinue: UInt8 = 1

  /// Allocated once and never freed, like `KeywordTable`.
  let table: UnsafeMutablePointer<UInt8>

  private init() {
    table = .allocate(capacity: 256)
    for c in 0..<256 { table[c] = isIdentifierContinue(UInt8(c)) ? Self.identifierContinue : 0 }
  }
}

/// The first `count` elements of `buffer` as an array, in one block copy (`Array(_:)` and
/// `append(contentsOf:)` of a buffer copy element by element); the buffer is freed.
private func takeArray<T>(_ buffer: UnsafeMutablePointer<T>, count: Int) -> [T] {
  defer { buffer.deallocate() }
  return [T](unsafeUninitializedCapacity: count) { target, initialized in
    if count > 0 { target.baseAddress!.moveInitialize(from: buffer, count: count) }
    initialized = count
  }
}

/// A buffer of twice `capacity` holding the first `count` elements of `buffer`, which is freed;
/// `capacity` becomes the new one.
private func doubled<T>(_ buffer: UnsafeMutablePointer<T>, count: Int, capacity: inout Int) -> UnsafeMutablePointer<T> {
  let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
  larger.moveInitialize(from: buffer, count: count)
  buffer.deallocate()
  capacity *= 2
  return larger
}
