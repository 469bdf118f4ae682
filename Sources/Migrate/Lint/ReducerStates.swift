import SwiftScan

/// A stored property of a reducer `State` struct, or one associated value of a `State` enum case.
public struct StateField: Sendable {
  public var name: String
  /// The property's name token, or the case name token of an associated value.
  public var nameToken: Int
  /// Token range of the written type (empty when the declaration relies on inference).
  public var typeTokens: Range<Int>
  public var initializerTokens: Range<Int>
  /// Attribute texts written on the declaration (`@ObservationStateIgnored`, `@Presents`).
  public var attributes: [String]
  public var isAssociatedValue: Bool

  public var isIgnored: Bool { attributes.contains("@ObservationStateIgnored") }
}

/// A reducer's `State`: a struct or enum nested in a `@Reducer` type or a `Reducer` conformer,
/// or the type such a reducer names with `typealias State = …`.
public struct StateDecl: Sendable {
  /// `Feature.State`, or the aliased type's own name.
  public var qualifiedName: String
  /// The reducer the State belongs to (`Feature`).
  public var featureName: String
  /// Index into the file's `Outline.types`.
  public var type: Int
  public var isEnum: Bool
  public var conformances: [String]
  public var fields: [StateField]
}

/// Finding reducer States and their fields in one file.
enum ReducerStates {
  /// Qualified names of every type declared in the file (`Feature.State`), by outline index.
  static func qualifiedNames(_ file: ScannedFile) -> [String] {
    var names: [String] = []
    qualifiedNames(file, into: &names)
    return names
  }

  /// `qualifiedNames(file)` in `names`, emptied first (its storage kept: a worker's list, reused
  /// from file to file).
  static func qualifiedNames(_ file: ScannedFile, into names: inout [String]) {
    if !names.isEmpty { names.removeAll(keepingCapacity: true) }
    let types = file.outline.types
    names.reserveCapacity(types.count)
    // By index: iterating would copy each declaration, its strings and arrays retained.
    for k in types.indices {
      let parent = types[k].parentType
      guard parent >= 0 && parent < names.count else { names.append(types[k].name); continue }
      names.append(MessageText.join(names[parent], ".", types[k].name))
    }
  }

  /// Whether a type declaration makes its type a reducer: `@Reducer`, or `Reducer` conformance.
  static func isReducerDeclaration(_ type: TypeDecl, in file: ScannedFile) -> Bool {
    if type.attributes.contains(where: { file.textEquals($0, "@Reducer" as StaticString) }) { return true }
    // A name of another length in UTF-8 is none of these: a string equals an ASCII one only if
    // its normal form is that one, and the only non-ASCII characters whose forms are ASCII are
    // the Kelvin sign, the Greek question mark and varia (`K`, `;`, `` ` ``), none of which these
    // names hold. Most inherited names are told apart by their length, without a comparison; the
    // others are compared with the one name of their length only (`Codable` is as long as
    // `Reducer`: compared with all three, it took some 120 instructions).
    return type.inheritance.contains { name in
      switch name.utf8.count {
      case 7: return name == "Reducer"
      case 15: return name == "ReducerProtocol"
      case 30: return name == "ComposableArchitecture.Reducer"
      default: return false
      }
    }
  }

  /// `typealias State = Target` written directly in the body of a type: the type's index and the
  /// target, in declaration order (the first such alias of each type).
  static func stateAliases(in file: ScannedFile) -> [(type: Int, target: String)] {
    let aliases = file.tokens.indices.filter { file.tokens[$0].keyword == .typealias && file.tokens[$0].kind == .identifier }
    guard !aliases.isEmpty else { return [] }
    var typeOfBrace: [Int: Int] = [:]
    for (k, type) in file.outline.types.enumerated() where type.brace >= 0 { typeOfBrace[type.brace] = k }
    var found: [Int: String] = [:]
    for t in aliases {
      guard let k = typeOfBrace[file.brace(of: t)], found[k] == nil,
            let name = file.nextSignificant(after: t), file.isIdentifier(name, "State"),
            let equals = file.nextSignificant(after: name), file.textEquals(equals, "=" as StaticString),
            let target = file.nextSignificant(after: equals) else { continue }
      var end = target
      while let dot = file.nextSignificant(after: end), file.tokens[dot].kind == .period,
            let part = file.nextSignificant(after: dot), file.tokens[part].kind == .identifier { end = part }
      found[k] = TypeText.joined(target..<(end + 1), in: file)
    }
    return found.keys.sorted().map { ($0, found[$0]!) }
  }

  /// The structs and enums with a body for which `feature(stateParent, k)` names a reducer, as
  /// States of it: `k` is the type's index, `stateParent` its parent's when the type is named
  /// `State` inside another type (the one shape every caller asks about), else -1.
  static func find(in file: ScannedFile, names: [String], feature: (_ stateParent: Int, _ k: Int) -> String?) -> [StateDecl] {
    var variablesByBrace: VariablesByBrace? = nil
    return find(in: file, names: names, known: [], variables: &variablesByBrace, feature: feature)
  }

  /// `find(in:names:feature:)`, taking a State from `known` (found before in the same file, in
  /// type order) when it is the same type for the same feature. The file's properties are
  /// indexed by the brace group holding them in `variablesByBrace` (one pass, however many types
  /// the file has), unless it already holds them.
  static func find(in file: ScannedFile, names: [String], known: [StateDecl], variables variablesByBrace: inout VariablesByBrace?,
                   feature: (_ stateParent: Int, _ k: Int) -> String?) -> [StateDecl] {
    var states: [StateDecl] = []
    find(in: file, names: names, known: known, variables: &variablesByBrace, into: &states, feature: feature)
    return states
  }

  /// `find(in:names:known:variables:feature:)` in `states`, emptied first (its storage kept when
  /// the States found are listed in it: a worker's list, reused from file to file).
  static func find(in file: ScannedFile, names: [String], known: [StateDecl], variables variablesByBrace: inout VariablesByBrace?,
                   into states: inout [StateDecl], feature: (_ stateParent: Int, _ k: Int) -> String?) {
    if !states.isEmpty { states.removeAll(keepingCapacity: true) }
    // While every State found is the next of `known` (`matched` of them so far), none is listed:
    // the answer is `known` itself (most files linted under their own facts find their States
    // again), shared, not copied into a new list. Listed from the first that is not.
    var matched = 0, listed = false
    func list() {
      guard !listed else { return }
      // Most often none matched (a file linted under the tree's facts knows no States): appending
      // an empty slice still cost ~110 instructions.
      if matched > 0 { states.append(contentsOf: known[0..<matched]) }
      listed = true
    }
    var nextKnown = 0
    let types = file.outline.types
    // Each declaration's fields are read in place: a copy of one retains and releases its
    // strings and arrays, and every type of every file linted passes here.
    for k in types.indices where types[k].brace >= 0 && (file.typeKeyword(k) == .struct || file.typeKeyword(k) == .enum) {
      let stateParent = types[k].parentType >= 0 && types[k].name == "State" ? types[k].parentType : -1
      guard let feature = feature(stateParent, k) else { continue }
      while nextKnown < known.count, known[nextKnown].type < k { nextKnown += 1 }
      if nextKnown < known.count, known[nextKnown].type == k, known[nextKnown].featureName == feature {
        if !listed && nextKnown == matched {
          matched += 1
        } else {
          list()
          states.append(known[nextKnown])
        }
        continue
      }
      list()
      let isEnum = file.typeKeyword(k) == .enum, brace = types[k].brace
      // A file of a few types has a State or two: a pass over its variables for each costs less
      // than indexing them all (as `LintContext.variables(inBrace:)` does).
      if !isEnum, variablesByBrace == nil, types.count > VariablesByBrace.fewTypes { variablesByBrace = VariablesByBrace(file) }
      states.append(StateDecl(
        qualifiedName: names[k], featureName: feature, type: k, isEnum: isEnum, conformances: types[k].inheritance,
        fields: isEnum ? associatedValues(ofBrace: brace, in: file)
          : storedProperties(ofBrace: brace, in: file, indexedBy: variablesByBrace)))
    }
    // None found: `states` is empty already, its storage kept.
    if !listed && matched > 0 { states = matched == known.count ? known : Array(known[0..<matched]) }
  }

  /// The stored properties declared directly in brace group `brace`, in order: read through
  /// `index` when given, else by one pass over the file's variables (what
  /// `VariablesByBrace.variables(inBrace:of:)` lists), without a list of their indices made and
  /// freed per State.
  static func storedProperties(ofBrace brace: Int, in file: ScannedFile, indexedBy index: VariablesByBrace?) -> [StateField] {
    // Each declaration's fields are read in place: a copy of one retains and releases its name
    // and token lists, and every property of every State passes here.
    let all = file.outline.variables
    var fields: [StateField] = []
    func add(_ v: Int) {
      guard all[v].brace == brace, !all[v].isComputed else { return }
      if all[v].modifiers.contains(where: { file.textEquals($0, "static" as StaticString) || file.textEquals($0, "class" as StaticString) }) { return }
      fields.append(StateField(
        name: all[v].name, nameToken: all[v].nameToken, typeTokens: all[v].typeTokens,
        initializerTokens: all[v].initializerTokens, attributes: all[v].attributes.map { file.text($0) },
        isAssociatedValue: false))
    }
    // Room for every variable of the group at once: most of a State's variables are its fields.
    if let index {
      let variables = index.slice(inBrace: brace)
      fields.reserveCapacity(variables.count)
      for v in variables { add(Int(v)) }
    } else {
      var count = 0
      for v in all.indices where all[v].brace == brace { count += 1 }
      fields.reserveCapacity(count)
      for v in all.indices where all[v].brace == brace { add(v) }
    }
    return fields
  }

  /// `case loaded([Item]), failed(message: String)`: one field per associated value, named after
  /// its case.
  static func associatedValues(ofBrace brace: Int, in file: ScannedFile) -> [StateField] {
    var fields: [StateField] = []
    let group = file.outline.braces[brace]
    var t = group.open + 1
    while t < group.close {
      defer { t += 1 }
      guard file.isIdentifier(t, "case"), file.brace(of: t) == brace else { continue }
      var cursor = t
      while let name = file.nextSignificant(after: cursor), file.tokens[name].kind == .identifier {
        cursor = name
        if let open = file.nextSignificant(after: name), file.tokens[open].kind == .leftParen, let close = file.partner(open) {
          for argument in file.arguments(open: open, close: close) {
            fields.append(StateField(
              name: file.text(name), nameToken: name, typeTokens: argument.value.lowerBound..<(argument.value.upperBound + 1),
              initializerTokens: 0..<0, attributes: [], isAssociatedValue: true))
          }
          cursor = close
        }
        guard let comma = file.nextSignificant(after: cursor), file.tokens[comma].kind == .comma else { break }
        cursor = comma
      }
      t = cursor
    }
    return fields
  }
}

/// The variables declared directly in each brace group of a file, in declaration order: one flat
/// array cut by brace (counted, then filled), so indexing a file takes no hash table and no array
/// per group.
struct VariablesByBrace: Sendable {
  /// `starts[b]..<starts[b + 1]` is brace group `b`'s run in `items`.
  private let starts: [Int32]
  private let items: [Int32]

  init(_ file: ScannedFile) {
    let variables = file.outline.variables
    var starts = [Int32](repeating: 0, count: file.outline.braces.count + 1)
    // By index: iterating would copy each declaration (its name and token lists retained).
    for v in variables.indices where variables[v].brace >= 0 { starts[variables[v].brace + 1] += 1 }
    for b in starts.indices.dropFirst() { starts[b] += starts[b - 1] }
    var next = starts
    var items = [Int32](repeating: 0, count: Int(starts.last ?? 0))
    for v in variables.indices where variables[v].brace >= 0 {
      let b = variables[v].brace
      items[Int(next[b])] = Int32(v)
      next[b] += 1
    }
    self.starts = starts
    self.items = items
  }

  /// Files with at most this many types are asked about a few brace groups: a pass over their
  /// variables per group costs less than the index.
  static let fewTypes = 4

  /// `VariablesByBrace(file).variables(inBrace: b)` by one pass over the file's variables.
  static func variables(inBrace b: Int, of file: ScannedFile) -> [Int] {
    let variables = file.outline.variables
    var result: [Int] = []
    // One allocation, not one per doubling.
    result.reserveCapacity(variables.count)
    for v in variables.indices where variables[v].brace == b { result.append(v) }
    return result
  }

  /// Indices of the variables declared directly in brace group `b`, in order.
  func variables(inBrace b: Int) -> [Int] {
    slice(inBrace: b).map { Int($0) }
  }

  /// `variables(inBrace: b)` in place, as the index holds them.
  func slice(inBrace b: Int) -> ArraySlice<Int32> {
    guard b >= 0, b + 1 < starts.count else { return [] }
    return items[Int(starts[b])..<Int(starts[b + 1])]
  }
}
