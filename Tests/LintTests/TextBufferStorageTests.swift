import Testing
@testable import Migrate

/// `TextBuffer` keeps its bytes in storage of its own, shared by copies until one is written:
/// it must still behave as a value (a copy written to leaves the original as it was), grow past
/// any capacity, and append pieces of every length byte for byte as joining their strings does.
@Suite("text buffer storage")
struct TextBufferStorageTests {
  @Test func copiesAreValues() {
    var a = TextBuffer(capacity: 4)
    a.append("first" as StaticString)
    var b = a
    b.append(" and second" as StaticString)
    a.append("!" as StaticString)
    #expect(a.text == "first!")
    #expect(b.text == "first and second")
    // A buffer appended to itself (its storage shared while it is copied from).
    var c = b
    c.append(c, droppingFirst: 6)
    #expect(c.text == "first and secondand second")
    #expect(b.text == "first and second")
  }

  @Test func piecesOfEveryLengthJoinAsStrings() {
    var buffer = TextBuffer()
    var expected = ""
    // Short and long pieces (copied in place and by `memcpy`), past ASCII, numbers, through
    // several doublings of the storage.
    for n in 0..<200 {
      let piece = String(repeating: n % 3 == 0 ? "é" : "x", count: n % 37) + "🙂"
      buffer.append(piece)
      buffer.append(": " as StaticString)
      buffer.append(n * 7919 - 500)
      expected += piece + ": " + "\(n * 7919 - 500)"
    }
    #expect(buffer.text == expected)
    #expect(buffer.byteCount == expected.utf8.count)
    var empty = TextBuffer()
    empty.append("" as String)
    #expect(empty.text == "" && empty.byteCount == 0)
  }

  @Test func xcodeFindingsPrintAsInterpolationDid() {
    let messages = ["short", String(repeating: "long message with 'quotes' ", count: 5), "é ü 🙂 past ASCII", ""]
    var buffer = TextBuffer()
    var expected = ""
    for (k, message) in messages.enumerated() {
      for severity in Severity.allCases {
        let notes = k == 1 ? ["first note", "second 🙂 note"] : []
        let finding = Finding(ruleID: k == 2 ? "r" : "publisher-subscription", severity: severity, message: message, offset: 0, notes: notes)
        let path = k == 0 ? "A.swift" : "Sources/Feature/Deeply/Nested/ÉcranViewController.swift"
        let line = k * 1_000 + 1, column = k * 37 + 1
        buffer.appendXcodeFinding(finding, path: path, line: line, column: column)
        buffer.append("\n" as StaticString)
        expected += "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(finding.ruleID)]"
        for note in notes { expected += "\n\(path):\(line):\(column): note: \(note)" }
        expected += "\n"
      }
    }
    #expect(buffer.text == expected)
  }
}
