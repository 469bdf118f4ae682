/// Byte strings interned to small numbers, told apart by their bytes: a collector remembers here
/// which spellings it already put into its sets of strings, so a name read in a thousand files
/// costs one string and one set insertion, the rest a hash of a few bytes and a compare.
///
/// Contract: `intern` gives equal numbers exactly to equal byte strings, numbered from 0 in the
/// order first seen, and `number(of:)` the number `intern` gave; `flags` are the caller's, per
/// number. Mostly used to skip work whose result is already there (inserting into
/// a set a string it holds); the tree's facts also keep names as its numbers (`StateBodyNames`),
/// which answer as strings only where bytes tell strings apart (see `isASCII`).
struct SpellingTable: Sendable {
  /// The bytes of every spelling, one after another; `ends[id]` is where spelling `id` ends.
  private var storage: [UInt8] = []
  private var ends: [Int32] = []
  /// Open addressing: id + 1 per slot (0 is empty), with the spelling's hash beside it. Room for
  /// a tree's few thousand spellings at once (a collector's table holds its files' read and
  /// declared names): growing rehashes every spelling, and a collector is made once per worker.
  private var slots = [Int32](repeating: 0, count: 4096)
  private var hashes = [UInt64](repeating: 0, count: 4096)
  /// Per id: what the caller has recorded for that spelling (bits of its choosing).
  var flags: [UInt8] = []

  var count: Int { ends.count }

  /// A hash of `bytes[range]`, eight bytes at a time: equal byte strings hash alike, which is all
  /// the table needs (numbers are given in the order first seen, whatever the hash). A byte at a
  /// time (FNV-1a) cost four instructions per byte of every name read, declared or asked.
  /// The last partial word is read as overlapping loads within the range (never past it), and
  /// the length is mixed in, so strings that differ only by trailing zero bytes differ too; the
  /// final mix spreads every byte into the low bits the slot is taken from.
  @inline(__always)
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    let length = range.count
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: length)
    guard length > 0 else { return hash }
    let p = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound)
    var k = 0
    while k &+ 8 <= length {
      hash = (hash ^ p.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
      hash ^= hash >> 29
      k &+= 8
    }
    let rest = length &- k
    if rest > 0 {
      var word: UInt64
      if length >= 8 {
        word = p.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
      } else if rest >= 4 {
        word = UInt64(p.loadUnaligned(fromByteOffset: k, as: UInt32.self))
          | UInt64(p.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)) << 32
      } else {
        word = UInt64(p.load(fromByteOffset: k, as: UInt8.self)) | UInt64(p.load(fromByteOffset: k &+ rest / 2, as: UInt8.self)) << 8
          | UInt64(p.load(fromByteOffset: length &- 1, as: UInt8.self)) << 16
      }
      hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
    }
    // The finalizer of MurmurHash3 (fmix64).
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    return hash
  }

  /// Whether the `length` bytes at `a` and at `b` are equal: eight at a time, the last partial
  /// word as an overlapping load (four bytes at a time, or one, for short spellings; never past
  /// `length`). Most spellings looked up are found, so every lookup compares a whole spelling.
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
    if length >= 8 {
      var k = 0
      while k &+ 8 <= length {
        if a.loadUnaligned(fromByteOffset: k, as: UInt64.self) != b.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
        k &+= 8
      }
      return k == length
        || a.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
    }
    if length >= 4 {
      return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
        && a.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self) == b.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
    }
    var k = 0
    while k < length {
      if a.load(fromByteOffset: k, as: UInt8.self) != b.load(fromByteOffset: k, as: UInt8.self) { return false }
      k &+= 1
    }
    return true
  }

  /// The slot holding spelling `bytes[range]` (whose hash is `hash`) and its number, or the empty
  /// slot where it goes and -1.
  @inline(__always)
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> (id: Int, slot: Int) {
    let length = range.count, first = range.lowerBound
    return slots.withUnsafeBufferPointer { slots in
      hashes.withUnsafeBufferPointer { hashes in
        ends.withUnsafeBufferPointer { ends in
          storage.withUnsafeBufferPointer { stored -> (Int, Int) in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
              if hashes[slot] == hash {
                let id = Int(slots[slot]) - 1
                let end = Int(ends[id]), start = id == 0 ? 0 : Int(ends[id - 1])
                // Past length 0 both buffers hold bytes: their base addresses are not nil.
                if end - start == length, length == 0 || Self.equal(stored.baseAddress! + start, bytes.baseAddress! + first, length) {
                  return (id, slot)
                }
              }
              slot = (slot + 1) & mask
            }
            return (-1, slot)
          }
        }
      }
    }
  }

  /// The number of the spelling `bytes[range]`, interned if new.
  /// Inlined into the walks over member reads, State bodies and assignments, which call it per
  /// spelling.
  @inline(__always)
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let hash = Self.hash(bytes, range)
    let (found, slot) = probe(bytes, range, hash: hash)
    if found >= 0 { return found }
    let id = ends.count
    // As a buffer, copied at once (a slice is appended element by element).
    storage.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    ends.append(Int32(storage.count))
    flags.append(0)
    slots[slot] = Int32(id + 1)
    hashes[slot] = hash
    if ends.count * 2 > slots.count { grow() }
    return id
  }

  /// The number `intern` gave `name`'s bytes (-1 when they were never interned), and whether
  /// they are ASCII: one pass over them for both.
  func lookUp(_ name: String) -> (id: Int, ascii: Bool) {
    return name.withUTF8InPlace { bytes in
      var high: UInt8 = 0
      for k in bytes.indices { high |= bytes[k] }
      return (probe(bytes, 0..<bytes.count, hash: Self.hash(bytes, 0..<bytes.count)).id, high < 0x80)
    }
  }

  /// `body` of the bytes of spelling `id`, in place.
  func withSpelling<R>(_ id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let start = id == 0 ? 0 : Int(ends[id - 1]), end = Int(ends[id])
    return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
  }

  /// The number of the spelling equal to `name` as strings (-1: none), in a table whose
  /// spellings are all ASCII (`isASCII`): an ASCII name is one only if its bytes are, a non-ASCII
  /// one only if it is an ASCII name written otherwise (see `DeclaredNames.asciiEquivalent(of:)`).
  func numberOfEqual(_ name: String) -> Int {
    let (id, ascii) = lookUp(name)
    if ascii { return id }
    return DeclaredNames.asciiEquivalent(of: name).flatMap { number(of: $0) } ?? -1
  }

  /// The number `intern` gave `name`'s bytes, or nil when they were never interned.
  func number(of name: String) -> Int? {
    let id = lookUp(name).id
    return id >= 0 ? id : nil
  }

  /// The spelling numbered `id`, as a string (of its bytes, which were UTF-8 where they came from).
  func string(_ id: Int) -> String {
    let start = id == 0 ? 0 : Int(ends[id - 1])
    return String(decoding: storage[start..<Int(ends[id])], as: UTF8.self)
  }

  /// The number in this table of spelling `id` of `other`, interned if new.
  mutating func intern(_ id: Int, of other: SpellingTable) -> Int {
    let start = id == 0 ? 0 : Int(other.ends[id - 1])
    return other.storage.withUnsafeBufferPointer { intern($0, start..<Int(other.ends[id])) }
  }

  /// Whether every spelling whose `flags` share a bit with `mask` is ASCII. When every spelling
  /// is (most trees), found eight bytes at a time without reading a flag.
  func isASCII(flagged mask: UInt8) -> Bool {
    if isASCII { return true }
    return storage.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        flags.withUnsafeBufferPointer { flags in
          var start = 0
          for id in 0..<ends.count {
            let end = Int(ends[id])
            if flags[id] & mask != 0 { for k in start..<end where bytes[k] >= 0x80 { return false } }
            start = end
          }
          return true
        }
      }
    }
  }

  /// Whether every spelling is ASCII. Then a string equals a spelling's string exactly when its
  /// bytes are the spelling's: an ASCII string is canonically equivalent only to itself among
  /// ASCII strings (each ASCII scalar is its own decomposition), so only a non-ASCII string (the
  /// Kelvin sign `K`, equal to `K`) or a non-ASCII spelling can be equal with other bytes.
  /// Eight bytes at a time: every spelling of the tree passes here once.
  var isASCII: Bool {
    storage.withUnsafeBufferPointer { bytes in
      var k = 0
      while k &+ 8 <= bytes.count {
        if UnsafeRawPointer(bytes.baseAddress! + k).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
        k &+= 8
      }
      while k < bytes.count {
        if bytes[k] >= 0x80 { return false }
        k &+= 1
      }
      return true
    }
  }

  private mutating func grow() {
    let oldSlots = slots, oldHashes = hashes
    slots = [Int32](repeating: 0, count: oldSlots.count * 2)
    hashes = [UInt64](repeating: 0, count: oldSlots.count * 2)
    let mask = slots.count - 1
    for k in oldSlots.indices where oldSlots[k] != 0 {
      var slot = Int(truncatingIfNeeded: oldHashes[k]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = oldSlots[k]
      hashes[slot] = oldHashes[k]
    }
  }
}
