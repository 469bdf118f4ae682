import SwiftScan

/// Lexes a migrated window written in a few plain forms — what the observe blocks and most
/// edited lines are made of — as `Lexer.lex` does, but for its trivia, and gives up (nil) on
/// anything else, which the caller then hands to `Lexer.lex`. `MigratedTextCheck` lexes every
/// window it checks (most are observe blocks), and the lexer also looks up keywords and records
/// outline stops, line starts and counts, none of which the check reads: on the mixed 30k-line
/// tree its 306 windows cost the lexer 1.44M instructions, this 0.89M.
///
/// The forms: ASCII names (letters, digits, `_`, not starting with a digit) and attributes (`@`
/// and such a name), spaces, tabs and line feeds, `,` `:` `;` `{` `}` `[` `]` `(` `)`, a `.`
/// not before another, runs of the operator bytes other than `/`, and one-line strings (`"`, not
/// `"""`) whose text holds no line break, with escapes and interpolations; inside an
/// interpolation the same forms but strings. Any other byte where a token starts (a digit, `/`,
/// `#`, `$`, `` ` ``, `\`, `\r`, a vertical tab or form feed, a byte from 0x80), `@` before
/// anything but a letter or `_`, `..`, a `/` after operator bytes, a name spelled `import`, a
/// string left open (by a line break or the end) or an interpolation left open, and the answer
/// is nil.
///
/// Why the tokens are the lexer's. Of these forms the lexer makes exactly these tokens
/// (`LexerState.lexCodeRun`'s cases for names, spaces, line feeds, punctuation, brackets,
/// parentheses — counted inside an interpolation, the one at depth 0 closing it — periods,
/// operator runs, attributes and quotes, and `lexStringBody`): the same kinds at the same
/// offsets, with no error, since it reports only strings, interpolations, block comments and
/// regexes left open. A run stops where the lexer's does, or at a byte that gives up. Two things
/// differ, neither of which the check reads. Its whitespace and line-feed tokens are left out:
/// the walk passes trivia over wherever it meets it (looking for the first or last significant
/// token of a range included), and the candidate words are looked up among the identifiers
/// only. And keywords are left `.none`: the check reads a window's keywords only to tell the
/// `Combine` of an `import` (a name spelled `import` gives up here) and to pass over keywords
/// before asking whether a name is one of `UnusedCancellables.combineNames` or a candidate word,
/// and none of those is spelled as a keyword.
enum PlainWindowLexer {
  /// The tokens of `bytes` but trivia, written from `tokens` on (room for `bytes.count`: a token
  /// takes a byte at least), and their number; nil where the text is not all of the plain forms.
  static func lex(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: UnsafeMutablePointer<Token>) -> Int? {
    guard let b = bytes.baseAddress else { return 0 }
    let n = bytes.count
    var i = 0, count = 0
    // In a string's text (after its opening, or after an interpolation closed), in an
    // interpolation, and the parentheses opened in it.
    var inString = false, interpolated = false, parens = 0
    let entries = Classes.shared.entries
    while i < n {
      let start = i
      if inString {
        // The text up to the closing quote or `\(`, one segment: a backslash before any other
        // byte escapes it; a line break (or the end) leaves the string open.
        while true {
          // (Plain text in runs, four bytes a step.)
          i = skip(b, i, n, entries, Classes.stringPlain)
          guard i < n else { return nil }
          let c = b[i]
          if c == UInt8(ascii: "\"") { break }
          if c == UInt8(ascii: "\\") {
            guard i &+ 1 < n, b[i &+ 1] != 0x0A, b[i &+ 1] != 0x0D else { return nil }
            if b[i &+ 1] == UInt8(ascii: "(") { break }
            i &+= 2
            continue
          }
          // A line break.
          return nil
        }
        if i > start {
          tokens[count] = Token(kind: .stringSegment, start: start, end: i)
          count &+= 1
        }
        inString = false
        if b[i] == UInt8(ascii: "\"") {
          tokens[count] = Token(kind: .stringClose, start: i, end: i &+ 1)
          i &+= 1
        } else {
          tokens[count] = Token(kind: .interpolationOpen, start: i, end: i &+ 2)
          i &+= 2
          interpolated = true
          parens = 0
        }
        count &+= 1
        continue
      }
      let entry = entries[Int(b[i])]
      let kind: TokenKind
      switch UInt8(truncatingIfNeeded: entry) {
      case Classes.nameStart:
        i = skip(b, i &+ 1, n, entries, Classes.nameByte)
        if i &- start == 6, isImport(b + start) { return nil }
        tokens[count] = Token(kind: .identifier, start: start, end: i)
        count &+= 1
        continue
      case Classes.space:
        // Trivia: passed over, not written.
        i = skip(b, i &+ 1, n, entries, Classes.spaceByte)
        continue
      case Classes.operatorStart:
        i = skip(b, i &+ 1, n, entries, Classes.operatorByte)
        // (The lexer goes on over a `/`, or stops before `//` and `/*`.)
        if i < n, b[i] == UInt8(ascii: "/") { return nil }
        tokens[count] = Token(kind: .operator, start: start, end: i)
        count &+= 1
        continue
      case Classes.at:
        // `@Name`: an attribute (the lexer's `at` case).
        guard i &+ 1 < n, UInt8(truncatingIfNeeded: entries[Int(b[i &+ 1])]) == Classes.nameStart else { return nil }
        i = skip(b, i &+ 2, n, entries, Classes.nameByte)
        tokens[count] = Token(kind: .attribute, start: start, end: i)
        count &+= 1
        continue
      case Classes.single:
        kind = unsafeBitCast(UInt8(truncatingIfNeeded: entry >> 16), to: TokenKind.self)
      case Classes.leftParen:
        if interpolated { parens &+= 1 }
        kind = .leftParen
      case Classes.rightParen:
        if interpolated, parens == 0 {
          interpolated = false
          inString = true
          kind = .interpolationClose
        } else {
          if interpolated { parens &-= 1 }
          kind = .rightParen
        }
      case Classes.period:
        guard !(i &+ 1 < n && b[i &+ 1] == UInt8(ascii: ".")) else { return nil }
        kind = .period
      case Classes.quote:
        guard !interpolated, !(i &+ 2 < n && b[i &+ 1] == UInt8(ascii: "\"") && b[i &+ 2] == UInt8(ascii: "\"")) else { return nil }
        inString = true
        kind = .stringOpen
      default:
        return nil
      }
      i &+= 1
      tokens[count] = Token(kind: kind, start: start, end: i)
      count &+= 1
    }
    return inString || interpolated ? nil : count
  }

  /// The first offset from `i` on (at most `n`) whose byte's entry has no bit of `mask`, four
  /// bytes a step while four remain (as the lexer's own runs are read).
  @inline(__always)
  private static func skip(_ b: UnsafePointer<UInt8>, _ i: Int, _ n: Int, _ entries: UnsafePointer<UInt32>, _ mask: UInt32) -> Int {
    var i = i
    while i &+ 4 <= n {
      if entries[Int(b[i])] & mask == 0 { return i }
      if entries[Int(b[i &+ 1])] & mask == 0 { return i &+ 1 }
      if entries[Int(b[i &+ 2])] & mask == 0 { return i &+ 2 }
      if entries[Int(b[i &+ 3])] & mask == 0 { return i &+ 3 }
      i &+= 4
    }
    while i < n, entries[Int(b[i])] & mask != 0 { i &+= 1 }
    return i
  }

  /// What each byte starts where a token starts (bits 0–7), the runs it continues (bits 8–11)
  /// and, for a one-byte token, its kind (bits 16–23): one table, made once, never freed.
  private struct Classes: @unchecked Sendable {
    static let shared = Classes()
    static let giveUp: UInt8 = 0, nameStart: UInt8 = 1, space: UInt8 = 2, operatorStart: UInt8 = 3, single: UInt8 = 4,
               leftParen: UInt8 = 5, rightParen: UInt8 = 6, period: UInt8 = 7, quote: UInt8 = 8, at: UInt8 = 9
    /// ASCII letters, digits and `_`; spaces, tabs and line feeds; the operator bytes other
    /// than `/`.
    static let nameByte: UInt32 = 1 << 8, spaceByte: UInt32 = 1 << 9, operatorByte: UInt32 = 1 << 10
    /// Not `"`, `\\`, `\n` or `\r`: a byte a string's text passes over.
    static let stringPlain: UInt32 = 1 << 11
    let entries: UnsafeMutablePointer<UInt32>

    /// (Each byte told by a switch: made once per process, but every process that migrates a
    /// chain makes it.)
    private init() {
      entries = .allocate(capacity: 256)
      for c in 0..<256 {
        let byte = UInt8(c)
        var action = Self.giveUp, bits: UInt32 = 0, kind = TokenKind.unknown
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
          action = Self.nameStart
          bits = Self.nameByte
        case UInt8(ascii: "0")...UInt8(ascii: "9"): bits = Self.nameByte
        case 0x20, 0x09, 0x0A:
          action = Self.space
          bits = Self.spaceByte
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
          action = Self.operatorStart
          bits = Self.operatorByte
        case UInt8(ascii: ","): (action, kind) = (Self.single, .comma)
        case UInt8(ascii: ":"): (action, kind) = (Self.single, .colon)
        case UInt8(ascii: ";"): (action, kind) = (Self.single, .semicolon)
        case UInt8(ascii: "{"): (action, kind) = (Self.single, .leftBrace)
        case UInt8(ascii: "}"): (action, kind) = (Self.single, .rightBrace)
        case UInt8(ascii: "["): (action, kind) = (Self.single, .leftBracket)
        case UInt8(ascii: "]"): (action, kind) = (Self.single, .rightBracket)
        case UInt8(ascii: "("): action = Self.leftParen
        case UInt8(ascii: ")"): action = Self.rightParen
        case UInt8(ascii: "."): action = Self.period
        case UInt8(ascii: "\""): action = Self.quote
        case UInt8(ascii: "@"): action = Self.at
        default: break
        }
        if byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0x0A, byte != 0x0D { bits |= Self.stringPlain }
        entries[c] = UInt32(action) | bits | UInt32(kind.rawValue) << 16
      }
    }
  }

  /// Whether the six bytes at `p` spell `import`.
  @inline(__always) private static func isImport(_ p: UnsafePointer<UInt8>) -> Bool {
    p[0] == UInt8(ascii: "i") && p[1] == UInt8(ascii: "m") && p[2] == UInt8(ascii: "p")
      && p[3] == UInt8(ascii: "o") && p[4] == UInt8(ascii: "r") && p[5] == UInt8(ascii: "t")
  }
}
