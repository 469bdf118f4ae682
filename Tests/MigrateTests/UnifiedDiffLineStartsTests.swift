import Testing
@testable import Migrate

/// `UnifiedDiff.Lines` finds its line starts through a pointer while its first guess of room
/// lasts and appends the rest: the starts must be every line's, as the definition gives them
/// (`DiffLinesTests.starts`), also where the text has more lines than that room.
@Suite("diff line starts past the room guessed")
struct UnifiedDiffLineStartsTests {
  /// Random texts of short lines (more than the room guessed), long lines, empty lines, `\r`,
  /// non-ASCII and no final break; and a text of line breaks only.
  @Test func startsAreEveryLines() {
    var random = SeededRandom(seed: 23)
    let pieces = ["", "a", "ab", "a very long line of text that goes on for a while, longer than most", "\r", "é"]
    for _ in 0..<2000 {
      let lines = (0..<Int.random(in: 0...80, using: &random)).map { _ in pieces.randomElement(using: &random)! }
      let text = Array((lines.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")).utf8)
      #expect(UnifiedDiff.Lines(text).starts == DiffLinesTests.starts(text), "\(text)")
    }
    let breaks = [UInt8](repeating: 0x0A, count: 500)
    #expect(UnifiedDiff.Lines(breaks).starts == DiffLinesTests.starts(breaks))
  }
}
