import Foundation
import Testing
@testable import tca_migrate

@Suite("File IO")
struct FileIOTests {
  @Test func fileModifiedBetweenReadAndWriteIsLeftAlone() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Race.swift")
    let original = Array("let a = 1\n".utf8)
    try Data(original).write(to: file)
    #expect(throws: FileIO.Failure.self) {
      try FileIO.replace(file.path, with: Array("let a = 2\n".utf8), expected: original, beforeRename: {
        try? Data("let a = 3 // edited meanwhile\n".utf8).write(to: file)
      })
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 3 // edited meanwhile\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Race.swift"], "no temporary file left")
  }

  @Test func invalidUTF8OffsetsAreExact() {
    #expect(FileIO.invalidUTF8Offset(Array("héllo".utf8)) == nil)
    #expect(FileIO.invalidUTF8Offset([0x61, 0xC3]) == 1)          // truncated sequence
    #expect(FileIO.invalidUTF8Offset([0x61, 0x62, 0xC0, 0x80]) == 2) // overlong
    #expect(FileIO.invalidUTF8Offset([0xED, 0xA0, 0x80]) == 0)     // surrogate
    #expect(FileIO.invalidUTF8Offset([0xF0, 0x9F, 0x99, 0x82]) == nil)
  }
}
