/// The names used inside `…State` types (`LintFacts.internalReads`) as numbers of one spelling
/// table: a body's names are the numbers pass one interned anyway while walking it, so the tree's
/// facts make no string and hash none per name per file; strings are made only when asked for
/// (`strings`), which the lint rules never do.
///
/// Contract: `contains(_:inside:)` answers as `strings[state]?.contains(name) == true`, that is,
/// with `String` equality (canonical equivalence), not only equal bytes. A class, immutable: the
/// facts hold it by reference (copying a struct of the table's arrays out of them retains and
/// releases each, per question).
final class StateBodyNames: Sendable {
  let table: SpellingTable
  /// Qualified State name → numbers of the names used in its bodies, sorted, each once.
  let numbers: [String: [UInt32]]
  /// `table.isASCII`, found once.
  private let isASCII: Bool

  /// `numbers` may list a name more than once and out of order (a State's bodies in several
  /// files, or several collectors' lists joined): each list is sorted once, here.
  init(table: SpellingTable, numbers: [String: [UInt32]]) {
    self.table = table
    var numbers = numbers
    for (state, list) in numbers where !Self.isStrictlyIncreasing(list) {
      numbers[state] = Array(Set(list)).sorted()
    }
    self.numbers = numbers
    isASCII = table.isASCII
  }

  private static func isStrictlyIncreasing(_ list: [UInt32]) -> Bool {
    var k = 1
    while k < list.count {
      if list[k - 1] >= list[k] { return false }
      k += 1
    }
    return true
  }

  /// Whether a name equal to `name` (as strings) is used inside `state`. With every spelling
  /// ASCII and `name` ASCII, equal strings are equal bytes (see `SpellingTable.isASCII`): a
  /// lookup of `name`'s bytes and a search by halves. Otherwise each of the State's names is
  /// compared as a string.
  func contains(_ name: String, inside state: String) -> Bool {
    guard let list = numbers[state] else { return false }
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
    numbers.mapValues { Set($0.map { table.string(Int($0)) }) }
  }
}
