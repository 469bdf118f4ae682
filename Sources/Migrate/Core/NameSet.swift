/// Names gathered a few at a time and asked whether they meet other names: what a `Set<String>`
/// answers, kept as a short list while small and hashed beyond.
///
/// Contract: `isDisjoint(with:)` and `contains(_:)` answer exactly as a `Set<String>` holding
/// the same names would (both compare with `==`). An observe block's chains write a few
/// names each; comparing a handful of short strings costs less than hashing them, and the list
/// turns into a set before the comparisons could grow with the square of a huge block.
struct NameSet {
  /// Past this many names the list becomes a set.
  static let listLimit = 8
  private var list: [String] = []
  private var set: Set<String>? = nil

  init() {}

  init(_ names: some Sequence<String>) { formUnion(names) }

  func contains(_ name: String) -> Bool {
    if let set { return set.contains(name) }
    return list.contains(name)
  }

  func isDisjoint(with names: some Sequence<String>) -> Bool {
    for name in names where contains(name) { return false }
    return true
  }

  mutating func formUnion(_ names: some Sequence<String>) {
    for name in names {
      if set != nil {
        set!.insert(name)
      } else if !list.contains(name) {
        // One allocation for the whole list.
        if list.capacity == 0 { list.reserveCapacity(Self.listLimit + 1) }
        list.append(name)
        if list.count > Self.listLimit {
          set = Set(list)
          list = []
        }
      }
    }
  }
}
