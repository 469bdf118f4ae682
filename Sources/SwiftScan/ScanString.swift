/// `String(decoding:as: UTF8.self)` of `count` bytes at `start`; the bytes up to `readable` (at
/// or after `start + count`) may be read.
///
/// Names and most token texts are short ASCII. Those become small strings, whose bits are made
/// here directly (about ten instructions instead of a hundred for the initializer): a small
/// string on a 64-bit little-endian platform is two words, the code units in order from the
/// low byte of the first word, and in the top byte of the second word the flags (immortal,
/// small, ASCII: `0xE0`) and the count. That is the stable ABI of `String` (code inlined into
/// clients reads it), and `MakeStringTests` checks it against strings the standard library
/// makes, every length and every ASCII byte. Other lengths, other bytes and other platforms take
/// the initializers, as before: short non-ASCII text `String(unsafeUninitializedCapacity:)`
/// (which needs no validation pass; the result is the same), the rest `String(decoding:)`.
@inline(__always) func makeString(_ start: UnsafePointer<UInt8>, _ count: Int, readable: UnsafePointer<UInt8>) -> String {
  #if (arch(x86_64) || arch(arm64)) && _endian(little)
  if count > 0, count <= 15, let words = asciiWords(start, count, readable: readable) {
    // Moved out of memory rebound to `String`, not `unsafeBitCast`: a cast of plain words to a
    // type with a reference in it copies them, with a retain the move has no need of.
    var bits = (words.low, words.high | UInt64(0xE0 | count) << 56)
    return withUnsafeMutablePointer(to: &bits) { $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() } }
  }
  #endif
  if count > 0, count <= 15, #available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *) {
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.baseAddress!.initialize(from: start, count: count)
      return count
    }
  }
  if count > 15, let name = frequentLongName(start, count) { return name }
  return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
}

/// The literal spelled by the `count` bytes at `start`, if they spell one of the long names
/// (above 15 bytes, too long for a small string) that migrated code spells in nearly every file:
/// the module and the framework base types. A literal is immortal: returning it allocates and
/// copies nothing, and its copies are not reference counted, where a new string was a heap block
/// per occurrence. The strings are equal either way (the same bytes), so nothing else changes.
@inline(never) private func frequentLongName(_ start: UnsafePointer<UInt8>, _ count: Int) -> String? {
  @inline(__always) func spells(_ word: StaticString) -> Bool {
    // The length test folds (a literal's length is a constant) and guards the byte compare.
    word.utf8CodeUnitCount == count && ScannedFile.equal(start, word.utf8Start, count)
  }
  switch count {
  case 16:
    if spells("UIViewController") { return "UIViewController" }
    if spells("ObservableObject") { return "ObservableObject" }
  case 20:
    if spells("UICollectionViewCell") { return "UICollectionViewCell" }
  case 21:
    if spells("UITableViewController") { return "UITableViewController" }
  case 22:
    if spells("ComposableArchitecture") { return "ComposableArchitecture" }
    if spells("UINavigationController") { return "UINavigationController" }
  case 26:
    if spells("UICollectionViewController") { return "UICollectionViewController" }
  default: break
  }
  return nil
}

/// The `count` (1 to 15) bytes at `start` as two little-endian words, zero above them, or nil
/// when one is not ASCII. Whole words are loaded and masked where 16 bytes from `start` are
/// readable (mostly), else the bytes are loaded one at a time.
@inline(__always) private func asciiWords(_ start: UnsafePointer<UInt8>, _ count: Int, readable: UnsafePointer<UInt8>)
  -> (low: UInt64, high: UInt64)? {
  var low: UInt64 = 0
  var high: UInt64 = 0
  if readable - start >= 16 {
    let raw = UnsafeRawPointer(start)
    // `count` is 1...15: the shifts stay below 64.
    let lowMask: UInt64 = count >= 8 ? ~0 : (1 &<< UInt64(8 &* count)) &- 1
    let highMask: UInt64 = count <= 8 ? 0 : (1 &<< UInt64(8 &* (count &- 8))) &- 1
    low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & lowMask
    high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & highMask
  } else {
    var k = 0
    while k < count {
      if k < 8 { low |= UInt64(start[k]) &<< UInt64(8 &* k) } else { high |= UInt64(start[k]) &<< UInt64(8 &* (k &- 8)) }
      k &+= 1
    }
  }
  guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
  return (low, high)
}
