/// Byte strings interned to small numbers, told apart by their bytes: a collector remembers here
/// which spellings it already put into its sets of strings, so a name read in a thousand files
/// costs one string and one set insertion, the rest a key of a few bytes (for most names, the
/// bytes themselves) and a compare.
///
/// Contract: `intern` gives equal numbers exactly to equal byte strings, numbered from 0 in the
/// order first seen, and `number(of:)` the number `intern` gave; `flags` are the caller's, per
/// number. Mostly used to skip work whose result is already there (inserting into
/// a set a string it holds); the tree's facts also keep names as its numbers (`StateBodyNames`),
/// which answer as strings only where bytes tell strings apart (see `isASCII`).
struct SpellingTable: Sendable {
  /// The bytes of every spelling, one after another; `ends[id]` is where spelling `id` ends.
  /// Past the last end, zeros: room kept ahead, so a new spelling is copied in place (an
  /// `append(contentsOf:)` cost some 110 instructions per spelling, and every declared name is new).
  private var storage: [UInt8] = []
  private var ends: [Int32] = []
  /// Open addressing: per slot, the key of the spelling in it (0: empty) and its number, side by
  /// side (one list: one load of its address per lookup, one uniqueness check per spelling
  /// added). Room for a tree's few thousand spellings at once (a collector's table holds its
  /// files' read and declared names): growing rehashes every spelling, and a collector is made
  /// once per worker. (Made slot by slot, some 10,000 instructions; a list of words zeroed by
  /// `memset` counted one per byte, `rep stosb`, 64,000 under callgrind.)
  private var slots = [Slot](repeating: Slot(key: 0, id: 0), count: 4096)
  /// 64 less the number of bits of a slot index: the slot is the top bits of the mixed key.
  private var shift: UInt64 = 52
  /// How many spellings the slots hold before `add` grows them: half their number
  /// (`intern(wanted:count:of:)` fills them to three quarters).
  private var fullAt = 2048
  /// Per id: what the caller has recorded for that spelling (bits of its choosing).
  var flags: [UInt8] = []
  /// Whether every spelling added so far is ASCII (`isASCII`): noted as each is added, by the
  /// worker adding it, so settling (serial) reads a flag instead of every collector's bytes.
  private var asciiOnly = true

  var count: Int { ends.count }

  private struct Slot {
    var key: UInt64
    var id: Int32
  }

  /// The top byte of the key of a spelling shorter than eight bytes (with its length in the low
  /// bits), and of a longer one's.
  private static let shortTag: UInt64 = 0x40 << 56, longTag: UInt64 = 0x80 << 56

  /// The key of `bytes[range]`, never 0. A spelling shorter than eight bytes (most names) is its
  /// own key: its bytes and its length, so equal keys are equal spellings and a lookup compares
  /// no bytes. A longer one's is a hash of its bytes eight at a time (the last partial word read
  /// as an overlapping load within the range, never past it, and the length mixed in): equal
  /// keys are then only likely equal spellings. The short loads overlap within the range too,
  /// their bytes shifted to where they belong (the overlap ORs a byte with itself).
  @inline(__always)
  private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    let length = range.count
    guard length > 0 else { return shortTag }
    let p = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound)
    if length < 8 {
      let word: UInt64
      if length >= 4 {
        word = UInt64(p.loadUnaligned(as: UInt32.self))
          | UInt64(p.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)) &<< UInt64((length &- 4) &* 8)
      } else {
        word = UInt64(p.load(as: UInt8.self)) | UInt64(p.load(fromByteOffset: length >> 1, as: UInt8.self)) &<< UInt64((length >> 1) &* 8)
          | UInt64(p.load(fromByteOffset: length &- 1, as: UInt8.self)) &<< UInt64((length &- 1) &* 8)
      }
      return word | shortTag | UInt64(length) &<< 56
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: length)
    var k = 0
    while k &+ 8 <= length {
      hash = (hash ^ p.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
      hash ^= hash >> 29
      k &+= 8
    }
    if k < length { hash = (hash ^ p.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15 }
    return hash >> 8 | longTag
  }

  /// The first slot to try for `key`: the top bits of the key multiplied by an odd constant
  /// (each depends on every bit of the key at or below it).
  @inline(__always)
  private static func home(_ key: UInt64, shift: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) &>> shift) }

  /// Whether the `length` bytes at `a` and at `b` are equal: eight at a time, the last partial
  /// word as an overlapping load (four bytes at a time, or one, for short spellings; never past
  /// `length`). Most spellings looked up are found: a lookup of one of eight bytes or more
  /// compares it whole.
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

  /// The slot holding spelling `bytes[range]` (whose key is `key`) and its number, or the empty
  /// slot where it goes and -1. Only a long spelling's bytes are compared, when the keys are equal.
  @inline(__always)
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: UInt64) -> (id: Int, slot: Int) {
    slots.withUnsafeBufferPointer { slots in
      Self.probe(slots, shift: shift, key: key) { id in
        ends.withUnsafeBufferPointer { ends in storage.withUnsafeBufferPointer { Self.sameBytes(id, ends, $0, bytes, range) } }
      }
    }
  }

  /// The probe of `slots` (hashed by `shift`) for `key`, on the table's lists or, while
  /// `intern(wanted:count:of:)` writes them, on their buffers. `isSpelling(id)` tells whether
  /// spelling `id`, whose long key is `key`, is the one looked up.
  @inline(__always)
  private static func probe(_ slots: UnsafeBufferPointer<Slot>, shift: UInt64, key: UInt64, isSpelling: (Int) -> Bool) -> (id: Int, slot: Int) {
    var slot = home(key, shift: shift)
    let mask = slots.count - 1
    while true {
      let found = slots[slot].key
      if found == key {
        let id = Int(slots[slot].id)
        if key < longTag || isSpelling(id) { return (id, slot) }
      } else if found == 0 {
        return (-1, slot)
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Whether spelling `id` (ending at `ends[id]` in `storage`) is `bytes[range]`, at least eight bytes long.
  @inline(__always)
  private static func sameBytes(
    _ id: Int, _ ends: UnsafeBufferPointer<Int32>, _ storage: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Bool {
    let end = Int(ends[id]), start = id == 0 ? 0 : Int(ends[id - 1])
    return end - start == range.count && equal(storage.baseAddress! + start, bytes.baseAddress! + range.lowerBound, range.count)
  }

  /// Writes spelling `bytes[range]`, whose key is `key`, at `target`, which has room for eight
  /// bytes or `range.count`, whichever is more, and zeros past them: a word at a time, not by
  /// `copyMemory` (a call of `memcpy`, some 60 instructions per spelling in settling). A short
  /// spelling is its key's low seven bytes, zeros past its end; a longer one is copied eight
  /// bytes at a time, the last word overlapping. (`add` keeps `copyMemory`: with this, its code
  /// for a collector's few new spellings per file came out some 17 instructions longer each.)
  @inline(__always)
  private static func store(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: UInt64, at target: UnsafeMutableRawPointer) {
    guard key >= longTag else { return target.storeBytes(of: key & 0x00ff_ffff_ffff_ffff, as: UInt64.self) }
    let p = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound), length = range.count
    var k = 0
    while k &+ 8 <= length {
      target.storeBytes(of: p.loadUnaligned(fromByteOffset: k, as: UInt64.self), toByteOffset: k, as: UInt64.self)
      k &+= 8
    }
    if k < length {
      target.storeBytes(of: p.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), toByteOffset: length &- 8, as: UInt64.self)
    }
  }

  /// The number of the spelling `bytes[range]`, interned if new.
  /// Inlined into the walks over member reads, State bodies and assignments, which call it per
  /// spelling; a new spelling is added out of line.
  @inline(__always)
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let key = Self.key(bytes, range)
    let (found, slot) = probe(bytes, range, key: key)
    if found >= 0 { return found }
    return add(bytes, range, key: key, slot: slot)
  }

  /// Adds `bytes[range]`, whose key is `key`, as a new spelling in empty `slot`; returns its number.
  @inline(never)
  private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: UInt64, slot: Int) -> Int {
    let id = ends.count, used = id == 0 ? 0 : Int(ends[id - 1]), length = range.count
    if used + length > storage.count {
      // Doubled (rarely: a collector's spellings take some tens of kilobytes), zeros ahead.
      storage.append(contentsOf: repeatElement(0, count: max(storage.count, length, 1024)))
    }
    if length > 0 {
      storage.withUnsafeMutableBufferPointer { stored in
        UnsafeMutableRawPointer(stored.baseAddress! + used).copyMemory(from: bytes.baseAddress! + range.lowerBound, byteCount: length)
      }
    }
    if asciiOnly && !Self.isASCII(bytes, range, key: key) { asciiOnly = false }
    ends.append(Int32(used + length))
    flags.append(0)
    slots[slot] = Slot(key: key, id: Int32(id))
    if ends.count > fullAt { grow() }
    return id
  }

  /// Whether `bytes[range]`, whose key is `key`, are ASCII. A short spelling's bytes are its
  /// key's low seven (its top byte, the tag and length, is below 0x80); a long one's are read
  /// eight at a time, the last word overlapping (inlined: `isAllASCII`'s call and byte loop
  /// cost some 60 instructions per new spelling).
  @inline(__always)
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, key: UInt64) -> Bool {
    guard key >= longTag else { return key & 0x8080_8080_8080_8080 == 0 }
    let p = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound), length = range.count
    var high = p.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
    var k = 0
    while k &+ 8 <= length {
      high |= p.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      k &+= 8
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// The key of `name` when it is its bytes: an ASCII name shorter than eight bytes (most type
  /// names: `Int`, `String`), whose key is its bytes and length, so equal keys are equal
  /// spellings; nil otherwise. A table finds such a name by the key alone
  /// (`number(ofShortKey:)`): a question kept with the key is answered without the string.
  static func shortKey(of name: String) -> UInt64? {
    name.withUTF8InPlace { bytes in
      guard bytes.count < 8 else { return nil }
      let key = Self.key(bytes, 0..<bytes.count)
      // The tag and length byte is below 0x80: any high bit is a non-ASCII byte's.
      return key & 0x8080_8080_8080_8080 == 0 ? key : nil
    }
  }

  /// The number `intern` gave the spelling whose key is `key` (`shortKey(of:)`), or -1.
  func number(ofShortKey key: UInt64) -> Int {
    // A short key is its spelling: no bytes to compare.
    slots.withUnsafeBufferPointer { Self.probe($0, shift: shift, key: key) { _ in true }.id }
  }

  /// The number `intern` gave `name`'s bytes (-1 when they were never interned), and whether
  /// they are ASCII: one pass over them for both.
  func lookUp(_ name: String) -> (id: Int, ascii: Bool) {
    return name.withUTF8InPlace { bytes in
      var high: UInt8 = 0
      for k in bytes.indices { high |= bytes[k] }
      return (probe(bytes, 0..<bytes.count, key: Self.key(bytes, 0..<bytes.count)).id, high < 0x80)
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

  /// The flags of the spelling of `name`'s bytes (0 when they were never interned).
  func flags(ofSpelling name: String) -> UInt8 {
    let id = lookUp(name).id
    return id >= 0 ? flags[id] : 0
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

  /// The mark of a spelling `intern(wanted:count:of:)` is to take.
  static let wanted: UInt32 = .max - 1

  /// Interns the spellings of `other` whose entry in `numbers` (one per spelling of `other`) is
  /// `wanted`, in the order of their numbers there, writing each one's number in this table over
  /// it; `count` of them. Settling (serial) joins each worker's declared names so, most of them
  /// new, into a table that is only asked afterwards. So the table makes room for all of them
  /// first: its slots filled to three quarters at most, not half (growing there rehashed every
  /// spelling of the first worker into twice the memory, some 0.4 ms on the 600k tree), room for
  /// every byte of `other`'s spellings, an end and flags for each wanted one; then it writes
  /// them through buffers (`add`, per spelling, took some 200 instructions: a uniqueness check
  /// per list, a `memcpy` call, the room checked).
  mutating func intern(wanted numbers: inout [UInt32], count: Int, of other: SpellingTable) {
    guard count > 0 else { return }
    while (ends.count + count) * 4 > slots.count * 3 { grow() }
    let first = ends.count, used = first == 0 ? 0 : Int(ends[first - 1])
    let room = used + (other.ends.last.map { Int($0) } ?? 0) + 8
    if room > storage.count { storage.append(contentsOf: repeatElement(0, count: room - storage.count)) }
    ends.append(contentsOf: repeatElement(0, count: count))
    flags.append(contentsOf: repeatElement(0, count: count))
    // Whether each new spelling is ASCII is asked only when not all of `other`'s are.
    let checkASCII = !other.asciiOnly
    var added = 0, ascii = true
    let shift = shift
    slots.withUnsafeMutableBufferPointer { slots in
      ends.withUnsafeMutableBufferPointer { ends in
        storage.withUnsafeMutableBufferPointer { storage in
          other.ends.withUnsafeBufferPointer { otherEnds in
            other.storage.withUnsafeBufferPointer { bytes in
              numbers.withUnsafeMutableBufferPointer { numbers in
                var start = 0, used = used
                for id in numbers.indices {
                  let end = Int(otherEnds[id])
                  defer { start = end }
                  guard numbers[id] == Self.wanted else { continue }
                  let key = Self.key(bytes, start..<end)
                  var (found, slot) = Self.probe(UnsafeBufferPointer(slots), shift: shift, key: key) { id in
                    Self.sameBytes(id, UnsafeBufferPointer(ends), UnsafeBufferPointer(storage), bytes, start..<end)
                  }
                  if found < 0 {
                    found = first &+ added
                    added &+= 1
                    Self.store(bytes, start..<end, key: key, at: UnsafeMutableRawPointer(storage.baseAddress! + used))
                    used &+= end &- start
                    ends[found] = Int32(truncatingIfNeeded: used)
                    slots[slot] = Slot(key: key, id: Int32(truncatingIfNeeded: found))
                    if checkASCII && !Self.isASCII(bytes, start..<end, key: key) { ascii = false }
                  }
                  numbers[id] = UInt32(truncatingIfNeeded: found)
                }
              }
            }
          }
        }
      }
    }
    ends.removeLast(count - added)
    flags.removeLast(count - added)
    if !ascii { asciiOnly = false }
  }

  /// The number in this table of spelling `id` of `other` (-1: not interned here).
  func number(of id: Int, in other: SpellingTable) -> Int {
    let range = (id == 0 ? 0 : Int(other.ends[id - 1]))..<Int(other.ends[id])
    return other.storage.withUnsafeBufferPointer { probe($0, range, key: Self.key($0, range)).id }
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
  /// Noted as each spelling is added (`add`): reading every spelling of the tree here, in the
  /// serial settling, took some 0.4M instructions and a cache miss per 64 bytes on the 600k tree.
  var isASCII: Bool { asciiOnly }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(key: 0, id: 0), count: old.count * 2)
    shift -= 1
    fullAt = slots.count / 2
    let mask = slots.count - 1
    for entry in old where entry.key != 0 {
      var slot = Self.home(entry.key, shift: shift)
      while slots[slot].key != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
