/// Names in the order added, asked whether they hold one: searched in order while short (a
/// file's own declarations), hashed once (`seal`) when long.
///
/// Contract: `contains` answers as a `Set<String>` of the same names would.
struct NameList: Sendable {
  /// Lists at most this long are searched in order; longer ones are hashed once.
  static let longestSearched = 16

  private(set) var names: [String] = []
  private var hashed: Set<String>? = nil

  mutating func insert(_ name: String) {
    // Room for several at the first: a file declaring a few names grows the list once, not at
    // every doubling from one.
    if names.isEmpty { names.reserveCapacity(8) }
    names.append(name)
  }

  mutating func seal() { if names.count > Self.longestSearched { hashed = Set(names) } }

  func contains(_ name: String) -> Bool {
    if let hashed { return hashed.contains(name) }
    return names.contains(name)
  }

  var isEmpty: Bool { names.isEmpty }
}
