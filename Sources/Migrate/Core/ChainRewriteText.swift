import Foundation

/// The rendered text of every rewritten chain of one file, in one byte buffer: statement lines,
/// conditions, assignment targets and values are *pieces*, byte ranges of that buffer named by
/// their index, so a chain's rewrite is a plain struct of indices (`PublisherSubscription.Rewrite`)
/// instead of strings and arrays of its own (each one an allocation to make and a release to free,
/// per chain). Strings are made from pieces only where a `String` is handed on: the observe
/// block's `Edit`, a finding's message, and the rare comparisons that need string semantics.
///
/// Every piece is valid UTF-8: the bytes are what `String(decoding:as:)` of the source bytes
/// gives (repaired where the source is not valid), so a piece's bytes are exactly its string's
/// UTF-8. A struct with an explicit `deallocate` (its owner's `defer`), not a class: a class's
/// stored properties are checked for exclusive access at every append, several per chain.
struct ChainRewriteText {
  /// The pieces' bytes, one after another.
  private var storage: PublisherSubscription.BlockText
  /// Byte ranges of the buffer.
  private(set) var pieces: [Range<Int>] = []
  /// Notes of the chains' findings, in chain order (each chain names a range of them).
  var notes: [String] = []
  /// The local names of the subscribers that declare any (most declare none).
  var locals: [Set<String>] = []

  init(capacity: Int = 1024) {
    storage = PublisherSubscription.BlockText(capacity: capacity)
    pieces.reserveCapacity(32)
  }

  /// Frees the bytes; every copy of this text is invalid from then on.
  func deallocate() { storage.deallocate() }

  /// Empties the text, keeping its room (`MigrationScratch` hands one text to file after file):
  /// afterwards it is what a new text is, but for its capacities.
  mutating func removeAll() {
    storage.removeAll()
    pieces.removeAll(keepingCapacity: true)
    notes.removeAll(keepingCapacity: true)
    locals.removeAll(keepingCapacity: true)
  }

  /// Appends bytes that are valid UTF-8 as a new piece; its index.
  @discardableResult
  mutating func append(validBytes bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let start = storage.count
    storage.append(bytes: bytes)
    pieces.append(start..<storage.count)
    return pieces.count - 1
  }

  /// Appends a string's UTF-8 as a new piece; its index.
  @discardableResult
  mutating func append(_ text: String) -> Int {
    let start = storage.count
    storage.append(text)
    pieces.append(start..<storage.count)
    return pieces.count - 1
  }

  /// Appends `head` and then each of `path` after a period as one new piece (what
  /// `ChainValue.joined(head, path)` spells); its index.
  mutating func append(joining head: String, _ path: [String]) -> Int {
    let start = storage.count
    storage.append(head)
    // The names read in place by index: a loop over the array copies (retains) each name.
    for k in path.indices {
      storage.append(byte: UInt8(ascii: "."))
      storage.append(path[k])
    }
    pieces.append(start..<storage.count)
    return pieces.count - 1
  }

  /// Appends a copy of piece `k`'s bytes to the buffer without making them a piece (read where
  /// they are once room is made: appending may move the buffer).
  mutating func appendUnnamedCopy(ofPiece k: Int) { storage.appendCopy(of: pieces[k]) }

  /// Appends bytes to the buffer without making them a piece (`appendPiece` names parts of them
  /// later): where a subscriber's body is rendered, so its lines are pieces of it, not copies.
  mutating func appendUnnamed(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(bytes: bytes) }

  /// The number of bytes in the buffer: where the next appended bytes start.
  var byteCount: Int { storage.count }

  /// Bytes `range` of the buffer. Valid until the next append to the buffer (appending pieces
  /// for bytes already there does not move it).
  func bytes(in range: Range<Int>) -> UnsafeBufferPointer<UInt8> { storage.bytes(range) }

  /// Appends a piece for bytes already in the buffer (a part of another piece); its index.
  @discardableResult
  mutating func appendPiece(_ range: Range<Int>) -> Int {
    pieces.append(range)
    return pieces.count - 1
  }

  /// Drops the pieces from `index` on (their bytes stay).
  mutating func removePieces(from index: Int) { pieces.removeSubrange(index...) }

  /// The bytes of piece `k`. Valid until the next append.
  func bytes(_ k: Int) -> UnsafeBufferPointer<UInt8> { storage.bytes(pieces[k]) }

  /// Piece `k` as a string (its bytes are valid UTF-8: no repair happens).
  func string(_ k: Int) -> String { String(decoding: bytes(k), as: UTF8.self) }

  /// Pieces `range` as strings.
  func strings(_ range: Range<Int>) -> [String] { range.map(string) }

  /// Whether pieces `a` and `b` hold the same bytes.
  func piecesEqual(_ a: Int, _ b: Int) -> Bool {
    let x = bytes(a), y = bytes(b)
    return x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
  }

  /// Whether piece `a`'s bytes order before piece `b`'s (lexicographically, a prefix first): how
  /// ASCII strings order.
  func pieceLess(_ a: Int, _ b: Int) -> Bool {
    let x = bytes(a), y = bytes(b)
    let common = Swift.min(x.count, y.count)
    if common > 0 {
      let order = memcmp(x.baseAddress!, y.baseAddress!, common)
      if order != 0 { return order < 0 }
    }
    return x.count < y.count
  }
}
