/// The kind of a lexical token. Tokens tile the input exactly: every byte belongs to exactly one
/// token, so concatenating token texts in order reproduces the file byte for byte.
public enum TokenKind: UInt8, Sendable, BitwiseCopyable {
  /// UTF-8 byte order mark at offset 0.
  case byteOrderMark
  /// `#!…` on the first line.
  case shebang
  /// Spaces, tabs, vertical tabs and form feeds.
  case whitespace
  /// `\n`, `\r\n` or a lone `\r`.
  case newline
  /// `// …` up to, not including, the line break (doc comments `///` too).
  case lineComment
  /// `/* … */`, nested to any depth (doc comments `/** */` too).
  case blockComment
  /// Names and keywords, `` `backtick` `` names, `$0`, `$name`.
  case identifier
  case number
  /// `@Name` (arguments, if any, are ordinary tokens that follow).
  case attribute
  /// `#if`, `#else`, `#available`, `#selector`, `#file`, …
  case pound
  /// Opening delimiter of a string: `"`, `"""`, `#"`, `##"""`, …
  case stringOpen
  /// Literal text inside a string (escapes included).
  case stringSegment
  /// `\(` or `\#(` inside a string.
  case interpolationOpen
  /// The `)` that closes an interpolation.
  case interpolationClose
  /// Closing delimiter of a string.
  case stringClose
  /// A whole regex literal: `/…/` (where a regex can start) or `#/…/#`.
  case regex
  case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
  case comma, colon, semicolon, period, backslash
  /// An operator run: `=`, `->`, `==`, `?`, `!`, `&`, `...`, `..<`, …
  case `operator`
  /// A byte that cannot start any token (stray control character, lone backtick, …).
  case unknown

  /// Whitespace, line breaks, comments, BOM and shebang: tokens with no meaning to the grammar.
  @inlinable public var isTrivia: Bool {
    switch self {
    case .whitespace, .newline, .lineComment, .blockComment, .byteOrderMark, .shebang: return true
    default: return false
    }
  }

  @inlinable public var isComment: Bool { self == .lineComment || self == .blockComment }

  /// The closer that balances an opener: `)` for `(`, `]` for `[`, the interpolation's `)` for
  /// `\(`, `}` for `{` (and for any other kind: callers ask of openers only).
  @inlinable public var closer: TokenKind {
    switch self {
    case .leftParen: return .rightParen
    case .leftBracket: return .rightBracket
    case .interpolationOpen: return .interpolationClose
    default: return .rightBrace
    }
  }
}

/// One token: a kind and a half-open UTF-8 byte range of the source. Plain bits (the lexer makes
/// its array uninitialized and writes it).
public struct Token: Sendable, Equatable, BitwiseCopyable {
  public var kind: TokenKind
  /// For identifiers, the keyword they spell (`.none` for other names and other kinds).
  public var keyword: Keyword
  public var start: Int32
  public var end: Int32

  @inlinable public init(kind: TokenKind, start: Int, end: Int, keyword: Keyword = .none) {
    self.kind = kind
    self.keyword = keyword
    self.start = Int32(truncatingIfNeeded: start)
    self.end = Int32(truncatingIfNeeded: end)
  }

  @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}

/// Something the scanner could not understand, at a UTF-8 byte offset of the source.
public struct ScanError: Sendable, Equatable, Error {
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
