/// Name → name, set in order: the last setting of a name wins, as assigning into a dictionary.
/// Searched from the end while short, hashed once (`seal`) when long.
///
/// Contract: lookups answer as a `[String: String]` assigned the same pairs in order would.
struct NameMap: Sendable {
  private(set) var pairs: [(key: String, value: String)] = []
  private var hashed: [String: String]? = nil

  subscript(key: String) -> String? {
    if let hashed { return hashed[key] }
    return pairs.last { $0.key == key }?.value
  }

  /// `dictionary[key] = value`.
  mutating func set(_ key: String, _ value: String) {
    // Room for several at the first (see `NameList.insert`).
    if pairs.isEmpty { pairs.reserveCapacity(8) }
    pairs.append((key, value))
  }

  mutating func seal() {
    if pairs.count > NameList.longestSearched { hashed = Dictionary(pairs, uniquingKeysWith: { _, last in last }) }
  }

  var isEmpty: Bool { pairs.isEmpty }
}
