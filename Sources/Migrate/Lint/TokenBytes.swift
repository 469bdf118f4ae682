import SwiftScan

extension ScannedFile {
  /// Whether the bytes at `offset` spell `word` (ASCII, lowercase) in any case: `Store`, `STORE`.
  /// A plain loop over the bytes: names in every file pass here, and a zip of sequences costs an
  /// iterator and retains per call.
  func spellsIgnoringCase(_ word: StaticString, at offset: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset >= 0, offset + count <= bytes.count else { return false }
    return word.withUTF8Buffer { word in
      var k = 0
      while k < count {
        if bytes[offset + k] | 0x20 != word[k] { return false }
        k += 1
      }
      return true
    }
  }
}
