/// A set of type indices of one file (owners a rewrite migrates, States a rule has done), as
/// `Set<Int>` answers: the first 64 in a bit mask, the others in a set. A file has a few owners
/// and States, almost always among its first 64 types: a `Set<Int>` allocated and hashed per file
/// for one or two of them cost more than what the rules did with it. Each index is in exactly one
/// of the two parts, so `==` is equality of the sets.
struct TypeMarks: Equatable {
  private var low: UInt64 = 0
  private var rest = Set<Int>()

  init() {}

  init(_ indices: some Sequence<Int>) {
    for k in indices { _ = insert(k) }
  }

  /// Whether `k` was not marked yet; marks it.
  @discardableResult
  mutating func insert(_ k: Int) -> Bool {
    guard k >= 0, k < 64 else { return rest.insert(k).inserted }
    let bit: UInt64 = 1 << UInt64(k)
    defer { low |= bit }
    return low & bit == 0
  }

  func contains(_ k: Int) -> Bool {
    guard k >= 0, k < 64 else { return !rest.isEmpty && rest.contains(k) }
    return low & (1 << UInt64(k)) != 0
  }

  func union(_ other: TypeMarks) -> TypeMarks {
    var marks = self
    marks.low |= other.low
    if !other.rest.isEmpty { marks.rest.formUnion(other.rest) }
    return marks
  }

  /// The marked indices, as a set (for callers and tests that ask for one).
  var set: Set<Int> {
    var indices = rest
    var bits = low
    while bits != 0 {
      indices.insert(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
    return indices
  }

  /// Calls `body` with each marked index, the first 64 in order, then the others.
  func forEach(_ body: (Int) -> Void) {
    var bits = low
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits - 1
    }
    for k in rest { body(k) }
  }
}
