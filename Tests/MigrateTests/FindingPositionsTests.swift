import SwiftScan
import Testing
@testable import Migrate

/// `ScannedFile.walkedLineColumn(ofOffset:)` reads positions from the scan's line starts; it must give
/// what `ScannedFile.lineColumns(ofOffsets:in:)` gives walking the bytes, for every offset (past
/// the end included), with `\n`, `\r\n`, lone `\r`, non-ASCII text and no final line break.
struct FindingPositionsTests {
  static let texts = [
    "", "a", "\n", "\r", "\r\n", "\r\r\n\n\r",
    "let a = 1\nlet b = 2\n",
    "let a = 1\r\nlet b = \"é\u{212A}\"\r\nlet c = 3",
    "let a = 1\rlet b = 2\r\r\nlet c = [\"日本\", \"x\"]\n\r",
    "/* a\r\nb\rc */ let s = \"\"\"\r\n  x\r\n  \"\"\"\r\nlet k = 1",
    "struct S {\n  // ü\r\n  var x: Int\r}\r\n",
  ]

  @Test func positionsFromLineStartsAreTheWalkedOnes() {
    for text in Self.texts {
      let bytes = Array(text.utf8)
      let file = ScannedFile(bytes: bytes)
      #expect(file.errors.isEmpty, "\(text.debugDescription)")
      let offsets = Array(0...(bytes.count + 2))
      let walked = ScannedFile.lineColumns(ofOffsets: offsets, in: bytes)
      for offset in offsets {
        let read = file.walkedLineColumn(ofOffset: offset)
        #expect(read == walked[offset], "\(text.debugDescription) at \(offset)")
      }
    }
  }

  @Test func migrationLocatesItsFindingsOnlyWhenAsked() {
    let text = "final class C: UIViewController {\r\n  let viewStore: ViewStoreOf<F>\r\n"
      + "  func f() {\n    viewStore.publisher.x.sink { [weak self] v in self?.y = v }.store(in: &c)\n"
      + "    viewStore.publisher.z.removeDuplicates().weird().sink { _ in }.store(in: &c)\r  }\n}\n"
    let bytes = Array(text.utf8)
    let located = Migrator.migrate(bytes, locating: true)
    #expect(!located.findings.isEmpty)
    let walked = ScannedFile.lineColumns(ofOffsets: located.findings.map(\.offset), in: bytes)
    #expect(located.findingPositions.count == walked.count)
    #expect(zip(located.findingPositions, walked).allSatisfy { $0 == $1 })
    #expect(Migrator.migrate(bytes).findingPositions.isEmpty)
  }
}
