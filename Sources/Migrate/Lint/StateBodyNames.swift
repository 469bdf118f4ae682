/// The names used inside `…State` types (`LintFacts.internalReads`) as numbers of one spelling
/// table: a body's names are the numbers pass one interned anyway while walking it, so the tree's
/// facts make no string and hash none per name per file; strings are made only when asked for
/// (`strings`), which the lint rules never do.
///
/// The names of several collectors are several of these, each with its collector's table,
/// chained (`next`): settling (serial) does not number one collector's State bodies in another's
/// table nor sort the lists so renumbered; a question asks each (one per worker).
///
/// Contract: `contains(_:inside:)` answers as `strings[state]?.contains(name) == true`, that is,
/// with `String` equality (canonical equivalence), not only equal bytes, `strings` holding the
/// names of every table of the chain. A class, immutable: the facts hold it by reference
/// (copying a struct of the table's arrays out of them retains and releases each, per question).
final class StateBodyNames: Sendable {
  let table: SpellingTable
  /// The qualified name of each list's State, and the numbers of the names used in its bodies,
  /// sorted, each once.
  private let states: [String]
  private let lists: [[UInt32]]
  /// By number in `table` of a State's name: its list, or -1.
  private let listOf: [Int32]
  /// `table.isASCII`, found once.
  private let isASCII: Bool
  /// When some spelling is not ASCII, bytes do not tell equal strings apart: the lists by the
  /// State's name as a string (names equal as strings joined), made once.
  private let byString: [String: [UInt32]]?
  /// The names another collector found, in its table.
  let next: StateBodyNames?

  /// Each of `lists` sorted, each number once (the collector keeps them so, joining a State's
  /// bodies as it reads them, in parallel: checked here, every list was read again in the
  /// serial settling, a cache miss or two per State).
  /// `allASCII`: `table.isASCII`, when the caller found it already.
  init(table: SpellingTable, states: [String], lists: [[UInt32]], listOf: [Int32], allASCII: Bool? = nil, next: StateBodyNames? = nil) {
    self.next = next
    self.table = table
    self.states = states
    self.lists = lists
    self.listOf = listOf
    isASCII = allASCII ?? table.isASCII
    byString = isASCII ? nil : Self.joined(states, lists)
  }

  /// The lists by their State's name as a string, names equal as strings joined.
  private static func joined(_ states: [String], _ lists: [[UInt32]]) -> [String: [UInt32]] {
    var joined: [String: [UInt32]] = [:]
    for k in states.indices { joined[states[k], default: []] += lists[k] }
    return joined.mapValues { Array(Set($0)).sorted() }
  }

  /// `list` sorted, each number once: what `Array(Set(list)).sorted()` gives, sorted in place
  /// and repeats dropped as they meet, not hashed into a set (a list of a State's bodies in
  /// several files is out of order past the first file's: `FactsCollector.addStateBody`). `SettledStates` sorts its features so
  /// too.
  static func sortUnique<Number: FixedWidthInteger>(_ list: inout [Number]) {
    list.sort()
    var kept = 0
    for k in list.indices where kept == 0 || list[k] != list[kept - 1] {
      list[kept] = list[k]
      kept += 1
    }
    list.removeLast(list.count - kept)
  }

  /// The numbers of the names used inside a State whose name equals `state` (as strings). With
  /// every spelling ASCII, an ASCII name is one only if its bytes are, and a non-ASCII one only
  /// if it is an ASCII name written otherwise (see `DeclaredNames.asciiEquivalent(of:)`).
  private func list(of state: String) -> [UInt32]? {
    if let byString { return byString[state] }
    let id = table.numberOfEqual(state)
    guard id >= 0, id < listOf.count, listOf[id] >= 0 else { return nil }
    return lists[Int(listOf[id])]
  }

  /// Whether a name equal to `name` (as strings) is used inside `state`. With every spelling
  /// ASCII and `name` ASCII, equal strings are equal bytes (see `SpellingTable.isASCII`): a
  /// lookup of `name`'s bytes and a search by halves. Otherwise each of the State's names is
  /// compared as a string.
  func contains(_ name: String, inside state: String) -> Bool {
    if let next, next.contains(name, inside: state) { return true }
    guard let list = list(of: state) else { return false }
    let (id, ascii) = isASCII ? table.lookUp(name) : (-1, false)
    if ascii {
      guard id >= 0 else { return false }
      let target = UInt32(id)
      var low = 0, high = list.count
      while low < high {
        let mid = (low + high) / 2
        if list[mid] < target { low = mid + 1 } else { high = mid }
      }
      return low < list.count && list[low] == target
    }
    return list.contains { table.string(Int($0)) == name }
  }

  /// Every State's names as strings: `LintFacts.internalReads` as sets of strings would hold it.
  var strings: [String: Set<String>] {
    var strings = next?.strings ?? [:]
    for k in states.indices { strings[states[k], default: []].formUnion(lists[k].map { table.string(Int($0)) }) }
    return strings
  }
}
