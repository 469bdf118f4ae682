import Testing
@testable import Migrate

/// A subscriber's body becomes lines of an observe block: shared indentation goes, relative
/// indentation stays, and lines folded into the block's own guard disappear.
@Suite("subscriber bodies dedented")
struct DedentTests {
  static let marker: UInt8 = 0x01

  func dedent(_ text: String) -> [String] {
    SinkRewrite.dedent(Array(text.utf8), dropping: Self.marker)
  }

  @Test func sharedIndentationGoesRelativeIndentationStays() {
    #expect(dedent(" \n    a = 1\n      b()\n  ") == ["a = 1", "  b()"])
    #expect(dedent("\n      let s = \"\"\"\n        x\n        \"\"\"\n") == ["let s = \"\"\"", "  x", "  \"\"\""])
  }

  @Test func textOnTheLineOfInIsTheFirstLine() {
    #expect(dedent("  first\n    second\n") == ["first", "second"])
    #expect(dedent(" only ") == ["only"])
    #expect(dedent("") == [])
    #expect(dedent("\n  \n\t\n") == [])
  }

  @Test func crlfLinesAndBlankLines() {
    #expect(dedent("\r\n    a\r\n\r\n    b\r\n") == ["a", "", "b"])
    #expect(dedent("\n    a\n   \n    b\n") == ["a", "", "b"])
  }

  @Test func indentationThatIsNotSharedByteForByteStays() {
    #expect(dedent("\n\ta\n    b\n") == ["\ta", "    b"])
    #expect(dedent("\n  \ta\n  \tb\n") == ["a", "b"])
  }

  @Test func trailingSpacesGoFromTheLastLineOnly() {
    #expect(dedent("\n    a  \n") == ["a"])
    #expect(dedent("\n    a  \n    b\t\n") == ["a  ", "b"])
  }

  @Test func markerLinesAreDroppedAndMarkersRemoved() {
    #expect(dedent("\n    \u{1}\n    a\n") == ["a"])
    #expect(dedent("\n    \u{1}  \n      a\n    b\n") == ["  a", "b"])
    #expect(dedent("\n    x\u{1}y\n") == ["xy"])
    #expect(dedent("\n    \u{1}\u{1}\n") == [""])
  }
}
