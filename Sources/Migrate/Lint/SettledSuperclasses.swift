/// The tree's superclass table (`LintFacts.superclass`) by the numbers of the names in one
/// spelling table: pass one interns each class's names and first inherited name (in parallel,
/// the class names already interned as declared names), so settling (serial) writes a number
/// per class instead of hashing its name into a table of strings, and a view class question
/// (`isViewClassName`, asked of every view name of every file while settling and again when the
/// recorded answers are checked) walks numbers found by one cheap hash of the name, not a
/// seeded hash of every name of the chain.
///
/// Contract: made only from a table whose spellings are all ASCII (`SpellingTable.isASCII`),
/// where names equal as strings are equal bytes, hence one number; then `superclass(of:)`,
/// `outermostClass(of:)` and `isViewClassName(_:)` answer as the table of strings `superclass`
/// stands for would (`String` equality). A class, immutable: the facts hold it by reference.
final class SettledSuperclasses: Sendable {
  let table: SpellingTable
  /// Per number in `table`: the number of the class's first inherited name, or -1 (not a class
  /// of the tree that inherits).
  private let superOf: [Int32]

  init(table: SpellingTable, superOf: [Int32]) {
    self.table = table
    self.superOf = superOf
  }

  private func next(_ id: Int) -> Int {
    id < superOf.count ? Int(superOf[id]) : -1
  }

  /// `superclass[name]`.
  func superclass(of name: String) -> String? {
    let id = table.numberOfEqual(name)
    guard id >= 0, next(id) >= 0 else { return nil }
    return table.string(next(id))
  }

  /// Where the chain of superclasses ends for `name` as a number (-1: `name` itself, which is not
  /// a class of the tree that inherits), or nil past 16 steps: `LintFacts.outermostClass(of:)`.
  private func outermost(of name: String) -> Int? {
    outermost(ofNumber: table.numberOfEqual(name))
  }

  /// `outermost(of:)` of the name numbered `id` in `table` (-1: a name not in it).
  private func outermost(ofNumber id: Int) -> Int? {
    guard id >= 0, next(id) >= 0 else { return -1 }
    var id = id
    for _ in 0..<16 {
      let up = next(id)
      if up < 0 { return id }
      id = up
    }
    return nil
  }

  /// `LintFacts.outermostClass(of:)` under `superclass`.
  func outermostClass(of name: String) -> String? {
    guard let id = outermost(of: name) else { return nil }
    return id < 0 ? name : table.string(id)
  }

  /// `LintFacts.isViewClassName(_:)` under `superclass`: the outermost class's name read in the
  /// table (ASCII bytes) when the chain leads away from `name`. Not inlined: inlined into
  /// settling's walk over the files' signs, the table's lists were retained and released per name.
  @inline(never)
  func isViewClassName(_ name: String) -> Bool {
    guard let id = outermost(of: name) else { return false }
    if id < 0 { return LintFacts.isViewClassByName(name) }
    return table.withSpelling(id) { LintFacts.isViewClassByName(ascii: $0) }
  }

  /// `isViewClassName(name)` of the name numbered `id` in `table` (-1: a name not in it), where
  /// `viewByName` is `LintFacts.isViewClassByName(name)`.
  func isViewClass(number id: Int, viewByName: Bool) -> Bool {
    guard let outermost = outermost(ofNumber: id) else { return false }
    if outermost < 0 { return viewByName }
    return table.withSpelling(outermost) { LintFacts.isViewClassByName(ascii: $0) }
  }

  /// `LintFacts.superclass` as a table of strings.
  var strings: [String: String] {
    var strings: [String: String] = [:]
    for id in superOf.indices where superOf[id] >= 0 { strings[table.string(id)] = table.string(Int(superOf[id])) }
    return strings
  }
}
