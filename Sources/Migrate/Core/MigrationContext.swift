import Foundation
import SwiftScan

/// Everything the migration rules read about one file. Built once per scan.
struct MigrationContext {
  let file: ScannedFile
  let model: FileModel
  let text: SourceText
  let chains: ChainParser
  /// Variables by the brace group declaring them, and types by name and by parent, so rules that
  /// ask per owner stay linear in a file with thousands of types. Variables are grouped by a
  /// counting sort (every variable of a file passes here; few groups are ever asked for), into
  /// one array (one allocation per file): `braces + 2` group starts, then the variables by
  /// group; group `b`'s variables are `variableGroups[variableGroups[b + 1]..<variableGroups[b + 2]]`
  /// (the starts count from the array's start, past the starts themselves).
  private let variableGroups: [Int]
  /// Types by name and by parent: built on first use, and only for a file with many types (a
  /// search of a few costs less than hashing them all); `nil`, not even allocated, for the others.
  private let typeIndex: TypeIndex?

  /// Types with the same name, and types with the same parent, as lists linked through arrays
  /// indexed by type (in declaration order): one dictionary entry per name, no list allocated per
  /// name (a file of thousands of types made an array for each), and no hashing for parents.
  private final class TypeIndex {
    /// The first type of each name, and after type `k` the next type named as it is (-1: none).
    var firstNamed: [String: Int]? = nil
    var nextNamed: [Int] = []
    /// The first type declared directly inside type `k` (-1: none), and after type `k` the next
    /// one declared in its parent.
    var firstNested: [Int] = []
    var nextNested: [Int] = []
  }

  /// Up to this many types, `firstType` searches them in order.
  static let typeSearchLimit = 16

  init(file: ScannedFile) {
    variableGroups = Self.variableGroups(file.outline.variables, braces: file.outline.braces.count)
    typeIndex = file.outline.types.count > Self.typeSearchLimit ? TypeIndex() : nil
    self.file = file
    self.model = FileModel(file: file)
    self.text = SourceText(file: file)
    self.chains = ChainParser(file: file)
  }

  /// The variable groups of `variableGroups`, for an outline with `braces` braces.
  private static func variableGroups(_ variables: [VariableDecl], braces: Int) -> [Int] {
    // By index: only each declaration's brace is read, no declaration is copied.
    // Filled backwards (no copy of the starts to advance): counted at slot b + 1, prefix sums
    // make slot b + 1 the end of group b; placing its variables from the end, last first, moves
    // it down to the group's start. Slot b + 2 then starts group b + 1, which is where group b
    // ends, and the last slot, never a group's, keeps the total: the layout described above.
    // (The counts start at the list's offset, so the prefix sums are offsets in the array.)
    let slots = braces + 2
    // Reserved and filled by an append: `Array(repeating:count:)` allocates through the standard
    // library's unspecialized path (a generic metadata lookup, some 800 instructions per file).
    var groups: [Int] = []
    groups.reserveCapacity(slots + variables.count)
    groups.append(contentsOf: repeatElement(0, count: slots + variables.count))
    groups.withUnsafeMutableBufferPointer { groups in
      groups[0] = slots
      for v in variables.indices {
        let slot = variables[v].brace + 1
        precondition(slot >= 0 && slot < slots, "a variable's brace is a brace of the outline")
        groups[slot] += 1
      }
      for k in 1..<slots { groups[k] += groups[k - 1] }
      for v in variables.indices.reversed() {
        let slot = variables[v].brace + 1
        groups[slot] -= 1
        groups[groups[slot]] = v
      }
    }
    return groups
  }

  /// The names the file's types have, each once, in no particular order.
  func typeNames() -> [String] {
    let types = file.outline.types
    // A few are compared with each other rather than hashed.
    if types.count <= Self.typeSearchLimit {
      var names: [String] = []
      for k in types.indices where !names.contains(types[k].name) { names.append(types[k].name) }
      return names
    }
    var seen = Set<String>()
    return types.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The first type (in declaration order) named `name` that `matches` accepts.
  func firstType(named name: String, where matches: (Int) -> Bool) -> Int? {
    let types = file.outline.types
    if types.count <= Self.typeSearchLimit { return types.indices.first { types[$0].name == name && matches($0) } }
    let index = typeIndex!
    if index.firstNamed == nil {
      // Last type first: each becomes its name's first, the one it displaces its next.
      var firstNamed: [String: Int] = [:]
      firstNamed.reserveCapacity(types.count)
      var nextNamed = [Int](repeating: -1, count: types.count)
      for k in types.indices.reversed() { nextNamed[k] = firstNamed.updateValue(k, forKey: types[k].name) ?? -1 }
      index.firstNamed = firstNamed
      index.nextNamed = nextNamed
    }
    var k = index.firstNamed![name] ?? -1
    while k >= 0, !matches(k) { k = index.nextNamed[k] }
    return k >= 0 ? k : nil
  }

  /// The first type (in declaration order) declared directly inside type `parent` that `matches`
  /// accepts.
  func firstType(nestedIn parent: Int, where matches: (Int) -> Bool) -> Int? {
    let types = file.outline.types
    if types.count <= Self.typeSearchLimit { return types.indices.first { types[$0].parentType == parent && matches($0) } }
    let index = typeIndex!
    if index.firstNested.isEmpty {
      var firstNested = [Int](repeating: -1, count: types.count), nextNested = [Int](repeating: -1, count: types.count)
      for k in types.indices.reversed() where types[k].parentType >= 0 {
        nextNested[k] = firstNested[types[k].parentType]
        firstNested[types[k].parentType] = k
      }
      index.firstNested = firstNested
      index.nextNested = nextNested
    }
    var k = parent >= 0 && parent < types.count ? index.firstNested[parent] : -1
    while k >= 0, !matches(k) { k = index.nextNested[k] }
    return k >= 0 ? k : nil
  }

  /// Variables declared directly in brace group `b` (-1: at file level), in order.
  func variables(inBrace b: Int) -> ArraySlice<Int> {
    guard b >= -1, b + 2 < file.outline.braces.count + 2 else { return [] }
    return variableGroups[variableGroups[b + 1]..<variableGroups[b + 2]]
  }

  func owner(ofType k: Int) -> OwnerModel? { model.owner(ofType: k) }

  /// Whether every byte offset where `name` is spelled, within the bytes of tokens `range`, is
  /// `declared` or lies in `claimed`. `file.references(to: name, in: range)` lists identifier
  /// tokens whose bytes are exactly `name`, so each starts at such an offset: when this holds,
  /// every reference is the declaration or a claimed one, and a caller that skips those can skip
  /// the token walk (a byte search costs a fraction of it; most names occur only where the
  /// rewrite took them).
  ///
  /// An occurrence starting in a claimed range is allowed, so only the stretches between the
  /// claimed ranges are searched, each for the starts in it: its search runs on for `name`'s
  /// length less one byte (into the claimed range after it, not past the range's bytes), so that
  /// an occurrence starting in the stretch and running into a claimed range is found as well.
  /// The rewritten chains, which spell the names asked about (a view store's, a cancellables
  /// collection's) and many of their rarest bytes, are not searched at all.
  func occurrences(of name: String, in range: Range<Int>, allAt declared: Int, orIn claimed: ClaimedRanges) -> Bool {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= file.tokens.count else { return true }
    let lower = Int(file.tokens[range.lowerBound].start), upper = Int(file.tokens[range.upperBound - 1].end)
    // All allowed exactly when no offset is refused: the search stops at the first refused one,
    // and no list of offsets is built. The name's UTF-8 is searched in place, its anchors worked
    // out once for all the stretches. (An empty name occurs nowhere.)
    return !name.withUTF8InPlace { needle in
      guard !needle.isEmpty else { return false }
      let (anchor, check) = ByteWord.anchors(needle)
      return file.bytes.withUnsafeBufferPointer { bytes in
        claimed.firstUnclaimed(in: lower..<upper) { stretch in
          let end = min(stretch.upperBound + needle.count - 1, upper)
          return ByteWord.firstOccurrence(of: needle, anchor: anchor, check: check,
                                          in: UnsafeBufferPointer(rebasing: bytes[stretch.lowerBound..<end])) { found in
            let offset = stretch.lowerBound + found
            return offset < stretch.upperBound && offset != declared
          }
        }
      }
    }
  }

  /// The name `store.x` reads go through for an owner: its store property, or `store` when the
  /// migration adds one.
  func storeName(for owner: OwnerModel) -> String { owner.storeProperty ?? "store" }

  /// The indentation one level deeper than the line that opens brace group `b`, given a line
  /// inside it indented by `inner` (the file's own unit), or two spaces when it cannot tell.
  /// `inner` is an indentation as `SourceText.indentation(ofLineAt:)` gives it: spaces and tabs.
  func indentUnit(brace b: Int, inner: String) -> String {
    guard b >= 0 else { return "  " }
    // The outer line's indentation (what `text.indentation(ofLineAt:)` gives), read in place
    // rather than made a string. Indentation is spaces and tabs only, one byte and one
    // character each: compared as bytes.
    let start = text.lineStart(ofOffset: Int(file.tokens[file.outline.braces[b].open].start))
    return file.bytes.withUnsafeBufferPointer { bytes in
      var end = start
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      let outer = end - start
      // `inner`'s UTF-8 in place (compared by `memcmp`, its rest made a string once), not
      // through the generic `starts(with:)` and `dropFirst` of its view.
      return inner.withUTF8InPlace { innerBytes in
        guard innerBytes.count > outer,
              outer == 0 || memcmp(innerBytes.baseAddress!, bytes.baseAddress! + start, outer) == 0 else { return "  " }
        return String(decoding: UnsafeBufferPointer(rebasing: innerBytes[outer...]), as: UTF8.self)
      }
    }
  }
}
