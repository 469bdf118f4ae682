import Testing
@testable import Migrate

/// `UnifiedDiff.Lines` finds its line starts through a pointer while its first guess of room
/// lasts and appends the rest: the starts must be every line's, as splitting the text finds them.
@Suite("diff line starts")
struct UnifiedDiffLineStartsTests {
  /// Starts after every `\n`, `\r\n` and lone `\r`, then the end when the text does not end in
  /// a break: the definition, byte by byte.
  static func starts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for k in bytes.indices where bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) {
      starts.append(k + 1)
    }
    if starts.last! != bytes.count { starts.append(bytes.count) }
    return starts
  }

  /// Texts of short lines (more than the room guessed), long lines, empty lines, `\r\n`, no
  /// final break, and the empty text.
  @Test func startsAreEveryLines() {
    var random = SeededRandom(seed: 23)
    let pieces = ["", "a", "ab", "a very long line of text that goes on for a while, longer than most", "\r", "é"]
    for _ in 0..<2000 {
      let lines = (0..<Int.random(in: 0...80, using: &random)).map { _ in pieces.randomElement(using: &random)! }
      let text = Array((lines.joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")).utf8)
      #expect(UnifiedDiff.Lines(text).starts == Self.starts(text), "\(text)")
    }
    #expect(UnifiedDiff.Lines([]).starts == [0])
    #expect(UnifiedDiff.Lines(Array(repeating: 0x0A, count: 500)).starts == Self.starts(Array(repeating: 0x0A, count: 500)))
  }
}
