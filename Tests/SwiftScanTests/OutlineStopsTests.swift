import Testing
@testable import SwiftScan

/// The lexer records the tokens the outline pass has work for (`LexerState.stops`) where it makes
/// them, in several places (its fast loop's cases, `emit`), and leaves them at the end of the
/// outline's room in the file's table (past the tokens in their storage: `TokenStorage`); the
/// pass reads nothing else. They must be exactly the
/// tokens of `TokenKind.isOutlineStop` kinds and the identifiers whose keyword
/// `introducesOutline`, in order, however the buffers they pass through fill up (the stops',
/// the tokens', the lines' and the periods' room can each be outgrown), and must leave the line
/// starts and periods as they are without them.
@Suite("outline stops")
struct OutlineStopsTests {
  /// The stops `Lexer.scan` left for `bytes`, and the ones its tokens call for.
  private func stops(_ bytes: [UInt8]) -> (recorded: [Int32], expected: [Int32]) {
    let lexed = Lexer.scan(bytes, outlineRoom: true)
    let expected = lexed.tokens.indices.filter {
      let token = lexed.tokens[$0]
      return token.kind.isOutlineStop || (token.kind == .identifier && token.keyword.introducesOutline)
    }
    return (Self.table(lexed, (lexed.lineBase - lexed.stopCount)..<lexed.lineBase), expected.map { Int32($0) })
  }

  /// The entries `range` of the table `Lexer.scan` left past the tokens.
  private static func table(_ lexed: Lexer.Lexed, _ range: Range<Int>) -> [Int32] {
    TokenStorage.withTable(lexed.tokens, from: lexed.tableStart) { Array(UnsafeBufferPointer(start: $0 + range.lowerBound, count: range.count)) }
  }

  @Test func denseInputsAtEveryLengthRecordEveryStop() {
    // A stop per byte or two (past the room for one every 8 bytes), a token per byte (past the
    // tokens' room), a line or a period per byte or two, stops made in `lexCode` and
    // `lexStringBody` (interpolations, `#if`, `$`-names, backticked keywords).
    let pieces = ["(", "{}", "[]", "\n", "a.", "if ", "\"\\(x)\"", "#if\n", "`class` ", "$0 ", "case ", "(\n)", "\"\\((1))\""]
    for piece in pieces {
      for repeats in [1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 257] {
        let bytes = Array(String(repeating: piece, count: repeats).utf8)
        let (recorded, expected) = stops(bytes)
        #expect(recorded == expected, "\(piece) × \(repeats)")
      }
    }
  }

  @Test func randomTextRecordsEveryStopAndKeepsLinesAndPeriods() {
    let words = ["if", "else", "var", "let", "class", "struct", "func", "init", "import", "while", "repeat", "defer",
                 "case", "typealias", "return", "x", "self", "(", ")", "[", "]", "{", "}", ".", ",", ":", "=", " ",
                 "\n", "\r\n", "\"a\\(b)c\"", "#if", "#endif", "// c\n", "/* \n */", "`for`", "$1", "@A", "1.5"]
    var generator = SplitMix64(seed: 0x570B)
    for _ in 0..<2000 {
      let count = Int(generator.next() % 200)
      let text = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: generator.next() % 2 == 0 ? " " : "")
      let bytes = Array(text.utf8)
      let (recorded, expected) = stops(bytes)
      #expect(recorded == expected)
      // The line starts and periods, which the stops' move must not disturb, as a scan without
      // outline room (which moves no stops) has them.
      let with = Lexer.scan(bytes, outlineRoom: true)
      let without = Lexer.scan(bytes, outlineRoom: false)
      #expect(with.lineCount == without.lineCount && with.periodCount == without.periodCount)
      let parts = with.lineCount + with.periodCount
      #expect(Self.table(with, with.lineBase..<(with.lineBase + parts)) == Self.table(without, 0..<parts))
    }
  }

  @Test func introducersAreTheKeywordsTheOutlineHandles() {
    let introducers: Set<Keyword> = [
      .if, .guard, .for, .switch, .catch, .do, .else, .repeat, .defer, .while,
      .class, .struct, .enum, .actor, .extension, .protocol, .func, .`init`, .deinit, .subscript,
      .var, .let, .import,
    ]
    for keyword in Keyword.allCases { #expect(keyword.introducesOutline == introducers.contains(keyword), "\(keyword)") }
  }
}
