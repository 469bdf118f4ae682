import Testing
import SwiftScan

/// `lineColumns(ofOffsets:in:)` steps over eight printable ASCII bytes at once; every byte value
/// at every position of a word, and offsets landing inside words, must give what the byte walk
/// from the start gives.
@Suite("line and column, eight bytes at a time")
struct LineColumnsWordTests {
  @Test func everyByteValueAtEveryPositionOfAWord() {
    for value in 0...255 {
      for position in 0..<8 {
        // Printable text around the byte, a `\r\n` pair straddling a word edge, and a line
        // break at the end, so words before, across and after the byte are all taken.
        var bytes = Array("abcdefghijklmnop".utf8)
        bytes[4 + position] = UInt8(value)
        bytes += Array("0123456\r\nABCDEFGHIJKLMNOPQRSTU\r".utf8)
        let offsets = Array(0...bytes.count)
        let located = ScannedFile.lineColumns(ofOffsets: offsets, in: bytes)
        for (offset, position) in zip(offsets, located) {
          let expected = LineColumnTests.walked(offset, bytes)
          #expect(position.line == expected.line && position.column == expected.column, "byte \(value) offset \(offset)")
        }
      }
    }
  }

  @Test func scatteredOffsetsInMixedText() {
    let line = "    let x = \"é🙂\" // tab\there\r\n\rlong printable line of ascii text ok\n"
    let bytes = Array(String(repeating: line, count: 9).utf8)
    let offsets = (0..<200).map { ($0 * 37) % (bytes.count + 5) }
    let located = ScannedFile.lineColumns(ofOffsets: offsets, in: bytes)
    for (offset, position) in zip(offsets, located) {
      let expected = LineColumnTests.walked(offset, bytes)
      #expect(position.line == expected.line && position.column == expected.column, "offset \(offset)")
    }
  }
}
