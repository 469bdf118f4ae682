import Testing
import SwiftScan

/// `location(ofOffset:)` walks a line's indentation once for both the column and the text: it
/// must answer what `lineColumn(ofOffset:)` answers, and the text a trim of the whole line gives,
/// for every offset (inside and after the indentation, on blank lines, on the first and last lines,
/// and outside the bytes).
@Suite("an offset's line, column and line text in one search")
struct OffsetLocationTests {
  /// The line's bytes (from its start to the next line's start, or the end) less trailing line
  /// ends, spaces and tabs, then less leading spaces and tabs: the trim reports always made.
  static func trimmed(_ file: ScannedFile, line: Int) -> Range<Int> {
    let bytes = file.bytes
    var start = file.lineStart(line)
    var end = line < file.lineCount ? file.lineStart(line + 1) : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    return start..<end
  }

  @Test(arguments: [
    "", "x", "\n", "  ", " \t \r\n", "a\r\nb\rc\n\n é🙂x\r\n\r\rend",
    "let a = 1\n  let b = \"🙂\"\n\tfunc f() {}\n   \n\t \té = 2  \t\r\n  last",
  ])
  func everyOffsetAsLineColumnAndATrimOfTheLine(_ text: String) {
    let file = ScannedFile(text)
    for offset in -2...(file.bytes.count + 2) {
      let location = file.location(ofOffset: offset)
      let expected = file.lineColumn(ofOffset: offset)
      #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
      #expect(location.text == Self.trimmed(file, line: expected.line), "offset \(offset)")
      #expect(file.lineText(ofOffset: offset) == String(decoding: file.bytes[location.text], as: UTF8.self))
    }
  }
}
