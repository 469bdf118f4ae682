/// A set of pairs of `SpellingTable` numbers (`first << 32 | second`): the assignment target and
/// source pairs a collector already put into its `assignedFrom` (see `recordAssignment`), asked of
/// every member on the right of every assignment of every file. Most pairs asked are there already
/// (views assign the same few targets from the same few fields, file after file), so each question
/// costs a multiply, a slot read and a compare, not the seeded SipHash of the standard `Set`
/// (a hundred or more instructions per question).
///
/// Contract: `insert` answers whether `key` was absent, exactly as `Set<UInt64>.insert(_:).inserted`
/// does, for every key but `UInt64.max` (two numbers of `UInt32.max`: a table never holds that many
/// spellings).
struct SpellingPairSet: Sendable {
  /// Open addressing, linear probing: key + 1 per slot (0 is empty). A power of two, at most
  /// half full.
  private var slots: [UInt64]
  private var count = 0
  /// `64 - log2(slots.count)`: the slot is the top bits of the key's Fibonacci hash.
  private var shift: UInt64

  /// Room for `capacity` keys before the first growth.
  init(capacity: Int = 256) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = [UInt64](repeating: 0, count: size)
    shift = UInt64(64 - size.trailingZeroBitCount)
  }

  /// Adds `key`; whether it was absent.
  @inline(__always)
  mutating func insert(_ key: UInt64) -> Bool {
    let stored = key &+ 1
    let mask = slots.count &- 1
    // Fibonacci hashing: the multiply spreads every bit of both numbers into the top bits.
    var slot = Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> shift)
    while true {
      let held = slots[slot]
      if held == stored { return false }
      if held == 0 { break }
      slot = (slot &+ 1) & mask
    }
    slots[slot] = stored
    count &+= 1
    if count &* 2 > slots.count { grow() }
    return true
  }

  /// Twice the room, every key placed again. Out of line: rare, and the common path stays small.
  @inline(never)
  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    shift -= 1
    let mask = slots.count &- 1
    for stored in old where stored != 0 {
      var slot = Int(truncatingIfNeeded: ((stored &- 1) &* 0x9e37_79b9_7f4a_7c15) >> shift)
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = stored
    }
  }
}
