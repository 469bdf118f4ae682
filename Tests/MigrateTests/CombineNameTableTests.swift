import Testing
@testable import Migrate

/// `UnusedCancellables.CombineNameTable` groups the Combine names by length in one flat byte
/// table: it must answer exactly as membership in `combineNames` does, for every name, for words
/// one byte off (first, middle, last), one byte shorter or longer, and inside a larger text.
@Suite("Combine name table")
struct CombineNameTableTests {
  /// Whether the table finds `word` written at offset 3 of a text with bytes around it.
  private func tableContains(_ word: [UInt8]) -> Bool {
    let text = Array("ab ".utf8) + word + Array(" cd".utf8)
    return text.withUnsafeBufferPointer { UnusedCancellables.combineNameTable.contains($0, 3..<(3 + word.count)) }
  }

  @Test func answersAsTheNameSet() {
    let names = UnusedCancellables.combineNames
    var words: [[UInt8]] = [[], Array("x".utf8), Array("@sink".utf8), Array("ViewStore".utf8), Array("Ünicode".utf8)]
    for name in names {
      let bytes = Array(name.utf8)
      words.append(bytes)
      words.append(Array(bytes.dropLast()))
      words.append(Array(bytes.dropFirst()))
      words.append(bytes + Array("s".utf8))
      for k in [0, bytes.count / 2, bytes.count - 1] {
        var changed = bytes
        changed[k] = changed[k] == UInt8(ascii: "z") ? UInt8(ascii: "y") : UInt8(ascii: "z")
        words.append(changed)
      }
    }
    for word in words {
      #expect(tableContains(word) == names.contains(String(decoding: word, as: UTF8.self)), "\(String(decoding: word, as: UTF8.self))")
    }
  }
}
