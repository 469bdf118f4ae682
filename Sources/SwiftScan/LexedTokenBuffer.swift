/// Storage for the tokens of one text at a time, which `Lexer.lex(_:into:)` fills and the
/// caller keeps to lex the next text into.
///
/// Contract: after `Lexer.lex(bytes, into: &buffer)`, `tokens` are the tokens `Lexer.lex(_:)`
/// returns for the same bytes, valid until the buffer is lexed into again or dropped. Why: a
/// caller lexing many short texts (`MigratedTextCheck`'s windows) paid, per text, for the arrays
/// `Lexer.lex(_:)` makes and frees (tokens, line starts, errors) more than for lexing them.
/// Noncopyable, so the storage it owns is freed exactly once, when it goes.
public struct LexedTokenBuffer: ~Copyable {
  /// The tokens' storage, owned (the lexer's `Sink`, which frees what it outgrows).
  var tokenSink: Sink<Token>
  /// The lexer records line starts as it goes; kept here only to be written over.
  var lineSink: Sink<Int32>
  /// Likewise the periods' indices.
  var periodSink: Sink<Int32>
  /// Likewise the indices of the tokens an outline would stop at.
  var stopSink: Sink<Int32>

  /// An empty buffer with room for `capacity` tokens before it grows.
  public init(capacity: Int = 256) {
    tokenSink = Sink(capacity: max(capacity, 16))
    lineSink = Sink(capacity: 64)
    periodSink = Sink(capacity: 64)
    stopSink = Sink(capacity: 64)
  }

  deinit {
    tokenSink.base.deallocate()
    lineSink.base.deallocate()
    periodSink.base.deallocate()
    stopSink.base.deallocate()
  }

  /// The tokens of the text last lexed into the buffer.
  public var tokens: UnsafeBufferPointer<Token> {
    UnsafeBufferPointer(start: tokenSink.base, count: tokenSink.count)
  }
}
