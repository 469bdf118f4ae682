/// What one file declares, as the facts of that file alone (pass one) answer it: the names its
/// `LintFacts` sets would hold and the pairs of `superclass` and `aliasTargets`, in one list in
/// the order declared, each entry marked with its kind. A file declares a few types and its lint
/// asks a few questions, so searching a short list costs less than hashing every name into a
/// set that is thrown away with the file; one list is one allocation per file, not one per kind
/// (seven lists and maps before). A long list (`seal`) gets its table after all.
///
/// Contract: each lookup answers exactly as the set or dictionary of `LintFacts` filled in the
/// same order would (`String` equality either way; for a key given twice, the last wins).
struct OwnDeclarations: Sendable {
  /// The kind of an entry whose value is the first name its class inherits (`superclass`), or
  /// the reducer of an aliased State (`aliasTargets`). The names' kinds are `DeclaredNames`'
  /// bits, apart from these.
  static let superclassKind: UInt8 = 1 << 0, aliasTargetKind: UInt8 = 1 << 1

  private struct Entry: Sendable {
    var kind: UInt8
    /// The index of the pair's value in `values` (`superclassKind`, `aliasTargetKind`); -1 for
    /// a name. Apart, not a string in every entry: each string of an entry is retained as it is
    /// listed and released as the list is emptied, and most entries are names.
    var value: Int32
    var name: String
  }

  /// Per name (as a string): its kinds, and the last value of each pair kind.
  private struct Hashed: Sendable {
    var kinds: UInt8 = 0
    var superclass: String? = nil
    var aliasTarget: String? = nil
  }

  /// Lists at most this long are searched in order; longer ones are hashed once.
  static let longestSearched = 16

  private var entries: [Entry] = []
  private var values: [String] = []
  private var hashed: [String: Hashed]? = nil
  /// The kinds some entry has: a question about a kind none has is answered without a search.
  private var kinds: UInt8 = 0

  /// Adds `name` to the names of `kind` (a `DeclaredNames` bit).
  mutating func insert(_ name: String, _ kind: UInt8) {
    append(Entry(kind: kind, value: -1, name: name))
  }

  /// `dictionary[key] = value` for the pairs of `kind` (`superclassKind`, `aliasTargetKind`).
  mutating func set(_ key: String, _ value: String, _ kind: UInt8) {
    append(Entry(kind: kind, value: Int32(values.count), name: key))
    values.append(value)
  }

  /// Empty, as a new one, the list's storage kept (a worker's next file fills it again).
  mutating func removeAll() {
    // A few entries are removed from the end, a few instructions each: `removeAll(keepingCapacity:)`
    // goes through `replaceSubrange`, some hundreds for a list of a few.
    if entries.count > Self.longestSearched { entries.removeAll(keepingCapacity: true) }
    while !entries.isEmpty { entries.removeLast() }
    if values.count > Self.longestSearched { values.removeAll(keepingCapacity: true) }
    while !values.isEmpty { values.removeLast() }
    // Most lists were never hashed: releasing the empty optional is still a call.
    if hashed != nil { hashed = nil }
    kinds = 0
  }

  /// (`entry` consumed: made for the list, it is moved in, not copied.)
  private mutating func append(_ entry: consuming Entry) {
    // Room for several at the first: a file declaring a few names grows the list once, not at
    // every doubling from one (a list kept from a file before has its room).
    if entries.isEmpty && entries.capacity == 0 { entries.reserveCapacity(8) }
    kinds |= entry.kind
    entries.append(consume entry)
  }

  /// Makes lookups in a long list hashed (once every name is in).
  mutating func seal() {
    guard entries.count > Self.longestSearched else { return }
    var table: [String: Hashed] = [:]
    table.reserveCapacity(entries.count)
    // Names equal as strings are one key, as in the sets and dictionaries; a later value wins.
    // By index, one lookup per entry, changed in place: iterating copied each entry out, and a
    // pair's value was set by a second lookup (a file of thousands of types spent 8M
    // instructions here, most of them hashing).
    for k in entries.indices { Self.merge(entries[k], values, into: &table[entries[k].name, default: Hashed()]) }
    hashed = table
  }

  /// `entry` (whose pair values are in `values`) added to what its name has.
  private static func merge(_ entry: Entry, _ values: [String], into hashed: inout Hashed) {
    hashed.kinds |= entry.kind
    if entry.kind == superclassKind { hashed.superclass = values[Int(entry.value)] }
    if entry.kind == aliasTargetKind { hashed.aliasTarget = values[Int(entry.value)] }
  }

  /// Whether `name` is among the names of `kind`.
  /// Inlined: a call copied the whole struct out of its `OwnFile` (every list retained and
  /// released) for a question that reads one list.
  @inline(__always)
  func contains(_ name: String, _ kind: UInt8) -> Bool {
    guard kinds & kind != 0 else { return false }
    if let hashed { return (hashed[name]?.kinds ?? 0) & kind != 0 }
    return entries.contains { $0.kind == kind && $0.name == name }
  }

  /// `dictionary[key]` for the pairs of `kind` (`superclassKind`, `aliasTargetKind`); inlined
  /// as `contains` is.
  @inline(__always)
  func value(of key: String, _ kind: UInt8) -> String? {
    guard kinds & kind != 0 else { return nil }
    if let hashed { return kind == Self.superclassKind ? hashed[key]?.superclass : hashed[key]?.aliasTarget }
    return entries.last { $0.kind == kind && $0.name == key }.map { values[Int($0.value)] }
  }

  /// Whether no entry is of `kind`.
  func isEmpty(_ kind: UInt8) -> Bool { kinds & kind == 0 }
}
