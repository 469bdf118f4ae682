#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lossless Swift lexer over UTF-8 bytes.
///
/// Contract: for every input (valid Swift or not) `lex` terminates in time linear in the input,
/// never traps, and returns tokens whose ranges tile `0..<bytes.count` in order. Constructs it
/// cannot close (an unterminated string, block comment or regex) are reported in `errors`; the
/// tokens still tile the input.
public enum Lexer {
  public static func lex(_ bytes: [UInt8]) -> (tokens: [Token], errors: [ScanError]) {
    bytes.withUnsafeBufferPointer { buffer in
      // The line starts are recorded anyway (see `LexerState.lines`): not asked for here.
      let lexed = run(buffer, outlineRoom: false)
      return (lexed.tokens, lexed.errors)
    }
  }

  /// Lexes `bytes` into `buffer`, replacing what it held, and tells whether the lexer found no
  /// error (an unterminated string, block comment, regex or interpolation); the tokens are
  /// `lex(_:)`'s of the same bytes. For callers that lex many small texts: the buffer's storage
  /// is kept from call to call (grown when a text needs more), and nothing else is made — no
  /// arrays returned, errors only counted, line starts written over.
  public static func lex(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: inout LexedTokenBuffer) -> Bool {
    buffer.tokenSink.cursor = buffer.tokenSink.base
    buffer.lineSink.cursor = buffer.lineSink.base
    buffer.periodSink.cursor = buffer.periodSink.base
    buffer.stopSink.cursor = buffer.stopSink.base
    var problems = LexProblems()
    withUnsafeMutablePointer(to: &problems) { problems in
      var lexer = LexerState(bytes, tokens: buffer.tokenSink, lines: buffer.lineSink, periods: buffer.periodSink,
                             stops: buffer.stopSink, problems: problems)
      lexer.run()
      // The sinks may have grown (their old storage freed, as they own it): handed back.
      buffer.tokenSink = lexer.tokens
      buffer.lineSink = lexer.lines
      buffer.periodSink = lexer.periods
      buffer.stopSink = lexer.stops
    }
    return problems.errors.isEmpty
  }

  /// What `run` hands back: the lexer's results, not the lexer (a copy of which cost more). A
  /// tuple, which `scan` returns as it is and its caller takes apart: each array moves to its
  /// owner, where fields copied out of a struct were retained and the struct released.
  ///
  /// The file's `Int32` tables are kept in the storage of `tokens`, past the tokens' room (past
  /// their count: no element of the array), from the `tableStart`th `Int32` of the storage on
  /// (`TokenStorage`): one allocation per file for the tokens and the tables, where a table array
  /// of its own was a second allocation, made and freed per file. In the table, from `lineBase`:
  /// the line starts, `lineCount` of them, then the periods' token indices, `periodCount` of them.
  /// Before `lineBase`, room (uninitialized) for the outline's tables, when asked for; after the
  /// periods, room the lexer did not use (never read; without the outline's room, the stops it
  /// recorded for no one are there): the table is not cut to its parts, as a cut frees no memory.
  /// With the outline's room, its last `stopCount` places (up to `lineBase`) hold the indices of
  /// the tokens the outline pass stops at (`LexerState.stops`), in order, until the pass writes
  /// over them (if it does: in a file without `#if` it writes no `branchOf`).
  typealias Lexed = (tokens: [Token], errors: [ScanError], markers: [ScanError], counts: DeclarationCounts, signs: LexedSigns,
                     tableStart: Int, lineBase: Int, lineCount: Int, periodCount: Int, stopCount: Int)

  /// Lexes `buffer`. The tokens are made straight into the storage of the array returned (no
  /// copy), sized for two tokens every five bytes: Swift averages one every three (a generated
  /// tree at most 0.36 a byte, this package's sources 99% of files below 0.38). A file with more
  /// moves its tokens to a buffer of the lexer's own once, and the array is made from it. The
  /// line starts likewise, sized for a line every 24 bytes (the generated trees average 25).
  /// With `outlineRoom`, the table starts with room for the outline's tables (three `Int32` per
  /// token made), which `OutlineBuilder.build` writes.
  private static func run(_ buffer: UnsafeBufferPointer<UInt8>, outlineRoom: Bool) -> Lexed {
    // The lexer appends to these in place (`LexerState.problems`).
    var problems = LexProblems()
    var counts = DeclarationCounts()
    var signs = LexedSigns()
    var spilled: Sink<Token>? = nil
    let capacity = buffer.count * 2 / 5 + 16
    var made = 0
    // The outline's room, the line starts and the periods' indices in one table: room for the
    // outline's tables of as many tokens as `tokens` has room for, the lines in the next
    // `lineCapacity` places, the periods (sized for one every 16 bytes: the generated trees
    // average one in 40) in the rest. Once the tokens are counted, the lines and then the
    // periods are moved down to follow the room the outline needs (`lineBase`). The outline's
    // stops are made at the start of its room (no more of them than tokens, a byte each at
    // least, and the room holds more than a place per byte: they never outgrow it) and moved to
    // its end once the tokens are counted. Without that room, they go to room of their own
    // after the periods (sized for one every 8 bytes: the generated trees average one in 15),
    // and are left there unused.
    let front = outlineRoom ? 3 * capacity : 0
    let lineCapacity = buffer.count / 24 + 16
    let periodCapacity = buffer.count / 16 + 16
    let stopFront = front + lineCapacity + periodCapacity
    let stopCapacity = outlineRoom ? 0 : buffer.count / 8 + 16
    let tableCount = stopFront + stopCapacity
    // Made uninitialized (`uninitializedArray`): the tokens' room, then the table's, then cut to
    // the tokens made.
    var tokens: [Token] = uninitializedArray(count: capacity + TokenStorage.tokensSpanning(tableCount))
    var tableStart = TokenStorage.tableStart(afterTokens: capacity)
    var lineBase = 0
    var lineCount = 0
    var periodCount = 0
    var stopCount = 0
    // Whether the tokens, lines, periods or stops outgrew their room (their own buffers, freed here).
    var spilledLines: Sink<Int32>? = nil
    var spilledPeriods: Sink<Int32>? = nil
    var spilledStops: Sink<Int32>? = nil
    var spilledTokens: [Token]? = nil
    withUnsafeMutablePointer(to: &problems) { problems in
      tokens.withUnsafeMutableBufferPointer { storage in
        let table = TokenStorage.table(storage.baseAddress!, start: tableStart, count: tableCount)
        let lineStorage = UnsafeMutableBufferPointer(rebasing: table[front..<(front + lineCapacity)])
        let periodStorage = UnsafeMutableBufferPointer(rebasing: table[(front + lineCapacity)..<stopFront])
        let stopStorage = UnsafeMutableBufferPointer(rebasing: outlineRoom ? table[..<front] : table[stopFront...])
        var lexer = LexerState(buffer, tokens: Sink(storage: UnsafeMutableBufferPointer(rebasing: storage[..<capacity])),
                               lines: Sink(storage: lineStorage), periods: Sink(storage: periodStorage),
                               stops: Sink(storage: stopStorage), problems: problems)
        lexer.run()
        // Moved out (trivially: tokens and offsets are plain values), the storage holds nothing.
        if lexer.tokens.owned { spilled = lexer.tokens } else { made = lexer.tokens.count }
        lineBase = outlineRoom ? 3 * lexer.tokens.count : 0
        lineCount = lexer.lines.count
        periodCount = lexer.periods.count
        stopCount = lexer.stops.count
        if lexer.lines.owned { spilledLines = lexer.lines }
        if lexer.periods.owned { spilledPeriods = lexer.periods }
        if lexer.stops.owned { spilledStops = lexer.stops }
        if spilled == nil, spilledLines == nil, spilledPeriods == nil {
          // The stops to the end of the outline's room, from its start (no overlap: there are no
          // more of them than tokens), where neither the lines' nor the periods' moves below
          // reach. A file without outline has no use for them.
          if outlineRoom {
            (table.baseAddress! + lineBase - stopCount).update(from: spilledStops?.base ?? table.baseAddress!, count: stopCount)
          }
          // Down (`lineBase <= front`, as `made <= capacity`): the lines from `front` to
          // `lineBase`, then the periods to follow them. Each a memmove, as the ranges may
          // overlap; the lines' new place ends before the periods' old one begins.
          let base = table.baseAddress!
          if lineBase < front {
            UnsafeMutableRawPointer(base + lineBase).copyMemory(from: base + front, byteCount: lineCount * MemoryLayout<Int32>.stride)
          }
          if periodCount > 0, lineBase + lineCount < front + lineCapacity {
            UnsafeMutableRawPointer(base + lineBase + lineCount)
              .copyMemory(from: base + front + lineCapacity, byteCount: periodCount * MemoryLayout<Int32>.stride)
          }
        } else {
          // Rare (more than two tokens every five bytes, a line every 24 bytes or a period every
          // 16 is more than generated code has): the tokens and the table made again from
          // wherever each part is, the table right after the tokens.
          let count = spilled?.count ?? made
          let tokenSource = spilled?.base ?? storage.baseAddress!
          var joined: [Token] = uninitializedArray(count: count + TokenStorage.tokensSpanning(lineBase + lineCount + periodCount))
          let joinedStart = TokenStorage.tableStart(afterTokens: count)
          joined.withUnsafeMutableBufferPointer { room in
            room.baseAddress!.update(from: tokenSource, count: count)
            let joinedTable = TokenStorage.table(room.baseAddress!, start: joinedStart, count: lineBase + lineCount + periodCount)
            let to = joinedTable.baseAddress!
            // The stops at the end of the outline's room, as above.
            if outlineRoom { (to + lineBase - stopCount).update(from: spilledStops?.base ?? table.baseAddress!, count: stopCount) }
            (to + lineBase).update(from: spilledLines?.base ?? (table.baseAddress! + front), count: lineCount)
            (to + lineBase + lineCount).update(from: spilledPeriods?.base ?? (table.baseAddress! + front + lineCapacity),
                                               count: periodCount)
          }
          spilled?.base.deallocate()
          spilledLines?.base.deallocate()
          spilledPeriods?.base.deallocate()
          spilled = nil
          made = count
          tableStart = joinedStart
          // Moved out of the closure (`tokens` is the array it has open).
          spilledTokens = joined
        }
        counts = lexer.counts
        signs = lexer.signs
      }
    }
    if let spilledTokens { tokens = spilledTokens }
    spilledStops?.base.deallocate()
    // The tokens' count cut to the tokens made: the table stays where it is, past it.
    tokens.removeLast(tokens.count - made)
    return (tokens, problems.errors, problems.markers, counts, signs, tableStart, lineBase, lineCount, periodCount, stopCount)
  }

  /// `lex` plus what `ScannedFile` needs next, found while lexing: merge-conflict markers and
  /// editor placeholders (in token order), and upper bounds of the outline's declarations.
  /// Also the offsets where lines start (0, then after each `\n`, `\r\n` or lone `\r`): a line
  /// break is a newline token or lies in a block comment, a multi-line string segment or a regex.
  static func scan(_ bytes: [UInt8], outlineRoom: Bool) -> Lexed {
    bytes.withUnsafeBufferPointer { run($0, outlineRoom: outlineRoom) }
  }
}

/// Upper bounds of the declarations an outline can hold: `{` tokens and declaration keywords
/// (each of which `Keyword.introducesOutline`: the lexer adds those only).
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

/// Words the lint and the migration rules ask whether a file holds anywhere (`Relevance`,
/// `Migrator.hasCandidates`), noted by the lexer as it makes the tokens, where a byte search of
/// the whole file per word cost more: the names are found by the keyword table's lookup
/// (`KeywordTable.classify(_:_:_:_:signs:)`, which most names leave at an empty slot),
/// `typealias` among the keywords the outline stops at, and the directive in line comments only.
public struct LexedSigns: Sendable {
  /// The sign words named (`KeywordTable.signSpellings`), a bit for each kind: `observe`;
  /// `ViewStore` or `ViewStoreOf`; the network and persistence names; `publisher`; `ifLet`.
  private var namedWords: UInt8 = 0
  /// Each sign word's bit, a byte per entry of `KeywordTable.signSpellings` (entry 0 lowest).
  private static let entryBits: UInt64 = 0x0404_0408_1002_0201
  /// Some identifier token is spelled `observe` (a call of `observe`, or a mention of the name).
  public var namesObserve: Bool { namedWords & 1 != 0 }
  /// Some identifier token is spelled `ViewStore` or `ViewStoreOf` (neither is a keyword): a view
  /// store for the migration rules.
  public var namesViewStore: Bool { namedWords & 2 != 0 }
  /// Some identifier token is spelled `publisher`: else no publisher subscription is there.
  public var namesPublisher: Bool { namedWords & 8 != 0 }
  /// Some identifier token is spelled `ifLet`: else no `Store.ifLet` is there.
  public var namesIfLet: Bool { namedWords & 16 != 0 }
  /// Some identifier token is spelled `URLSession`, `NSManagedObjectContext`, `viewContext`,
  /// `UserDefaults` or `NSPersistentContainer`: else no network or persistence call by those
  /// names is there for the lint's view-code rule (`ReducerLogicInView.ioNames`).
  public var namesIOWord: Bool { namedWords & 4 != 0 }
  /// Some identifier token is the keyword `typealias`: else the file declares no type alias (lint
  /// finds States and closure types by alias only at such tokens).
  public internal(set) var hasTypealias = false
  /// Some line comment holds `tca-migrate:` (a lint directive).
  public internal(set) var hasDirective = false

  /// Notes a name spelled as the sign word `entry` (an index of `KeywordTable.signSpellings`).
  @inline(__always) mutating func note(entry: Int) {
    namedWords |= UInt8(truncatingIfNeeded: Self.entryBits &>> UInt64(8 &* entry))
  }

  /// Notes a name spelled as a long sign word (`KeywordTable.longSignSpelling(ofLength:)`).
  mutating func noteIOWord() { namedWords |= 4 }

  /// `tca-migrate:`, found at its `-` (rarer in comments than its letters).
  private static let directive: StaticString = "tca-migrate:"
  private static let directiveAnchor = 3

  /// Notes whether the line comment `b[start..<end]` holds the directive: `memchr` finds each
  /// `-`, the bytes around it are compared.
  mutating func noteLineComment(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
    let word = Self.directive.utf8Start, length = Self.directive.utf8CodeUnitCount, anchor = Self.directiveAnchor
    guard !hasDirective, end - start >= length else { return }
    let base = b.baseAddress!
    // The anchor can sit from `start + anchor` to `end - length + anchor`.
    var k = start + anchor
    let last = end - length + anchor
    while k <= last, let hit = memchr(base + k, Int32(word[anchor]), last - k + 1) {
      let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
      if memcmp(base + at - anchor, word, length) == 0 { hasDirective = true; return }
      k = at + 1
    }
  }
}

private enum Mode {
  /// Code inside `\( … )`; `parens` counts the parentheses opened since.
  case interpolation(parens: Int)
  /// Inside a string literal opened at `openOffset`.
  case string(hashes: Int, multiline: Bool, openOffset: Int)
}

/// The lexer's stack of modes (strings and interpolations, innermost last): the few a file
/// nests held inline, deeper ones in a buffer of the stack's own. An array alone was allocated
/// and freed for nearly every file (any interpolation pushes two modes), and for many a window
/// lexed. A value with nothing to destroy (so is the lexer's state, which holds it): the
/// buffer, made only past `inlineCount` modes, is freed by `deallocate`, which
/// `LexerState.run` calls once the text is lexed.
private struct ModeStack {
  static let inlineCount = 4
  private var m0 = Mode.interpolation(parens: 0)
  private var m1 = Mode.interpolation(parens: 0)
  private var m2 = Mode.interpolation(parens: 0)
  private var m3 = Mode.interpolation(parens: 0)
  /// The modes from index `inlineCount` on, once there are any.
  private var more: Sink<Mode>? = nil
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }
  /// Always inlined: a call passed it a copy of the stack (a `memcpy`, in `lexAll` twice a file).
  @inline(__always) var last: Mode? { count == 0 ? nil : self[count &- 1] }

  /// The mode at `index` (below `count`).
  subscript(index: Int) -> Mode {
    get {
      switch index {
      case 0: return m0
      case 1: return m1
      case 2: return m2
      case 3: return m3
      default: return more!.base[index &- Self.inlineCount]
      }
    }
    set {
      switch index {
      case 0: m0 = newValue
      case 1: m1 = newValue
      case 2: m2 = newValue
      case 3: m3 = newValue
      default: more!.base[index &- Self.inlineCount] = newValue
      }
    }
  }

  @inline(__always) mutating func append(_ mode: Mode) {
    if count < Self.inlineCount {
      self[count] = mode
    } else {
      if more == nil { more = Sink(capacity: Self.inlineCount) }
      more!.append(mode)
    }
    count &+= 1
  }

  /// Always inlined: called at the close of every string after an interpolation.
  @inline(__always) mutating func removeLast() {
    precondition(count > 0)
    count &-= 1
    if count >= Self.inlineCount { more!.cursor -= 1 }
  }

  /// Frees the buffer of the modes past `inlineCount`, if one was made; the stack is left empty.
  mutating func deallocate() {
    more?.base.deallocate()
    more = nil
    count = 0
  }
}

/// A bit mask (`KeywordSet`): tested on every `/` that is not a comment, where a hashed set cost
/// more than the rest of the test.
private let keywordsBeforeExpression = KeywordSet([
  .return, .case, .in, .where, .if, .guard, .while, .throw, .try, .await, .else,
  .switch, .repeat, .defer, .do, .let, .var, .some, .any, .is, .as,
])

/// The errors a lexer finds and, for `Lexer.scan`, the merge-conflict markers and editor
/// placeholders.
private struct LexProblems {
  var errors: [ScanError] = []
  var markers: [ScanError] = []
}

/// Its non-mutating helpers are inlined into the mutating code that calls them: a call passed
/// them a copy of the state (a `memcpy` of its inline mode stack, `ModeStack`, per call).
private struct LexerState {
  /// The bytes. While they are lexed they end in a line break, or one follows them in memory
  /// (`run` sees to it): the runs `skip` passes over stop there.
  var b: UnsafeBufferPointer<UInt8>
  let n: Int
  var i = 0
  /// Tokens as they are made: into the storage of the array `Lexer.run` returns (an array
  /// append would check the array's uniqueness on every token), or a buffer of our own once
  /// that is full.
  var tokens: Sink<Token>
  /// The errors and the merge-conflict markers, appended in place where the caller keeps them:
  /// no arrays of the lexer's own to hand over and free (each a release per text lexed, of the
  /// emptied array a swap left in the lexer).
  let problems: UnsafeMutablePointer<LexProblems>
  var counts = DeclarationCounts()
  var signs = LexedSigns()
  /// Line starts, into the storage of the array `Lexer.run` returns (or a buffer of our own once
  /// that is full), as the tokens. Always recorded: the fast loop of `lexCodeRun` records every line feed (a test per line feed cost
  /// more than the record), and the other breaks (`\r`, inside comments, multi-line strings and
  /// regexes) are rare.
  var lines: Sink<Int32>
  /// The indices of the `.period` tokens, in order (`ScannedFile.memberTokens`): recorded where
  /// one is made, which is cheaper than a later pass reading every token to find them.
  var periods: Sink<Int32>
  /// The indices of the tokens `OutlinePass.walk` has work for (`TokenKind.isOutlineStop` and
  /// identifiers spelling a keyword that `introducesOutline`), in order: recorded where each is
  /// made, so the pass goes from one to the next instead of reading every token.
  var stops: Sink<Int32>
  var modes = ModeStack()
  /// Whether the innermost mode is a string: checked before every token, so kept as a flag.
  var inString = false
  /// Held here so the hot loop reads the tables without the global's lazy-initialization check.
  /// (The keyword table is found from it: `ByteClasses.keywords`.)
  let byteClasses = ByteClasses.shared

  /// Lexes into `tokens`, `lines`, `periods` and `stops` as they are (empty, with room for an
  /// element at least).
  init(_ b: UnsafeBufferPointer<UInt8>, tokens: Sink<Token>, lines: Sink<Int32>, periods: Sink<Int32>, stops: Sink<Int32>,
       problems: UnsafeMutablePointer<LexProblems>) {
    self.b = b
    self.problems = problems
    self.n = b.count
    self.lines = lines
    self.lines.append(0)
    self.tokens = tokens
    self.periods = periods
    self.stops = stops
  }

  mutating func pushMode(_ mode: Mode) {
    modes.append(mode)
    if case .string = mode { inString = true } else { inString = false }
  }

  mutating func popMode() {
    modes.removeLast()
    // Strings and interpolations alternate on the stack (a string opens in code, at file level
    // or in an interpolation; an interpolation in a string): below a string lies an
    // interpolation or nothing, below an interpolation a string. So the mode under the one
    // popped is a string exactly when the one popped was not (read, it cost a switch).
    inString = !inString
  }

  @inline(__always) func at(_ k: Int) -> UInt8 { k < n ? b[k] : 0 }

  @inline(__always)
  mutating func addLineStart(_ offset: Int) { lines.append(Int32(truncatingIfNeeded: offset)) }


  /// Records the line breaks inside `start..<end` (a token that may span lines).
  mutating func recordBreaks(_ start: Int, _ end: Int) {
    var k = start
    while k < end {
      recordBreak(at: k)
      k += 1
    }
  }

  /// Records the line start after byte `k` if the byte ends a line: a `\n`, or a `\r` not before
  /// a `\n` (`\r\n` is one line break, recorded at its `\n`).
  @inline(__always) mutating func recordBreak(at k: Int) {
    let c = b[k]
    if c == 0x0A || (c == 0x0D && !(k + 1 < n && b[k + 1] == 0x0A)) { addLineStart(k + 1) }
  }

  /// A token made by the slow paths (`lexCode`, strings, comments). The names made here are
  /// `` `backticked` `` and `$`-prefixed ones: `lexCodeRun` makes every name starting with a
  /// letter, `_` or a byte from 0x80. Neither spells a keyword or a sign word (those are letters
  /// and `_` only), so none is looked up (`Keyword.none`).
  @inline(__always)
  mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int) {
    if kind.isOutlineStop { stops.append(tokens.index) }
    tokens.append(Token(kind: kind, start: start, end: end))
  }

  /// The last token made that is not trivia, used to decide whether `/` starts a regex. Found by
  /// walking back rather than kept up to date on every token: the walk stops at the `/` of the
  /// previous call at the latest (it makes a significant token), so it reads each trivia token
  /// at most once over the whole file.
  @inline(__always) func lastSignificant() -> Token? {
    var k = tokens.count - 1
    while k >= 0 {
      let token = tokens.base[k]
      if !token.kind.isTrivia { return token }
      k -= 1
    }
    return nil
  }

  mutating func run() {
    // The runs `skip` passes over stop at a line break, with no bound tested: bytes that do not
    // end in one are lexed from a copy with a `\n` after them (not lexed: `n` is their count).
    // Rare (a file without a final line feed, a text lexed alone).
    if n > 0, b[n &- 1] != 0x0A, b[n &- 1] != 0x0D {
      let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: n &+ 1)
      copy.initialize(from: b.baseAddress!, count: n)
      (copy + n).initialize(to: 0x0A)
      let original = b
      b = UnsafeBufferPointer(start: copy, count: n)
      lexAll()
      b = original
      copy.deallocate()
    } else {
      lexAll()
    }
    modes.deallocate()
  }

  /// `run`, on bytes that end in a line break or are followed by one.
  mutating func lexAll() {
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
    // The modes left open, innermost first.
    var k = modes.count
    while k > 0 {
      k &-= 1
      if case let .string(_, multiline, openOffset) = modes[k] {
        problems.pointee.errors.append(ScanError(
          offset: openOffset,
          message: multiline ? "unterminated multi-line string literal" : "unterminated string literal"))
      } else {
        problems.pointee.errors.append(ScanError(offset: n, message: "unterminated string interpolation"))
      }
    }
  }

  // MARK: Strings

  /// Whether a closing delimiter (`"` or `"""`, then `hashes` times `#`) starts at `k`.
  @inline(__always) func closesString(at k: Int, hashes: Int, multiline: Bool) -> Int? {
    let quotes = multiline ? 3 : 1
    for q in 0..<quotes where at(k + q) != UInt8(ascii: "\"") { return nil }
    for h in 0..<hashes where at(k + quotes + h) != UInt8(ascii: "#") { return nil }
    return quotes + hashes
  }

  /// The text of a string up to its end, an interpolation or (in a single-line string) a line
  /// break. The line breaks of a multi-line string are recorded where the loop meets them (it
  /// stops at every one), not by a second pass over each segment.
  mutating func lexStringBody(hashes: Int, multiline: Bool) {
    let start = i
    let plain = UInt32(ByteClasses.stringPlain) << 8
    while i < n {
      // Bytes that are no quote, backslash or line break only move on (the last branch below).
      i = skip(b.baseAddress!, i, byteClasses.entries, plain)
      guard i < n else { break }
      let c = b[i]
      if c == UInt8(ascii: "\""), let length = closesString(at: i, hashes: hashes, multiline: multiline) {
        if i > start { emit(.stringSegment, start, i) }
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
            if i > start { emit(.stringSegment, start, i) }
            emit(.interpolationOpen, i, j + 1)
            i = j + 1
            pushMode(.interpolation(parens: 0))
            return
          }
          // An escape: skip the escaped byte so `\"` and `\\` never end or start anything,
          // but never skip a line break of a single-line string (that is an error below). A
          // multi-line string's escaped line break is one still.
          if j < n, multiline || (b[j] != 0x0A && b[j] != 0x0D) {
            if multiline { recordBreak(at: j) }
            i = j + 1
            continue
          }
          i = j
          continue
        }
        i += 1
        continue
      }
      if !multiline, c == 0x0A || c == 0x0D {
        if i > start { emit(.stringSegment, start, i) }
        if case let .string(_, _, openOffset)? = modes.last {
          problems.pointee.errors.append(ScanError(offset: openOffset, message: "unterminated string literal"))
        }
        popMode()
        return
      }
      // A quote that does not close the string, or a multi-line string's line break.
      if multiline { recordBreak(at: i) }
      i += 1
    }
    if i > start { emit(.stringSegment, start, i) }
  }

  // MARK: Code

  /// Code tokens until the input ends or a string opens: one call, not one per token.
  ///
  /// The bytes after a token's first (or after a run `skip` passed) are read with no bound test
  /// where a line break would fail the test that follows anyway: the bytes end in a line break
  /// or one follows them (`run`), and such a byte is no further than `n`.
  ///
  /// The common tokens (names, keywords, spaces, line feeds, punctuation, operators) are made
  /// here with the position and the token and line buffers in locals, which the compiler keeps
  /// in registers; one table load picks the case. Every other byte goes to `lexCode`, with the
  /// locals written back before and read again after (`lexCode` has cases for those bytes only).
  mutating func lexCodeRun() {
    let b = self.b.baseAddress!
    let n = self.n
    let entries = byteClasses.entries
    // At a fixed offset from `entries`: no register of its own.
    let keywords = byteClasses.keywords
    var i = self.i
    var tokens = self.tokens
    var lines = self.lines
    // Inside an interpolation `(` and `)` count parentheses (the second `paren` case).
    var nested = !modes.isEmpty
    // The turns append their tokens (at most three) unchecked. Room is measured only when `i`
    // reaches `safeEnd`: every token takes at least a byte (each case, and each `emit` of
    // `lexCode` and `lexStringBody`, which check their own appends, moves `i` past the token's
    // bytes, none empty), so from a measure of `room` at `mark` the turns have made at most
    // `i - mark` tokens, and while `i < mark + room - 2` at least three places are left. (A
    // buffer grown in between has only more room.) The stops likewise, as no more of them are
    // made than tokens: `room` is the smaller of the two.
    var safeEnd = 0
    while true {
      if i >= safeEnd {
        if i >= n { break }
        tokens.reserve(3)
        stops.reserve(3)
        safeEnd = min(n, i &+ min(tokens.limit - tokens.cursor, stops.limit - stops.cursor) &- 2)
      }
      let start = i
      let c = b[i]
      let entry = entries[Int(c)]
      switch UInt8(truncatingIfNeeded: entry) {
      case ByteClasses.identifierStart:
        i = skip(b, i + 1, entries, UInt32(ByteClasses.identifierContinue) << 8)
        let keyword = keywords.classify(b, start, i, n, signs: &signs)
        // The keywords counted are introducers too (`DeclarationCounts.add`), and `typealias`
        // follows them (`introducesOutlineOrTypealias`): names pass one test.
        if keyword.introducesOutlineOrTypealias {
          if keyword == .typealias {
            signs.hasTypealias = true
          } else {
            counts.add(keyword)
            stops.appendUnchecked(tokens.index)
          }
        }
        tokens.appendUnchecked(Token(kind: .identifier, start: start, end: i, keyword: keyword))
        // A name is mostly followed by a space: the `space` case, without a dispatch.
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.space:
        i = skip(b, i + 1, entries, UInt32(ByteClasses.horizontalSpace) << 8)
        tokens.appendUnchecked(Token(kind: .whitespace, start: start, end: i))
      case ByteClasses.lineFeed:
        i += 1
        lines.append(Int32(truncatingIfNeeded: i))
        tokens.appendUnchecked(Token(kind: .newline, start: start, end: i))
        // Indentation: the `space` case, without a dispatch.
        if i < n { i = takeSpaces(b, i, entries, into: &tokens) }
      case ByteClasses.punctuation:
        i += 1
        tokens.appendUnchecked(Token(kind: unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 16), to: TokenKind.self), start: start, end: i))
        // A `,` or `:` is mostly followed by a space.
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.bracket:
        // `}`, `[` or `]`: punctuation the outline stops at.
        i += 1
        stops.appendUnchecked(tokens.index)
        tokens.appendUnchecked(Token(kind: unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 16), to: TokenKind.self), start: start, end: i))
      case ByteClasses.leftBrace:
        i += 1
        counts.braces += 1
        stops.appendUnchecked(tokens.index)
        tokens.appendUnchecked(Token(kind: .leftBrace, start: start, end: i))
        // Often followed by a space (`{ $0 }`, `{ state in`).
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.paren where !nested:
        i += 1
        stops.appendUnchecked(tokens.index)
        tokens.appendUnchecked(Token(kind: c == UInt8(ascii: "(") ? .leftParen : .rightParen, start: start, end: i))
        // A `)` is often followed by a space (before `{`, `->`, `throws`).
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.paren:
        // Inside an interpolation (`nested`: the innermost mode is one, as `lexCodeRun` runs
        // outside strings only), as `lexCode` makes them: `(` and `)` count parentheses, and
        // the `)` that closes the interpolation returns to its string, whose body
        // `lexStringBody` lexes straight away, as `run` would next.
        guard case let .interpolation(parens)? = modes.last else {
          // Written out here and in `default`: a helper taking the locals `inout` keeps them
          // out of registers, 0.14M instructions more on the mixed 30k-line tree.
          self.i = i
          self.tokens = tokens
          self.lines = lines
          lexCode()
          i = self.i
          tokens = self.tokens
          lines = self.lines
          if inString {
            self.i = i
            return
          }
          nested = !modes.isEmpty
          continue
        }
        i += 1
        stops.appendUnchecked(tokens.index)
        if c == UInt8(ascii: "(") {
          modes[modes.count - 1] = .interpolation(parens: parens + 1)
          tokens.appendUnchecked(Token(kind: .leftParen, start: start, end: i))
        } else if parens > 0 {
          modes[modes.count - 1] = .interpolation(parens: parens - 1)
          tokens.appendUnchecked(Token(kind: .rightParen, start: start, end: i))
        } else {
          popMode()
          tokens.appendUnchecked(Token(kind: .interpolationClose, start: start, end: i))
          if inString, case let .string(hashes, multiline, _)? = modes.last {
            // The rest of a one-line string without `#`, as the `quote` case lexes it (and
            // `lexStringBody` would): the text if any, then the closing (its mode popped) or the
            // next `\(` (an interpolation mode pushed). Any other rest is `lexStringBody`'s.
            if hashes == 0, !multiline {
              let close = stringTextEnd(b, i, entries)
              if b[close] == UInt8(ascii: "\"") {
                if close > i { tokens.appendUnchecked(Token(kind: .stringSegment, start: i, end: close)) }
                i = close &+ 1
                tokens.appendUnchecked(Token(kind: .stringClose, start: close, end: i))
                // `popMode`: below a string lies an interpolation or nothing, never a string.
                modes.removeLast()
                inString = false
                nested = !modes.isEmpty
                continue
              }
              if b[close] == UInt8(ascii: "\\"), b[close &+ 1] == UInt8(ascii: "(") {
                if close > i { tokens.appendUnchecked(Token(kind: .stringSegment, start: i, end: close)) }
                i = close &+ 2
                stops.appendUnchecked(tokens.index)
                tokens.appendUnchecked(Token(kind: .interpolationOpen, start: close, end: i))
                modes.append(.interpolation(parens: 0))
                inString = false
                nested = true
                continue
              }
            }
            self.i = i
            self.tokens = tokens
            self.lines = lines
            lexStringBody(hashes: hashes, multiline: multiline)
            i = self.i
            tokens = self.tokens
            lines = self.lines
            if inString {
              self.i = i
              return
            }
          }
          nested = !modes.isEmpty
        }
      case ByteClasses.period where b[i &+ 1] != UInt8(ascii: "."):
        i += 1
        periods.append(Int32(truncatingIfNeeded: tokens.count))
        tokens.appendUnchecked(Token(kind: .period, start: start, end: i))
      case ByteClasses.operatorStart:
        // `lexOperator` (a `/` never starts one here: it may open a comment or a regex). No bound
        // tested: no line break is an operator byte (as for the runs of `skip`).
        i += 1
        while true {
          let d = b[i]
          guard entries[Int(d)] & (UInt32(ByteClasses.operatorByte) << 8) != 0 else { break }
          if d == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") || b[i + 1] == UInt8(ascii: "*") { break }
          i += 1
        }
        tokens.appendUnchecked(Token(kind: .operator, start: start, end: i))
        // `checkMarker`, only where one of its two cases can hold: a marker is seven bytes long at
        // least (most operators are one or two), a placeholder's `<` is the operator's last byte.
        if (i &- start >= 7 && (start == 0 || b[start - 1] == 0x0A || b[start - 1] == 0x0D))
          || (b[i - 1] == UInt8(ascii: "<") && i < n && b[i] == UInt8(ascii: "#")) {
          checkMarker(start, i)
        }
        // An operator is mostly followed by a space.
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.at where UInt8(truncatingIfNeeded: entries[Int(b[i &+ 1])]) == ByteClasses.identifierStart:
        // `@Name`, as `lexCode` makes it.
        i = skip(b, i &+ 2, entries, UInt32(ByteClasses.identifierContinue) << 8)
        tokens.appendUnchecked(Token(kind: .attribute, start: start, end: i))
        // Mostly followed by a space (`@MainActor final class`).
        i = takeSpaces(b, i, entries, into: &tokens)
      case ByteClasses.digit:
        // A number: digits, letters and `_`, a `.` before a digit, an exponent's sign.
        i += 1
        while i < n {
          let d = b[i]
          if entries[Int(d)] & (UInt32(ByteClasses.identifierContinue) << 8) != 0 {
            i += 1
          } else if d == UInt8(ascii: "."), i + 1 < n, isDigit(b[i + 1]) {
            i += 2
          } else if d == UInt8(ascii: "+") || d == UInt8(ascii: "-"),
                    isExponentMarker(b[i - 1], hex: isHexLiteral(start)), i + 1 < n, isDigit(b[i + 1]) {
            i += 2
          } else {
            break
          }
        }
        tokens.appendUnchecked(Token(kind: .number, start: start, end: i))
      case ByteClasses.quote:
        // A one-line string up to its end or its first interpolation, as `openString` and
        // `lexStringBody` make it: the opening, the text if any (escapes included: a backslash
        // not before `(` or a line break skips the next byte), then the closing, and the string
        // mode they push and pop leaves the modes as they were; or, at `\(`, the opening, the
        // text if any and the `\(`, with the string and interpolation modes pushed, as they
        // leave them (the rest of the string is theirs). Any other goes to `lexCode`.
        if !(b[i &+ 1] == UInt8(ascii: "\"") && b[i &+ 2] == UInt8(ascii: "\"")) {
          let close = stringTextEnd(b, i &+ 1, entries)
          if b[close] == UInt8(ascii: "\"") {
            tokens.appendUnchecked(Token(kind: .stringOpen, start: start, end: start &+ 1))
            if close > start &+ 1 { tokens.appendUnchecked(Token(kind: .stringSegment, start: start &+ 1, end: close)) }
            i = close &+ 1
            tokens.appendUnchecked(Token(kind: .stringClose, start: close, end: i))
            continue
          }
          if b[close] == UInt8(ascii: "\\"), b[close &+ 1] == UInt8(ascii: "(") {
            tokens.appendUnchecked(Token(kind: .stringOpen, start: start, end: start &+ 1))
            if close > start &+ 1 { tokens.appendUnchecked(Token(kind: .stringSegment, start: start &+ 1, end: close)) }
            i = close &+ 2
            stops.appendUnchecked(tokens.index)
            tokens.appendUnchecked(Token(kind: .interpolationOpen, start: close, end: i))
            modes.append(.string(hashes: 0, multiline: false, openOffset: start))
            modes.append(.interpolation(parens: 0))
            inString = false
            nested = true
            continue
          }
        }
        fallthrough
      default:
        self.i = i
        self.tokens = tokens
        self.lines = lines
        lexCode()
        i = self.i
        tokens = self.tokens
        lines = self.lines
        if inString {
          self.i = i
          return
        }
        nested = !modes.isEmpty
      }
    }
    self.i = i
    self.tokens = tokens
    self.lines = lines
  }

  /// Where the text of a one-line string without `#` from `k` on stops: at its closing quote,
  /// at `\(`, or where `lexStringBody` has more to do (a line break, a backslash before one or
  /// last, the end). An escape (a backslash not before `(` or a line break) passes over the
  /// next byte, as in `lexStringBody`. `k` is past a quote or an interpolation's `)`. No bound is
  /// tested (as in `lexCodeRun`): the text stops at a line break, at `n` at the latest.
  @inline(__always)
  func stringTextEnd(_ b: UnsafePointer<UInt8>, _ k: Int, _ entries: UnsafeMutablePointer<UInt32>) -> Int {
    var close = skip(b, k, entries, UInt32(ByteClasses.stringPlain) << 8)
    while b[close] == UInt8(ascii: "\\"),
          b[close &+ 1] != UInt8(ascii: "("), b[close &+ 1] != 0x0A, b[close &+ 1] != 0x0D {
      close = skip(b, close &+ 2, entries, UInt32(ByteClasses.stringPlain) << 8)
    }
    return close
  }

  /// The spaces from `k` on (space, tab, vertical tab, form feed), if any, appended to `tokens`
  /// as one whitespace token (room made sure of); returns where they end (`k` without any): the
  /// `space` case of `lexCodeRun`, for the turns of the tokens mostly followed by a space, which
  /// make it without a dispatch. `b[k]` can be read (as `skip`'s bytes): `k` is no further than
  /// `n`, where a line break lies at the latest.
  @inline(__always)
  func takeSpaces(_ b: UnsafePointer<UInt8>, _ k: Int, _ entries: UnsafeMutablePointer<UInt32>,
                  into tokens: inout Sink<Token>) -> Int {
    let mask = UInt32(ByteClasses.horizontalSpace) << 8
    guard entries[Int(b[k])] & mask != 0 else { return k }
    let end = skip(b, k &+ 1, entries, mask)
    tokens.appendUnchecked(Token(kind: .whitespace, start: k, end: end))
    return end
  }

  /// The first offset from `i` on whose byte's entry has no bit of `mask` (a mask of
  /// `ByteClasses.runClasses`), four bytes a step. No step tests a bound: such a byte lies at
  /// `n` at the latest (`b` ends in a line break, or one follows it: `run`), and `i` is no
  /// further than where one can be read (at most `n - 1` where `b` ends in a line break, as every
  /// call starts past a byte of the run's class, or a quote, or a backslash that does not
  /// escape a line break). A bound tested every four bytes cost 7% of the lexer's instructions.
  @inline(__always)
  func skip(_ b: UnsafePointer<UInt8>, _ i: Int, _ entries: UnsafeMutablePointer<UInt32>, _ mask: UInt32) -> Int {
    var i = i
    while true {
      if entries[Int(b[i])] & mask == 0 { return i }
      if entries[Int(b[i &+ 1])] & mask == 0 { return i &+ 1 }
      if entries[Int(b[i &+ 2])] & mask == 0 { return i &+ 2 }
      if entries[Int(b[i &+ 3])] & mask == 0 { return i &+ 3 }
      i &+= 4
    }
  }

  /// The token at `i` for the bytes `lexCodeRun` sends here. Its table (`ByteClasses.entries`)
  /// gives each byte an action, and the cases of these actions never come here, so this has no
  /// case for their bytes: `identifierStart` (letters, `_`, bytes from 0x80), `space` (space,
  /// tab, vertical tab, form feed), `lineFeed`, `leftBrace`, `bracket` (`}`, `[`, `]`),
  /// `punctuation` (`,`, `:`, `;`, `\\`), `operatorStart` (operator bytes but `/`) and `digit` are handled in full
  /// there. What comes here: `slow` bytes (`\r`, `/`, `#`, `` ` ``, `$` and bytes that start no
  /// token), `(` and `)` (`paren`, should the innermost mode not be an interpolation), `.` before
  /// `.` (`period`), `@` not before a name (`at`) and `"` that does not open a one-line string
  /// (`quote`).
  @inline(never)
  mutating func lexCode() {
    let start = i
    let c = b[i]
    switch c {
    case 0x0D:
      i += at(i + 1) == 0x0A ? 2 : 1
      addLineStart(i)
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
    case UInt8(ascii: "."):
      if at(i + 1) == UInt8(ascii: ".") {
        i += 1
        while i < n, b[i] == UInt8(ascii: ".") || isOperatorByte(b[i]) { i += 1 }
        emit(.operator, start, i)
        checkMarker(start, i)
      } else {
        i += 1
        periods.append(Int32(truncatingIfNeeded: tokens.count))
        emit(.period, start, i)
      }
    default:
      i += 1
      emit(.unknown, start, i)
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
      problems.pointee.errors.append(ScanError(offset: start, message: "unterminated regex literal"))
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
      i = lineEnd(from: i + 2)
      signs.noteLineComment(b, start, i)
      emit(.lineComment, start, i)
      return
    }
    if at(i + 1) == UInt8(ascii: "*") {
      // From one `/`, `*` or line break to the next (`skip`), the line breaks recorded as they
      // are met: a byte-by-byte loop and then a second one for the line breaks cost ten times
      // as much.
      let plain = UInt32(ByteClasses.commentPlain) << 8
      var depth = 0
      while i < n {
        i = skip(b.baseAddress!, i, byteClasses.entries, plain)
        guard i < n else { break }
        let c = b[i]
        if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else if c == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
          depth -= 1
          i += 2
          if depth == 0 { break }
        } else {
          recordBreak(at: i)
          i += 1
        }
      }
      if depth != 0 { problems.pointee.errors.append(ScanError(offset: start, message: "unterminated block comment")) }
      emit(.blockComment, start, i)
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

  /// The first offset from `k` on holding `\n` or `\r`, or `n`. Eight bytes a step where eight
  /// remain: a byte equal to the line break leaves a zero byte in `word ^ pattern`, and the
  /// lowest byte flagged by `(x - 0x01…) & ~x & 0x80…` is always the first zero byte (a flag
  /// can be wrong only above a true zero byte, where a borrow passed), so its index is exact.
  @inline(__always) func lineEnd(from k: Int) -> Int {
    var k = k
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let base = UnsafeRawPointer(b.baseAddress!)
    while k &+ 8 <= n {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: k, as: UInt64.self))
      let lineFeeds = word ^ (ones &* 0x0A)
      let returns = word ^ (ones &* 0x0D)
      let zeros = ((lineFeeds &- ones) & ~lineFeeds | (returns &- ones) & ~returns) & highs
      if zeros != 0 { return k &+ zeros.trailingZeroBitCount / 8 }
      k &+= 8
    }
    while k < n, b[k] != 0x0A, b[k] != 0x0D { k += 1 }
    return k
  }

  /// A bare `/…/` regex can only start where an expression can: at the start, after an opening
  /// bracket, a separator, an operator or a keyword that precedes expressions.
  @inline(__always) func regexMayStartHere() -> Bool {
    guard let last = lastSignificant() else { return true }
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
  @inline(__always) func bareRegexEnd(from: Int) -> Int? {
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
      problems.pointee.markers.append(ScanError(offset: start, message: "merge conflict marker"))
    } else if b[end - 1] == UInt8(ascii: "<"), end < n, b[end] == UInt8(ascii: "#") {
      problems.pointee.markers.append(ScanError(offset: end - 1, message: "editor placeholder '<#…#>'"))
    }
  }

  @inline(__always) func isHexLiteral(_ start: Int) -> Bool {
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

@inline(__always) func isOperatorByte(_ c: UInt8) -> Bool {
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
/// A value of pointers (no reference counting where the lexer copies it).
struct ByteClasses: @unchecked Sendable {
  static let shared = ByteClasses()
  // Byte classes: bits 8–15 of `entries`.
  static let identifierContinue: UInt8 = 1
  static let horizontalSpace: UInt8 = 2
  static let operatorByte: UInt8 = 4
  /// Not `"`, `\\`, `\n` or `\r`: a byte a string body passes over.
  static let stringPlain: UInt8 = 8
  /// Not `/`, `*`, `\n` or `\r`: a byte a block comment passes over.
  static let commentPlain: UInt8 = 16
  /// The classes `LexerState.skip` passes runs of, which no line break has (`skip` relies on it).
  static let runClasses = identifierContinue | horizontalSpace | stringPlain | commentPlain
  // Actions, bits 0–7 of `entries`: the case of `LexerState.lexCodeRun` a byte starts (`slow`: `lexCode`).
  static let slow: UInt8 = 0
  static let identifierStart: UInt8 = 1
  static let space: UInt8 = 2
  static let lineFeed: UInt8 = 3
  static let punctuation: UInt8 = 4
  static let leftBrace: UInt8 = 5
  static let paren: UInt8 = 6
  static let period: UInt8 = 7
  static let operatorStart: UInt8 = 8
  static let at: UInt8 = 9
  static let quote: UInt8 = 10
  static let digit: UInt8 = 11
  /// Punctuation the outline stops at (`}`, `[`, `]`): as `punctuation`, and recorded in
  /// `LexerState.stops`.
  static let bracket: UInt8 = 12

  /// For `lexCodeRun`, all in one word (one table, one register): the action in bits 0–7, the
  /// byte's classes in bits 8–15 and, for a `punctuation` or `bracket` byte, the raw value of its token
  /// kind in bits 16–23 (a valid one: see `init`).
  let entries: UnsafeMutablePointer<UInt32>

  /// The keyword table, in the same block right after `entries`: the lexer finds it from the
  /// pointer it keeps for `entries` (one register for both, where another spilled in its loop).
  @inline(__always) var keywords: KeywordTable {
    KeywordTable(at: UnsafeMutableRawPointer(entries) + Self.keywordsOffset)
  }
  private static let keywordsOffset = 256 * MemoryLayout<UInt32>.stride

  private init() {
    let block = UnsafeMutableRawPointer.allocate(byteCount: Self.keywordsOffset + KeywordTable.byteCount,
                                                 alignment: MemoryLayout<UInt64>.alignment)
    entries = block.bindMemory(to: UInt32.self, capacity: 256)
    _ = KeywordTable(making: block + Self.keywordsOffset)
    for c in 0..<256 {
      let byte = UInt8(c)
      var bits: UInt8 = 0
      if isIdentifierContinue(byte) { bits |= Self.identifierContinue }
      if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C { bits |= Self.horizontalSpace }
      if isOperatorByte(byte) { bits |= Self.operatorByte }
      if byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x0A, byte != 0x0D { bits |= Self.stringPlain }
      if byte != UInt8(ascii: "/"), byte != UInt8(ascii: "*"), byte != 0x0A, byte != 0x0D { bits |= Self.commentPlain }
      var action = Self.slow
      if isIdentifierStart(byte) { action = Self.identifierStart }
      else if bits & Self.horizontalSpace != 0 { action = Self.space }
      else if byte == 0x0A { action = Self.lineFeed }
      else if byte == UInt8(ascii: "{") { action = Self.leftBrace }
      else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") { action = Self.paren }
      else if byte == UInt8(ascii: ".") { action = Self.period }
      else if bits & Self.operatorByte != 0, byte != UInt8(ascii: "/") { action = Self.operatorStart }
      else if byte == UInt8(ascii: "@") { action = Self.at }
      else if byte == UInt8(ascii: "\"") { action = Self.quote }
      else if isDigit(byte) { action = Self.digit }
      var kind: UInt8 = 0
      if action == Self.slow, let punctuationKind = Self.punctuationKind(byte) {
        action = punctuationKind.isOutlineStop ? Self.bracket : Self.punctuation
        kind = punctuationKind.rawValue
      }
      entries[c] = UInt32(action) | UInt32(bits) << 8 | UInt32(kind) << 16
    }
    // The runs of `skip` and the operators of `lexCodeRun` stop at a line break.
    precondition((entries[0x0A] | entries[0x0D]) & UInt32(Self.runClasses | Self.operatorByte) << 8 == 0)
  }

  /// The kind of the one-byte token a `punctuation` or `bracket` byte makes. A switch on bytes,
  /// where a list of `Character`s searched per byte cost 0.13M instructions per process.
  private static func punctuationKind(_ byte: UInt8) -> TokenKind? {
    switch byte {
    case UInt8(ascii: "}"): .rightBrace
    case UInt8(ascii: "["): .leftBracket
    case UInt8(ascii: "]"): .rightBracket
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ";"): .semicolon
    case UInt8(ascii: "\\"): .backslash
    default: nil
    }
  }
}

/// A growable buffer of our own (an array append would check the array's uniqueness on every
/// element). A value of three pointers: copied into locals of a hot loop, it lives in registers.
struct Sink<T> {
  var base: UnsafeMutablePointer<T>
  /// Where the next element goes.
  var cursor: UnsafeMutablePointer<T>
  var limit: UnsafeMutablePointer<T>
  /// Whether `base` was allocated here (else it is storage lent by the caller, never freed here).
  var owned: Bool

  /// An empty buffer of our own with room for `capacity` (at least one) elements.
  init(capacity: Int) {
    base = .allocate(capacity: capacity)
    cursor = base
    limit = base + capacity
    owned = true
  }

  /// Elements go into `storage` (not empty) until it is full.
  init(storage: UnsafeMutableBufferPointer<T>) {
    base = storage.baseAddress!
    cursor = base
    limit = base + storage.count
    owned = false
  }

  var count: Int { cursor - base }

  /// `count` as an `Int32` (an index of `LexerState.stops`), worked out as unsigned: a multiply
  /// and a shift, where `count` (a signed division) takes a few more instructions.
  @inline(__always) var index: Int32 {
    let bytes = UInt(bitPattern: UnsafeRawPointer(cursor) - UnsafeRawPointer(base))
    return Int32(truncatingIfNeeded: bytes / UInt(MemoryLayout<T>.stride))
  }

  @inline(__always) mutating func append(_ element: T) {
    if cursor == limit { grow() }
    cursor.initialize(to: element)
    cursor += 1
  }

  /// Appends into room made sure of by `reserve`.
  @inline(__always) mutating func appendUnchecked(_ element: T) {
    cursor.initialize(to: element)
    cursor += 1
  }

  /// Makes sure `count` more elements fit without a check (`appendUnchecked`); at most the
  /// initial capacity (the buffer doubles at most once here).
  @inline(__always) mutating func reserve(_ count: Int) {
    if limit - cursor < count { grow() }
  }

  @inline(never) mutating func grow() {
    let count = self.count
    let capacity = limit - base
    let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    if owned { base.deallocate() }
    base = larger
    cursor = base + count
    limit = base + capacity * 2
    owned = true
  }
}

