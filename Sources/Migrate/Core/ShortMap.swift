/// Key → value for the handful of keys one file asks about: a short list searched in order while
/// it is small, a dictionary beyond `limit` entries. Most files ask about two or three keys, and
/// comparing a few costs less than hashing them; a file with thousands stays linear.
///
/// Contract: answers as a `[Key: Value]` would, given that each key is inserted once (after a
/// lookup found nothing).
struct ShortMap<Key: Hashable, Value> {
  private let limit: Int
  private var list: [(key: Key, value: Value)] = []
  private var table: [Key: Value]? = nil

  init(limit: Int = 8) { self.limit = limit }

  subscript(key: Key) -> Value? {
    if let table { return table[key] }
    return list.first(where: { $0.key == key })?.value
  }

  /// Adds `key`, which is not in the map yet.
  mutating func insertNew(_ key: Key, _ value: Value) {
    if table != nil { table![key] = value; return }
    list.append((key, value))
    if list.count > limit {
      table = Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
      list = []
    }
  }
}
