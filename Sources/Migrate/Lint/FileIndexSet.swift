/// A set of file indices (each at least 0), one bit per index: settling inserts every file that can
/// have findings (most of a tree's, some 10,000 on the 600k tree) and pass two asks each file
/// once, where a `Set<Int>` hashed every index twice, in the serial settling for the inserts.
///
/// Contract: `contains(i)` is whether `insert(i)` was called; `isEmpty`, whether `insert` never was.
struct FileIndexSet: Sendable {
  /// Bit `i % 64` of word `i / 64` is index `i`; past the last word, none.
  private var words: [UInt64]

  /// An empty set with room for the indices below `capacity` (a larger one grows it).
  init(capacity: Int = 0) {
    words = [UInt64](repeating: 0, count: (Swift.max(capacity, 0) + 63) >> 6)
  }

  /// Inlined: settling inserts file by file, and the call cost more than the insertion (some 39
  /// instructions apiece, out of line); growing, rare, stays out of line.
  @inline(__always)
  mutating func insert(_ index: Int) {
    let word = index >> 6
    if word >= words.count { grow(toHold: word) }
    words[word] |= 1 &<< UInt64(index & 63)
  }

  /// Makes room for word `word`, at least doubling the words.
  @inline(never)
  private mutating func grow(toHold word: Int) {
    words.append(contentsOf: repeatElement(0, count: Swift.max(word + 1, 2 * words.count) - words.count))
  }

  /// Whether no index was inserted.
  var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  func contains(_ index: Int) -> Bool {
    let word = index >> 6
    return index >= 0 && word < words.count && words[word] & 1 &<< UInt64(index & 63) != 0
  }
}
