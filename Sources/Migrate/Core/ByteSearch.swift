import Foundation

/// A word to look for in bytes, with the index of its rarest byte (where `containsBytes` anchors
/// its search), worked out once. Contract: `containsBytes` answers exactly as a byte-by-byte
/// search for `bytes` would.
public struct ByteWord: Sendable {
  let bytes: [UInt8]
  let anchor: Int
  /// The index of the word's next rarest byte (`anchor` itself for a one-byte word): compared in
  /// place wherever the anchor is found, before `memcmp` is called for the whole word.
  let check: Int

  public init(_ text: String) { self.init(Array(text.utf8)) }

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    (anchor, check) = bytes.withUnsafeBufferPointer(Self.anchors)
  }

  /// The index of a word's rarest byte and of its next rarest (the rarest again for a one-byte
  /// word): `anchor` and `check` of the word.
  static func anchors(_ bytes: UnsafeBufferPointer<UInt8>) -> (anchor: Int, check: Int) {
    var best = 0, bestRank = Int.max
    var second = -1, secondRank = Int.max
    for (k, byte) in bytes.enumerated() {
      let rank = ranks[Int(byte)]
      if rank < bestRank {
        if bestRank != Int.max { second = best; secondRank = bestRank }
        best = k; bestRank = rank
      } else if rank < secondRank {
        second = k; secondRank = rank
      }
    }
    return (best, second < 0 ? best : second)
  }

  /// Printable ASCII, tab and line feed by how common they are in Swift source, rarest first,
  /// case-sensitive (measured on this package's sources and a generated tree: an upper-case
  /// letter is mostly rarer than every common lower-case one, so `ifLet` anchors on `L`, not on
  /// each `f` of a file).
  private static let rarity = Array(#"Z~Y%XJQ^GWz|KH'*@#9!;j$P7NM_68q+O5DE&BT4R<3?A2FL>U-VC`1][\x\#t0Iky}{S/,gwmh="\#n:)(bvp.fcduosnlraite"#.utf8)

  /// Each byte's rank, worked out once (words are made per file): its first place in `rarity`.
  /// Not ranked: rarer than any ranked byte. A space is the commonest of all (`DO NOT EDIT`
  /// anchored on it stopped at every space of a file's first kilobyte). Only speed depends on the
  /// ranks: every occurrence of a word holds its anchor byte, wherever the anchor is. Filled in
  /// one walk of `rarity`, last place first (a search of `rarity` per byte cost some 105K
  /// instructions per process).
  private static let ranks: [Int] = {
    var ranks = [Int](repeating: -1, count: 256)
    for place in rarity.indices.reversed() { ranks[Int(rarity[place])] = place }
    ranks[0x20] = Int.max - 1
    return ranks
  }()
}

extension ByteWord {
  /// Whether `accept` holds for some offset of `haystack` where this word starts, trying them in
  /// order (overlapping ones too) and stopping at the first it accepts: `memchr` (vectorized in
  /// the C library) finds each place the word's rarest byte could be, `memcmp` checks the word
  /// around it. (Anchoring on `p` of `publisher` would stop at every `p` of the file.) The one
  /// search loop every byte search here runs; an empty word occurs nowhere.
  @inline(__always)
  func firstOccurrence(in haystack: UnsafeBufferPointer<UInt8>, where accept: (Int) -> Bool) -> Bool {
    bytes.withUnsafeBufferPointer { needle in
      Self.firstOccurrence(of: needle, anchor: anchor, check: check, in: haystack, where: accept)
    }
  }

  /// `ByteWord(Array(needle)).firstOccurrence(in: haystack, where: accept)`, without making the
  /// word (an array and its ranks per search): for a name asked about once, such as a
  /// property's, whose bytes are at hand. The same anchors, the same offsets in the same order.
  static func firstOccurrence(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
                              where accept: (Int) -> Bool) -> Bool {
    guard !needle.isEmpty else { return false }
    let (anchor, check) = anchors(needle)
    return firstOccurrence(of: needle, anchor: anchor, check: check, in: haystack, where: accept)
  }

  /// The search loop, for a `needle` whose bytes `anchor` and `check` index (an empty one occurs
  /// nowhere): a caller searching several haystacks for one needle works its anchors out once.
  @inline(__always)
  static func firstOccurrence(of needle: UnsafeBufferPointer<UInt8>, anchor: Int, check: Int,
                              in haystack: UnsafeBufferPointer<UInt8>, where accept: (Int) -> Bool) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    let byte = Int32(needle[anchor])
    let checkByte = needle[check], checkDelta = check - anchor
    let base = UnsafeRawPointer(haystack.baseAddress!)
    // The anchor byte can sit from `anchor` to `count - word.count + anchor`.
    var offset = anchor
    let last = haystack.count - needle.count + anchor
    while offset <= last {
      guard let hit = memchr(base + offset, byte, last - offset + 1) else { return false }
      let at = base.distance(to: UnsafeRawPointer(hit))
      // `at + checkDelta` lies in the word's place `at - anchor ..< at - anchor + count`, inside
      // the haystack; a mismatch there is a mismatch of the word, which `memcmp` would find.
      if base.load(fromByteOffset: at + checkDelta, as: UInt8.self) == checkByte,
         memcmp(base + at - anchor, needle.baseAddress!, needle.count) == 0, accept(at - anchor) { return true }
      offset = at + 1
    }
    return false
  }

  /// Whether this word occurs in `haystack`: what `containsBytes` answers for an array.
  func occurs(in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.isEmpty || firstOccurrence(in: haystack) { _ in true }
  }

  /// Every offset of `haystack` where this word starts, in order (overlapping ones too).
  func offsets(in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
    var found: [Int] = []
    _ = firstOccurrence(in: haystack) { found.append($0); return false }
    return found
  }
}

extension Array where Element == UInt8 {
  /// Whether `word` occurs anywhere in these bytes (an empty word always does).
  public func containsBytes(_ word: ByteWord) -> Bool {
    withUnsafeBufferPointer { word.occurs(in: $0) }
  }

  /// Whether `word` occurs within the first `limit` bytes (all of them when there are fewer),
  /// without copying them out.
  public func containsBytes(_ word: ByteWord, inFirst limit: Int) -> Bool {
    withUnsafeBufferPointer { word.occurs(in: UnsafeBufferPointer(rebasing: $0.prefix(limit))) }
  }

  /// Whether `accept` holds for some offset where `word` occurs, trying them in order and stopping
  /// at the first it accepts.
  func firstOccurrence(of word: ByteWord, where accept: (Int) -> Bool) -> Bool {
    withUnsafeBufferPointer { word.firstOccurrence(in: $0, where: accept) }
  }
}

extension Array where Element == UInt8 {
  /// Appends `text`'s UTF-8 (what `append(contentsOf: text.utf8)` appends) in one copy: a short
  /// string keeps its bytes inline, where appending its `utf8` view goes byte by byte. An empty
  /// text appends nothing and costs nothing.
  @inline(__always)
  mutating func appendUTF8(_ text: String) {
    if text.isEmpty { return }
    text.withUTF8InPlace { append(contentsOf: $0) }
  }
}

extension UnsafeBufferPointer where Element == UInt8 {
  /// Whether every byte is ASCII: eight at a time (no high bit set in a word), then one by one.
  var isAllASCII: Bool {
    guard let base = baseAddress else { return true }
    let raw = UnsafeRawPointer(base), n = count
    var k = 0
    while k &+ 8 <= n {
      if raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
      k &+= 8
    }
    while k < n {
      if self[k] >= 0x80 { return false }
      k &+= 1
    }
    return true
  }
}
