import Testing
@testable import Migrate

/// Lines of a diff end after `\n`, `\r\n` or a lone `\r`, and keep their terminators.
@Suite("diff lines")
struct DiffLinesTests {
  /// The definition, byte by byte.
  static func starts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for k in bytes.indices where bytes[k] == 0x0A || (bytes[k] == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) {
      starts.append(k + 1)
    }
    if starts.last! != bytes.count { starts.append(bytes.count) }
    return starts
  }

  @Test func lineStartsMatchTheDefinition() {
    let texts = ["", "a", "a\n", "\n", "\n\n", "a\nb", "a\nb\n", "a\r\nb\r\n", "a\rb\r", "a\r\n\r\nb", "\r", "\r\n", "a\n\rb\r\n\n",
                 String(repeating: "line of code\n", count: 40) + "last"]
    for text in texts {
      let bytes = Array(text.utf8)
      #expect(UnifiedDiff.Lines(bytes).starts == Self.starts(bytes), "\(bytes)")
    }
  }
}
