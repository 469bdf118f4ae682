/// What one file declares, as the facts of that file alone (pass one) answer it: the names its
/// `LintFacts` sets would hold, kept as lists. A file declares a few types and its lint asks a
/// few questions, so searching a short list costs less than hashing every name into a set that
/// is thrown away with the file; a long list (`seal`) gets its set after all.
///
/// Contract: each lookup answers exactly as the set or dictionary of `LintFacts` filled in the
/// same order would (`String` equality either way; for a name given twice, the last wins).
struct OwnDeclarations: Sendable {
  var reducers = NameList()
  var classes = NameList()
  var valueTypes = NameList()
  var identifiable = NameList()
  var closureAliases = NameList()
  /// Class name → the first name it inherits.
  var superclass = NameMap()
  /// Aliased State type → its reducer.
  var aliasTargets = NameMap()

  /// Makes lookups in long lists hashed (once every name is in).
  mutating func seal() {
    reducers.seal(); classes.seal(); valueTypes.seal(); identifiable.seal(); closureAliases.seal()
    superclass.seal(); aliasTargets.seal()
  }
}

/// Lists at most this long are searched in order; longer ones are hashed once.
private let longestSearched = 16

/// Names in the order added, asked whether they hold one.
struct NameList: Sendable {
  private(set) var names: [String] = []
  private var hashed: Set<String>? = nil

  mutating func insert(_ name: String) { names.append(name) }

  mutating func seal() { if names.count > longestSearched { hashed = Set(names) } }

  func contains(_ name: String) -> Bool {
    if let hashed { return hashed.contains(name) }
    return names.contains(name)
  }

  var isEmpty: Bool { names.isEmpty }
}

/// Name → name, set in order: the last setting of a name wins, as assigning into a dictionary.
struct NameMap: Sendable {
  private(set) var pairs: [(key: String, value: String)] = []
  private var hashed: [String: String]? = nil

  subscript(key: String) -> String? {
    if let hashed { return hashed[key] }
    return pairs.last { $0.key == key }?.value
  }

  /// `dictionary[key] = value`.
  mutating func set(_ key: String, _ value: String) { pairs.append((key, value)) }

  mutating func seal() {
    if pairs.count > longestSearched { hashed = Dictionary(pairs, uniquingKeysWith: { _, last in last }) }
  }

  var isEmpty: Bool { pairs.isEmpty }
}
