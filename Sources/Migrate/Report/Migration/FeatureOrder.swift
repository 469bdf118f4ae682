import SwiftScan

/// Orders files outside-in, the order TCA's migration guide recommends: a root feature before its
/// children.
///
/// From each file's outline: a **feature** (a `@Reducer` type or a `Reducer` conformer) is the
/// parent of every other feature its declaration names (its State holds `Child.State`, its body
/// runs `Child()`); a **class** (a view controller or a view) is a child of its own feature (the one
/// its `store` or `viewStore` property is typed with), and the parent of every other class of the
/// scanned files it names (it creates, pushes or presents it) and of every other feature it names
/// (it scopes its store to it), together with that feature's classes. A file is the parent of a
/// file when something it declares is the parent of something the other declares.
///
/// Files come in topological order: a file is placed once all its parents are; among the files
/// that can be placed, the first in path order goes first. Cycles (a child naming its parent's
/// type for a delegate) are broken by taking the first remaining file in path order. Files with
/// no relationship keep path order relative to each other.
enum FeatureOrder {
  /// What one file declares and names.
  struct Facts: Sendable {
    /// Reducers declared in the file → capitalized names used inside their declarations.
    var reducers: [String: Set<String>] = [:]
    /// Classes declared in the file → capitalized names used inside them, and the capitalized
    /// names in the types of their `store` / `viewStore` properties.
    var classes: [String: (mentions: Set<String>, storeTypes: [String])] = [:]
  }

  static func facts(_ file: ScannedFile) -> Facts {
    var facts = Facts()
    for type in file.outline.types where type.brace >= 0 {
      let brace = file.outline.braces[type.brace]
      var mentions = Set<String>()
      for t in brace.open..<brace.close where file.tokens[t].kind == .identifier && file.tokens[t].keyword == .none {
        let first = file.bytes[Int(file.tokens[t].start)]
        if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { mentions.insert(file.text(t)) }
      }
      mentions.remove(type.name)
      if ReducerStates.isReducerDeclaration(type, in: file) {
        facts.reducers[type.name, default: []].formUnion(mentions)
      } else if type.keyword == "class" {
        var storeTypes: [String] = []
        for variable in file.outline.variables where variable.brace == type.brace && (variable.name == "store" || variable.name == "viewStore") {
          for t in Array(variable.typeTokens) + Array(variable.initializerTokens) where file.tokens[t].kind == .identifier {
            storeTypes.append(file.text(t))
          }
        }
        facts.classes[type.name, default: ([], [])].mentions.formUnion(mentions)
        facts.classes[type.name, default: ([], [])].storeTypes += storeTypes
      }
    }
    return facts
  }

  /// The permutation of `paths` (indices, outside-in) and each file's parents (indices).
  static func order(paths: [String], facts: [Facts?]) -> (order: [Int], parents: [[Int]]) {
    var reducerFiles: [String: Set<Int>] = [:], classFiles: [String: Set<Int>] = [:]
    for (f, fact) in facts.enumerated() {
      for name in fact?.reducers.keys ?? [:].keys { reducerFiles[name, default: []].insert(f) }
      for name in fact?.classes.keys ?? [:].keys { classFiles[name, default: []].insert(f) }
    }
    // A class's own feature: the first reducer named in its store's type.
    var ownFeature: [String: String] = [:]
    var classesOf: [String: Set<Int>] = [:]
    for fact in facts.compactMap({ $0 }) {
      for (name, info) in fact.classes {
        guard let feature = info.storeTypes.first(where: { reducerFiles[$0] != nil }) else { continue }
        ownFeature[name] = feature
        classesOf[feature, default: []].formUnion(classFiles[name] ?? [])
      }
    }
    var parents = Array(repeating: Set<Int>(), count: paths.count)
    func link(_ parent: Int, _ children: Set<Int>) {
      for child in children where child != parent { parents[child].insert(parent) }
    }
    for (f, fact) in facts.enumerated() {
      guard let fact else { continue }
      for (_, mentions) in fact.reducers {
        for name in mentions where reducerFiles[name] != nil {
          link(f, reducerFiles[name]!.union(classesOf[name] ?? []))
        }
      }
      for (name, info) in fact.classes {
        let own = ownFeature[name]
        if let own { for parent in reducerFiles[own] ?? [] { link(parent, [f]) } }
        for mention in info.mentions where mention != own {
          if let files = reducerFiles[mention] { link(f, files.union(classesOf[mention] ?? [])) }
          if let files = classFiles[mention] { link(f, files) }
        }
      }
    }
    return (topological(paths: paths, parents: parents), parents.map { $0.sorted() })
  }

  static func topological(paths: [String], parents: [Set<Int>]) -> [Int] {
    let byPath = paths.indices.sorted { paths[$0].utf8.lexicographicallyPrecedes(paths[$1].utf8) }
    var rank = Array(repeating: 0, count: paths.count)
    for (position, file) in byPath.enumerated() { rank[file] = position }
    var waiting = parents.map(\.count)
    var children = Array(repeating: [Int](), count: paths.count)
    for (child, set) in parents.enumerated() { for parent in set { children[parent].append(child) } }
    var placed = Array(repeating: false, count: paths.count)
    var ready = MinHeap(paths.indices.filter { waiting[$0] == 0 }.map { rank[$0] })
    var firstUnplaced = 0
    var order: [Int] = []
    while order.count < paths.count {
      // The first file in path order whose parents are all placed; in a cycle, the first left.
      var next: Int
      if let top = ready.pop() {
        next = byPath[top]
        if placed[next] { continue }
      } else {
        while placed[byPath[firstUnplaced]] { firstUnplaced += 1 }
        next = byPath[firstUnplaced]
      }
      placed[next] = true
      order.append(next)
      for child in children[next] {
        waiting[child] -= 1
        if waiting[child] == 0 && !placed[child] { ready.push(rank[child]) }
      }
    }
    return order
  }
}

/// A binary min-heap of path ranks.
struct MinHeap {
  private var items: [Int] = []

  init(_ values: [Int]) { for value in values { push(value) } }

  mutating func push(_ value: Int) {
    items.append(value)
    var k = items.count - 1
    while k > 0, items[(k - 1) / 2] > items[k] { items.swapAt(k, (k - 1) / 2); k = (k - 1) / 2 }
  }

  mutating func pop() -> Int? {
    guard let top = items.first else { return nil }
    items[0] = items[items.count - 1]
    items.removeLast()
    var k = 0
    while true {
      let l = 2 * k + 1, r = l + 1
      var m = k
      if l < items.count, items[l] < items[m] { m = l }
      if r < items.count, items[r] < items[m] { m = r }
      if m == k { break }
      items.swapAt(k, m)
      k = m
    }
    return top
  }
}
