import Testing
import SwiftScan

/// `location(ofOffset:)` must answer what `lineColumn(ofOffset:)` and `lineStart` of the offset's
/// line and of the next (or the end of the bytes) answer, for every offset, the first and last
/// lines and offsets outside the bytes included.
@Suite("an offset's line, column and line bytes in one search")
struct OffsetLocationTests {
  @Test(arguments: ["", "x", "\n", "a\r\nb\rc\n\n é🙂x\r\n\r\rend", "let a = 1\n  let b = \"🙂\"\n\tfunc f() {}\n"])
  func everyOffsetAsLineColumnAndLineStarts(_ text: String) {
    let file = ScannedFile(text)
    let count = file.bytes.count
    for offset in -2...(count + 2) {
      let location = file.location(ofOffset: offset)
      let expected = file.lineColumn(ofOffset: offset)
      #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
      let end = expected.line < file.lineCount ? file.lineStart(expected.line + 1) : count
      #expect(location.lineBytes == file.lineStart(expected.line)..<end, "offset \(offset)")
    }
  }
}
