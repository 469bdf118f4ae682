/// The names of classes, value types, `Identifiable` types, closure aliases and reducers declared in the
/// tree, as bits on the numbers of one spelling table: pass one interns each declared name once
/// (a repeat costs a lookup, not a string kept), and settling makes no set of strings per kind.
///
/// Contract: `contains(name, kind)` answers as a `Set<String>` of the names declared as `kind`
/// would (`String` equality: canonical equivalence, not only equal bytes); `names(kind)` is that
/// set. A class, immutable: the facts hold it by reference (copying a struct of the table's
/// arrays out of them retains and releases each, per question).
final class DeclaredNames: Sendable {
  /// Bits of `SpellingTable.flags` (the low two are `FactsCollector`'s read bits).
  static let classKind: UInt8 = 1 << 2, valueTypeKind: UInt8 = 1 << 3, identifiableKind: UInt8 = 1 << 4
  static let closureAliasKind: UInt8 = 1 << 5, reducerKind: UInt8 = 1 << 6
  static let allKinds = classKind | valueTypeKind | identifiableKind | closureAliasKind | reducerKind

  let table: SpellingTable
  /// When some declared name is not ASCII, bytes do not tell equal strings apart: the names as
  /// strings, one set per kind (by bit, from `classKind`), made once.
  private let sets: [Set<String>]?

  /// `allASCII`: `table.isASCII`, when the caller found it already.
  init(table: SpellingTable, allASCII: Bool? = nil) {
    self.table = table
    sets = allASCII == true || table.isASCII(flagged: Self.allKinds) ? nil : Self.setBits.map { Self.strings(table, $0) }
  }

  private static let setBits = [classKind, valueTypeKind, identifiableKind, closureAliasKind, reducerKind]

  private static func strings(_ table: SpellingTable, _ kind: UInt8) -> Set<String> {
    var names: Set<String> = []
    for id in table.flags.indices where table.flags[id] & kind != 0 { names.insert(table.string(id)) }
    return names
  }

  /// The kinds (bits) a name equal to `name` (as strings) is declared as. Every declared name
  /// is ASCII here unless `sets` is made: an ASCII name is one only if its bytes are; a non-ASCII
  /// one only if it is an ASCII name written otherwise (the Kelvin sign for `K`), found by its
  /// ASCII equivalent.
  func kinds(of name: String) -> UInt8 {
    if let sets {
      var kinds: UInt8 = 0
      for k in Self.setBits.indices where sets[k].contains(name) { kinds |= Self.setBits[k] }
      return kinds
    }
    let (id, ascii) = table.lookUp(name)
    if ascii { return id >= 0 ? table.flags[id] & Self.allKinds : 0 }
    guard let ascii = Self.asciiEquivalent(of: name), let id = table.number(of: ascii) else { return 0 }
    return table.flags[id] & Self.allKinds
  }

  /// `kinds(of: name)` for the name whose short key is `key` (`SpellingTable.shortKey(of:)`),
  /// found by the key; nil when some declared name is not ASCII (`sets`: bytes do not tell).
  func kinds(ofShortKey key: UInt64) -> UInt8? {
    guard sets == nil else { return nil }
    let id = table.number(ofShortKey: key)
    return id >= 0 ? table.flags[id] & Self.allKinds : 0
  }

  /// The names declared as `kind`, as strings.
  func names(_ kind: UInt8) -> Set<String> {
    if let sets { return sets[Self.setBits.firstIndex(of: kind)!] }
    return Self.strings(table, kind)
  }

  /// The ASCII string equal to non-ASCII `name` (as strings), if there is one. Equal strings have
  /// equal normal forms, and an ASCII string is its own: `name` equals an ASCII string only if
  /// its normal form is ASCII. Composing never gives an ASCII character (none has a
  /// decomposition) and a decomposition holding a non-ASCII scalar keeps one, so that happens
  /// exactly when each scalar of `name` is ASCII or equals one ASCII character on its own
  /// (`K`, the Kelvin sign, is `K`); that string is checked against `name` as a whole.
  static func asciiEquivalent(of name: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    for scalar in name.unicodeScalars {
      if scalar.isASCII { bytes.append(UInt8(scalar.value)); continue }
      let alone = String(scalar)
      guard let byte = (0..<UInt8(0x80)).first(where: { alone == String(UnicodeScalar($0)) }) else { return nil }
      bytes.append(byte)
    }
    let ascii = String(decoding: bytes, as: UTF8.self)
    return ascii == name ? ascii : nil
  }
}
