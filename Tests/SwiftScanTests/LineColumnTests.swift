import Testing
import SwiftScan

/// Locating many offsets in one pass must give what locating each from the file's start gives.
@Suite("line and column of offsets")
struct LineColumnTests {
  /// The walk from the start that `lineColumn(ofOffset:in:)` always made: the reference.
  static func walked(_ offset: Int, _ bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for k in 0..<max(0, min(offset, bytes.count)) {
      let b = bytes[k]
      if b == 0x0A || (b == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if b != 0x0D && b & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  @Test func everyOffsetInAnyOrderAsAWalkFromTheStart() {
    let bytes = Array("a\r\nb\rc\n\n é🙂x\r\n\r\rend".utf8)
    let offsets = Array((-2...(bytes.count + 2)).reversed()) + [3, 3, 0, bytes.count]
    let located = ScannedFile.lineColumns(ofOffsets: offsets, in: bytes)
    #expect(located.count == offsets.count)
    for (offset, position) in zip(offsets, located) {
      let expected = Self.walked(offset, bytes)
      #expect(position.line == expected.line && position.column == expected.column, "offset \(offset)")
      let single = ScannedFile.lineColumn(ofOffset: offset, in: bytes)
      #expect(single.line == expected.line && single.column == expected.column, "offset \(offset)")
    }
    #expect(ScannedFile.lineColumns(ofOffsets: [], in: bytes).isEmpty)
  }
}
