/// The reducer States of the tree's facts (`LintFacts.states` and `statesOfFeature`) by the
/// numbers of their qualified names and feature names in one spelling table: pass one interns
/// both names of every State candidate (in parallel, most already interned as declared names),
/// so settling (serial) sorts numbers instead of hashing two strings and making two lists per
/// State into tables of strings.
///
/// Contract: made only from a table whose spellings are all ASCII (`SpellingTable.isASCII`), where
/// names equal as strings are equal bytes, hence one number; then `summaries(named:)` answers as
/// `states[name]` and `featureNames(_:)` as `statesOfFeature[feature]` would (`String` equality),
/// each name's summaries in the order indexed. A class, immutable: the facts hold it by reference.
final class SettledStates: Sendable {
  let table: SpellingTable
  /// The number of each summary's qualified name, increasing: one name's summaries are a run of
  /// `places`, in the order indexed.
  private let names: [UInt32]
  /// Where each summary is: `part << 32 | index` in `candidates`.
  private let places: [UInt64]
  /// The collectors' State candidates, where the summaries stay: held, not copied one by one
  /// (each copy retained the summary's strings and lists, a cache miss apiece, 21K retains on
  /// the 600k tree, in the serial settling); a question copies the few it answers with.
  private let candidates: [[FactsCollector.StateCandidate]]
  /// `feature << 32 | name` for each feature and the qualified name of a State of it, increasing,
  /// each once.
  private let features: [UInt64]

  /// `keys` are `name << 32 | k` for each summary `k`, at `candidates[places[k].part][places[k].index]`
  /// (any order): sorted, they list the summaries by name, each name's in the order indexed.
  /// `features` are the States' `feature << 32 | name` (any order, repeats allowed).
  /// Both lists are taken (`consuming`): sorted in place, not copied first (settling passes them
  /// and keeps no other reference).
  init(table: SpellingTable, keys: consuming [UInt64], candidates: [[FactsCollector.StateCandidate]], places: [(part: Int, index: Int)],
       features: consuming [UInt64]) {
    self.table = table
    keys.sort()
    // Written through buffers: mapped, each place cost a uniqueness check (some 50 instructions
    // per State, in the serial settling).
    (names, self.places) = keys.withUnsafeBufferPointer { keys in
      places.withUnsafeBufferPointer { places in
        let names = [UInt32](unsafeUninitializedCapacity: keys.count) { names, count in
          for k in keys.indices { names[k] = UInt32(truncatingIfNeeded: keys[k] >> 32) }
          count = keys.count
        }
        let placesByName = [UInt64](unsafeUninitializedCapacity: keys.count) { placesByName, count in
          for k in keys.indices {
            let place = places[Int(truncatingIfNeeded: keys[k] & 0xffff_ffff)]
            placesByName[k] = UInt64(place.part) << 32 | UInt64(place.index)
          }
          count = keys.count
        }
        return (names, placesByName)
      }
    }
    self.candidates = candidates
    StateBodyNames.sortUnique(&features)
    self.features = features
  }

  /// The summaries at `places[range]`.
  private func summaries(at range: Range<Int>) -> [StateSummary] {
    places[range].map { candidates[Int(truncatingIfNeeded: $0 >> 32)][Int(truncatingIfNeeded: $0 & 0xffff_ffff)].summary }
  }

  /// The first index of `list` whose value is not below `value` (`list` increasing).
  private static func lowerBound<T: Comparable>(_ list: [T], _ value: T) -> Int {
    var low = 0, high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The summaries of the State named `id` (a number of `table`), in the order indexed.
  private func summaries(ofName id: UInt32) -> ArraySlice<StateSummary>? {
    let start = Self.lowerBound(names, id)
    guard start < names.count, names[start] == id else { return nil }
    var end = start + 1
    while end < names.count && names[end] == id { end += 1 }
    return summaries(at: start..<end)[...]
  }

  /// The numbers of the qualified names of `feature`'s States (`feature` a number of `table`).
  private func names(ofFeature feature: Int) -> Range<Int> {
    let first = UInt64(feature) << 32
    return Self.lowerBound(features, first)..<Self.lowerBound(features, first + (1 << 32))
  }

  /// `states[name]`: the summaries of the States named `name`.
  func summaries(named name: String) -> ArraySlice<StateSummary>? {
    let id = table.numberOfEqual(name)
    return id >= 0 ? summaries(ofName: UInt32(id)) : nil
  }

  /// `statesOfFeature[feature]`: the qualified names of `feature`'s States (in the order of their
  /// numbers, not indexed: every reader asks a set of them).
  func featureNames(_ feature: String) -> [String]? {
    let id = table.numberOfEqual(feature)
    guard id >= 0 else { return nil }
    let range = names(ofFeature: id)
    return range.isEmpty ? nil : features[range].map { table.string(Int(truncatingIfNeeded: $0 & 0xffff_ffff)) }
  }

  /// What `LintFacts.ignoredFieldCandidates(ofFeature:)` reads: the summaries of each State of
  /// `feature`, or, when it has none, of the State named `feature`.
  func candidates(ofFeature feature: String) -> [ArraySlice<StateSummary>] {
    let id = table.numberOfEqual(feature)
    guard id >= 0 else { return [] }
    let range = names(ofFeature: id)
    if range.isEmpty { return summaries(ofName: UInt32(id)).map { [$0] } ?? [] }
    return features[range].compactMap { summaries(ofName: UInt32(truncatingIfNeeded: $0 & 0xffff_ffff)) }
  }

  /// `LintFacts.states` as a table of strings.
  var states: [String: [StateSummary]] {
    var states: [String: [StateSummary]] = [:]
    var start = 0
    while start < names.count {
      var end = start + 1
      while end < names.count && names[end] == names[start] { end += 1 }
      states[table.string(Int(names[start]))] = summaries(at: start..<end)
      start = end
    }
    return states
  }

  /// `LintFacts.statesOfFeature` as a table of strings.
  var statesOfFeature: [String: [String]] {
    var table: [String: [String]] = [:]
    for pair in features {
      table[self.table.string(Int(pair >> 32)), default: []].append(self.table.string(Int(truncatingIfNeeded: pair & 0xffff_ffff)))
    }
    return table
  }
}
