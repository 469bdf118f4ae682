import Foundation

/// A word to look for in bytes, with the index of its rarest byte (where `containsBytes` anchors
/// its search), worked out once. Contract: `containsBytes` answers exactly as a byte-by-byte
/// search for `bytes` would.
public struct ByteWord: Sendable {
  let bytes: [UInt8]
  let anchor: Int

  public init(_ text: String) { self.init(Array(text.utf8)) }

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var best = 0, bestRank = Int.max
    for (k, byte) in bytes.enumerated() {
      let rank = Self.ranks[Int(byte)]
      if rank < bestRank { best = k; bestRank = rank }
    }
    anchor = best
  }

  /// Bytes by how common they are in source code, rarest first (roughly).
  private static let rarity = Array("qjzxkvbywgpfmhuclds-rniotae:".utf8)

  /// Each byte's rank, worked out once (words are made per file): its place in `rarity`
  /// (ignoring case). Not ranked: rarer than any ranked byte. A space is the commonest of all
  /// (`DO NOT EDIT` anchored on it stopped at every space of a file's first kilobyte).
  private static let ranks: [Int] = (0...255).map { b in
    let byte = UInt8(b)
    return byte == 0x20 ? Int.max - 1 : rarity.firstIndex(of: byte | 0x20) ?? -1
  }
}

extension ByteWord {
  /// Whether this word occurs in `haystack`: what `containsBytes` answers for an array.
  func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty, haystack.count >= bytes.count else { return bytes.isEmpty }
    let byte = Int32(bytes[anchor])
    let base = UnsafeRawPointer(haystack.baseAddress!)
    return bytes.withUnsafeBytes { needle in
      var offset = anchor
      let last = haystack.count - needle.count + anchor
      while offset <= last {
        guard let hit = memchr(base + offset, byte, last - offset + 1) else { return false }
        let at = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(base + at - anchor, needle.baseAddress!, needle.count) == 0 { return true }
        offset = at + 1
      }
      return false
    }
  }

  /// Every offset of `haystack` where this word starts, in order (overlapping ones too): the
  /// same `memchr` on the rarest byte and `memcmp` around it as `containsBytes`, carried on past
  /// each match.
  func offsets(in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
    var found: [Int] = []
    guard !bytes.isEmpty, haystack.count >= bytes.count else { return found }
    let byte = Int32(bytes[anchor])
    let base = UnsafeRawPointer(haystack.baseAddress!)
    bytes.withUnsafeBytes { needle in
      var offset = anchor
      let last = haystack.count - needle.count + anchor
      while offset <= last {
        guard let hit = memchr(base + offset, byte, last - offset + 1) else { return }
        let at = base.distance(to: UnsafeRawPointer(hit))
        if memcmp(base + at - anchor, needle.baseAddress!, needle.count) == 0 { found.append(at - anchor) }
        offset = at + 1
      }
    }
    return found
  }
}

extension Array where Element == UInt8 {
  /// Whether `word` occurs anywhere in these bytes: `memchr` (vectorized in the C library) finds
  /// each place the word's rarest byte could be, `memcmp` checks the word around it. (Anchoring
  /// on `p` of `publisher` would stop at every `p` of the file.)
  public func containsBytes(_ word: ByteWord) -> Bool {
    guard !word.bytes.isEmpty, count >= word.bytes.count else { return word.bytes.isEmpty }
    let anchor = word.anchor
    let byte = Int32(word.bytes[anchor])
    return withUnsafeBytes { haystack in
      word.bytes.withUnsafeBytes { needle in
        let base = haystack.baseAddress!
        // The anchor byte can sit from `anchor` to `count - word.count + anchor`.
        var offset = anchor
        let last = haystack.count - needle.count + anchor
        while offset <= last {
          guard let found = memchr(base + offset, byte, last - offset + 1) else { return false }
          let at = base.distance(to: UnsafeRawPointer(found))
          if memcmp(base + at - anchor, needle.baseAddress!, needle.count) == 0 { return true }
          offset = at + 1
        }
        return false
      }
    }
  }
}

extension Array where Element == UInt8 {
  /// Appends `text`'s UTF-8 (what `append(contentsOf: text.utf8)` appends) in one copy: a short
  /// string keeps its bytes inline, where appending its `utf8` view goes byte by byte. An empty
  /// text appends nothing and costs nothing.
  @inline(__always)
  mutating func appendUTF8(_ text: String) {
    if text.isEmpty { return }
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
