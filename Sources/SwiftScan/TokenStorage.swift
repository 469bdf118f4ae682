/// The `Int32` tables a scanned file keeps in the storage of its tokens' array, past the tokens
/// (`Lexer.Lexed`): the line starts, the periods' indices and the outline's per-token tables.
///
/// Why: tokens and tables are made and freed together, once per file, and a table array of its
/// own was a second allocation and a second free per file. The array's count ends at the last
/// token; the room after it, which the array never reads, writes or destroys (a token is plain
/// bits), holds the table from the `start`th `Int32` of the storage on. Nothing appends to the
/// array while the table is read: `ScannedFile` and its `Outline` hold it as constants, so a
/// copy that is appended to is copied first (it is not unique).
@usableFromInline enum TokenStorage {
  /// A token is a whole number of `Int32`s: the table's place is counted in them.
  static let entriesPerToken = MemoryLayout<Token>.stride / MemoryLayout<Int32>.stride

  /// The tokens' worth of room the array needs for `entries` table entries.
  @inline(__always) static func tokensSpanning(_ entries: Int) -> Int {
    (entries + entriesPerToken - 1) / entriesPerToken
  }

  /// Where the table starts (in `Int32`s from the storage's start) after room for `count` tokens.
  @inline(__always) static func tableStart(afterTokens count: Int) -> Int {
    precondition(MemoryLayout<Token>.stride % MemoryLayout<Int32>.stride == 0
      && MemoryLayout<Token>.alignment >= MemoryLayout<Int32>.alignment)
    return count * entriesPerToken
  }

  /// The `count` table entries from `start` in the storage at `base` (room the array does not
  /// count among its elements), bound to `Int32`, to write.
  @inline(__always)
  static func table(_ base: UnsafeMutablePointer<Token>, start: Int, count: Int) -> UnsafeMutableBufferPointer<Int32> {
    let entries = (UnsafeMutableRawPointer(base) + start * MemoryLayout<Int32>.stride).bindMemory(to: Int32.self, capacity: count)
    return UnsafeMutableBufferPointer(start: entries, count: count)
  }

  /// The table from its entry `start` (in `Int32`s from the start of the storage at `base`).
  @inlinable @inline(__always) static func entries(_ base: UnsafePointer<Token>, from start: Int) -> UnsafePointer<Int32> {
    (UnsafeRawPointer(base) + start &* MemoryLayout<Int32>.stride).assumingMemoryBound(to: Int32.self)
  }

  /// The table entry `index` (in `Int32`s from the storage's start) of `tokens`.
  @inlinable @inline(__always) static func entry(_ tokens: [Token], _ index: Int) -> Int32 {
    withTable(tokens, from: index) { $0.pointee }
  }

  /// `body` given the table of `tokens` from its entry `start` (in `Int32`s from the storage's start).
  @inlinable @inline(__always)
  static func withTable<R>(_ tokens: [Token], from start: Int, _ body: (UnsafePointer<Int32>) -> R) -> R {
    // A native array's storage has an address even without elements.
    tokens.withUnsafeBufferPointer { body(entries($0.baseAddress!, from: start)) }
  }
}
