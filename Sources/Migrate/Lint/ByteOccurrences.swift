import Foundation

extension Array where Element == UInt8 {
  /// Whether `accept` holds for some byte offset where `word` occurs, trying them in order and
  /// stopping at the first it accepts. Found as `containsBytes` finds the word: `memchr` for its
  /// rarest byte, `memcmp` around it.
  func firstOccurrence(of word: ByteWord, where accept: (Int) -> Bool) -> Bool {
    guard !word.bytes.isEmpty, count >= word.bytes.count else { return false }
    let anchor = word.anchor
    let byte = Int32(word.bytes[anchor])
    return withUnsafeBytes { haystack in
      word.bytes.withUnsafeBytes { needle in
        let base = haystack.baseAddress!
        var offset = anchor
        let last = haystack.count - needle.count + anchor
        while offset <= last {
          guard let found = memchr(base + offset, byte, last - offset + 1) else { return false }
          let at = base.distance(to: UnsafeRawPointer(found))
          if memcmp(base + at - anchor, needle.baseAddress!, needle.count) == 0, accept(at - anchor) { return true }
          offset = at + 1
        }
        return false
      }
    }
  }
}
