import SwiftScan

/// What one reducer `State` looks like to files other than the one declaring it.
public struct StateSummary: Sendable, Equatable {
  public var qualifiedName: String
  public var featureName: String
  /// The State's fields as declared (associated values skipped when read), or nil when `table`
  /// holds them. A summary is made of every nested State of every file, and few are ever asked
  /// of: the fields are kept as the State found them (the list shared, not copied) and made a
  /// table only when `fields` is read, not hashed into a table per State.
  private var declared: [StateField]?
  private var table: [String: Bool]

  /// Field name → marked `@ObservationStateIgnored`; of fields declared under one name (as
  /// strings), the last.
  public var fields: [String: Bool] {
    get {
      guard let declared else { return table }
      var fields: [String: Bool] = [:]
      fields.reserveCapacity(declared.count)
      // By index: a field copied out retains its name and attributes.
      for f in declared.indices where !declared[f].isAssociatedValue { fields[declared[f].name] = declared[f].isIgnored }
      return fields
    }
    set {
      declared = nil
      table = newValue
    }
  }

  public init(qualifiedName: String, featureName: String, fields: [String: Bool]) {
    self.qualifiedName = qualifiedName
    self.featureName = featureName
    self.declared = nil
    self.table = fields
  }

  /// The summary of `state`, its fields kept as declared.
  init(_ state: StateDecl) {
    qualifiedName = state.qualifiedName
    featureName = state.featureName
    declared = state.fields
    table = [:]
  }

  /// `fields[field]`, without making the table: the last field declared under that name (as a
  /// string: canonically equivalent spellings are one name, as the table's keys).
  func ignoredFlag(of field: String) -> Bool? {
    guard let declared else { return table.isEmpty ? nil : table[field] }
    for f in declared.indices.reversed() where !declared[f].isAssociatedValue && declared[f].name == field {
      return declared[f].isIgnored
    }
    return nil
  }

  public static func == (a: StateSummary, b: StateSummary) -> Bool {
    a.qualifiedName == b.qualifiedName && a.featureName == b.featureName && a.fields == b.fields
  }
}

/// Facts about the whole scanned tree that the per-file lint rules consult.
///
/// Contract: built from every scanned file before any rule runs (`--since` narrows the files
/// that are reported, never the facts). Pass one collects declarations and reads file by file
/// (`FactsCollector`, in parallel); the reducer States are settled once every file is seen,
/// because they depend on which types are reducers anywhere (`extension Feature: Reducer` may
/// live in another file than `Feature.State`). The result is the same whatever the order in
/// which workers saw the files.
public struct LintFacts: Sendable {
  /// The tables, held by reference: a file's lint and the rules' context share one copy of the
  /// facts instead of retaining (and later releasing) every table per file; the first change
  /// to a shared copy copies them (`tables`). `LintFacts()` starts with one empty storage shared
  /// by all (`LintFactsStorage.empty`, never changed: it is copied at the first change). A file's
  /// own facts, which hold only `own`, make and free no storage either: they hold their worker's
  /// empty one (`init(own:emptyStorage:)`), which no other thread counts.
  private var storage: LintFactsStorage
  /// `own`: beside the tables, not in them (see `storage`).
  private var ownFile: OwnFile? = nil

  /// `storage`, made unique before a change: what a stored property's copy on write does. A
  /// change may add an ignored field: `noFieldIgnored` is cleared (settling sets it last).
  private var tables: LintFactsStorage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      storage.noFieldIgnored = false
      storage.flagsMemberReads = false
      return storage
    }
  }

  /// Whether settling left the declared names' table flagging member reads (see
  /// `treeReadsMember`); false when not known.
  var flagsMemberReads: Bool { storage.flagsMemberReads }

  /// `memberReads.contains(name)`: true at once when the spelling table the facts keep flags a
  /// spelling of `name`'s bytes as read (a first collector's read, in the set as the string of
  /// those bytes), found by a cheap hash of the bytes, not the set's seeded hash of the string
  /// (each guarded finding checked asks this); otherwise the set is asked.
  func treeReadsMember(_ name: String) -> Bool {
    let storage = self.storage
    if storage.flagsMemberReads, let declared = storage.declared.unretained,
       declared._withUnsafeGuaranteedRef({ $0.table.flags(ofSpelling: name) }) & FactsCollector.inMemberReads != 0 {
      return true
    }
    return storage.memberReads.contains(name)
  }

  /// Whether no State of these facts marks a field `@ObservationStateIgnored`, as settling
  /// found (false when not known): then every `isIgnoredField` question is answered false, and
  /// a log checks its recorded answers without reading their names. Most trees ignore no field.
  var ignoresNoField: Bool { storage.noFieldIgnored && ownFile == nil }

  /// Notes what settling found (`ignoresNoField`, `flagsMemberReads`), once it has made every
  /// other change: each change clears both.
  mutating func noteSettled(noFieldIgnored: Bool, flagsMemberReads: Bool) {
    let tables = self.tables
    tables.noFieldIgnored = noFieldIgnored
    tables.flagsMemberReads = flagsMemberReads
  }

  /// Qualified names of reducers (`Feature`, `Parent.Child`).
  /// Pass one keeps them as bits on numbers (`declared`): read here, they are made strings.
  public var reducerNames: Set<String> {
    get { declaredNames(storage.reducerNames, DeclaredNames.reducerKind) }
    set { replaceDeclared(\.reducerNames, DeclaredNames.reducerKind, with: newValue) }
  }
  /// Simple and qualified names of classes and actors.
  /// Pass one keeps them as bits on numbers (`declared`): read here, they are made strings.
  public var classNames: Set<String> {
    get { declaredNames(storage.classNames, DeclaredNames.classKind) }
    set { replaceDeclared(\.classNames, DeclaredNames.classKind, with: newValue) }
  }
  /// Simple and qualified names of structs and enums (a name in both sets is ambiguous).
  /// Pass one keeps them as bits on numbers (`declared`): read here, they are made strings.
  public var valueTypeNames: Set<String> {
    get { declaredNames(storage.valueTypeNames, DeclaredNames.valueTypeKind) }
    set { replaceDeclared(\.valueTypeNames, DeclaredNames.valueTypeKind, with: newValue) }
  }
  /// Class name (simple and qualified) → the first name it inherits.
  /// Settling keeps it by numbers (`settledSuperclasses`): read here, it is made a table.
  public var superclass: [String: String] {
    get { storage.settledSuperclasses?.strings ?? storage.superclass }
    set {
      let tables = self.tables
      tables.settledSuperclasses = nil
      tables.superclass = newValue
    }
    _modify {
      let tables = self.tables
      if let settled = tables.settledSuperclasses {
        tables.superclass = settled.strings
        tables.settledSuperclasses = nil
      }
      yield &tables.superclass
    }
  }
  /// `superclass` as settling made it, by numbers (the table of strings then empty).
  var settledSuperclasses: SettledSuperclasses? {
    _read { yield storage.settledSuperclasses }
    set { tables.settledSuperclasses = newValue }
  }
  /// Simple and qualified names of types declared or extended as `Identifiable`.
  /// Pass one keeps them as bits on numbers (`declared`): read here, they are made strings.
  public var identifiableNames: Set<String> {
    get { declaredNames(storage.identifiableNames, DeclaredNames.identifiableKind) }
    set { replaceDeclared(\.identifiableNames, DeclaredNames.identifiableKind, with: newValue) }
  }
  /// `typealias Name = (…) -> …`.
  /// Pass one keeps them as bits on numbers (`declared`): read here, they are made strings.
  public var closureAliases: Set<String> {
    get { declaredNames(storage.closureAliases, DeclaredNames.closureAliasKind) }
    set { replaceDeclared(\.closureAliases, DeclaredNames.closureAliasKind, with: newValue) }
  }
  /// Member names read anywhere: `x.name`, `\.name`, `$0.name`, `\.$name`. A plain assignment
  /// target is not a read, and neither is anything in an `==` or `hash(into:)` body.
  public var memberReads: Set<String> {
    _read { yield storage.memberReads }
    set { tables.memberReads = newValue }
    _modify { yield &tables.memberReads }
  }
  /// Member name → member names read on the right of an assignment to it
  /// (`state.highlighted = state.orders[id: id]` gives `highlighted → [orders]`).
  public var assignedFrom: [String: Set<String>] {
    _read { yield storage.assignedFrom }
    set { tables.assignedFrom = newValue }
    _modify { yield &tables.assignedFrom }
  }
  /// Unqualified names used inside a type named `…State` or its extensions, by qualified name.
  /// Pass one keeps them as numbers (`stateBodies`): read here, they are made strings.
  public var internalReads: [String: Set<String>] {
    get {
      guard let bodies = storage.stateBodies else { return storage.internalReads }
      return storage.internalReads.merging(bodies.strings) { $0.union($1) }
    }
    set {
      let tables = self.tables
      tables.internalReads = newValue
      tables.stateBodies = nil
    }
  }
  /// The declared names as pass one found them, as bits on numbers: the part of `classNames`,
  /// `valueTypeNames`, `identifiableNames`, `closureAliases` and `reducerNames` not held as strings.
  var declared: DeclaredNames? {
    _read { yield storage.declared }
    set { tables.declared = newValue }
  }

  /// `stored` with the names `declared` holds as `kind`.
  private func declaredNames(_ stored: Set<String>, _ kind: UInt8) -> Set<String> {
    guard let declared = storage.declared, storage.declaredKinds & kind != 0 else { return stored }
    return stored.union(declared.names(kind))
  }

  /// Sets the names of `kind` to `names`, held whole in `stored` and no longer read from
  /// `declared`: what assigning `classNames`, `reducerNames` and the like does.
  private mutating func replaceDeclared(_ stored: ReferenceWritableKeyPath<LintFactsStorage, Set<String>>, _ kind: UInt8,
                                        with names: Set<String>) {
    let tables = self.tables
    tables[keyPath: stored] = names
    tables.declaredKinds &= ~kind
  }

  /// Whether a name equal to `name` is in the set of names declared as `kind` (`classNames`,
  /// …), without making the names strings.
  func isDeclared(_ name: String, _ kind: UInt8) -> Bool {
    let storage = self.storage
    if storage.declaredKinds & kind != 0, let declared = storage.declared.unretained,
       declared._withUnsafeGuaranteedRef({ $0.kinds(of: name) }) & kind != 0 {
      return true
    }
    switch kind {
    case DeclaredNames.classKind: return !storage.classNames.isEmpty && storage.classNames.contains(name)
    case DeclaredNames.valueTypeKind: return !storage.valueTypeNames.isEmpty && storage.valueTypeNames.contains(name)
    case DeclaredNames.identifiableKind: return !storage.identifiableNames.isEmpty && storage.identifiableNames.contains(name)
    case DeclaredNames.reducerKind: return !storage.reducerNames.isEmpty && storage.reducerNames.contains(name)
    default: return !storage.closureAliases.isEmpty && storage.closureAliases.contains(name)
    }
  }

  /// The names used inside `…State` types as pass one found them, as numbers: the part of
  /// `internalReads` not held as strings.
  var stateBodies: StateBodyNames? {
    _read { yield storage.stateBodies }
    set { tables.stateBodies = newValue }
  }

  /// `internalReads[state]?.contains(name) == true`, without making the names strings.
  func isReadInside(_ name: String, state: String) -> Bool {
    if storage.internalReads[state]?.contains(name) == true { return true }
    return storage.stateBodies?.contains(name, inside: state) == true
  }
  /// Aliased State type → its reducer (`typealias State = ProfileState` in `Profile`).
  public var aliasTargets: [String: String] {
    _read { yield storage.aliasTargets }
    set { tables.aliasTargets = newValue }
    _modify { yield &tables.aliasTargets }
  }
  /// Every reducer State by qualified name; several when modules reuse a name.
  /// Settling keeps them by numbers (`settledStates`): read here, they are made a table.
  public var states: [String: [StateSummary]] {
    get { storage.settledStates?.states ?? storage.states }
    set {
      unsettleStates()
      tables.states = newValue
    }
    _modify {
      unsettleStates()
      yield &tables.states
    }
  }
  /// Reducer name → qualified names of its State (one, unless modules reuse a name).
  public var stateOfFeature: [String: Set<String>] {
    get { statesOfFeature.mapValues { Set($0) } }
    set {
      unsettleStates()
      tables.statesOfFeature = newValue.mapValues { Array($0) }
    }
  }
  /// `stateOfFeature`, each feature's names as a list of distinct names (see `LintFactsStorage`).
  var statesOfFeature: [String: [String]] {
    get { storage.settledStates?.statesOfFeature ?? storage.statesOfFeature }
    _modify {
      unsettleStates()
      yield &tables.statesOfFeature
    }
  }
  /// The States as settling indexed them, by numbers: `states` and `statesOfFeature` are made
  /// of it when read, and it is made those tables before either is changed.
  var settledStates: SettledStates? {
    _read { yield storage.settledStates }
    set { tables.settledStates = newValue }
  }

  /// Makes `settledStates` the tables `states` and `statesOfFeature`, before one is changed.
  private mutating func unsettleStates() {
    guard let settled = storage.settledStates else { return }
    let tables = self.tables
    tables.states = settled.states
    tables.statesOfFeature = settled.statesOfFeature
    tables.settledStates = nil
  }

  /// Whether any State is indexed (`states`, `stateOfFeature`): the facts of one file alone
  /// index none (`record(_:indexing: false)`).
  var indexesStates: Bool {
    let storage = self.storage
    return storage.settledStates != nil || !storage.statesOfFeature.isEmpty || !storage.states.isEmpty
  }

  /// `states[name]`, without making the table.
  func stateSummaries(named name: String) -> ArraySlice<StateSummary>? {
    if let settled = storage.settledStates.unretained { return settled._withUnsafeGuaranteedRef { $0.summaries(named: name) } }
    return storage.states[name].map { $0[...] }
  }

  /// `statesOfFeature[feature]`, without making the table.
  func stateNames(ofFeature feature: String) -> [String]? {
    if let settled = storage.settledStates.unretained { return settled._withUnsafeGuaranteedRef { $0.featureNames(feature) } }
    return storage.statesOfFeature[feature]
  }
  /// Field name → whether every reducer State declaring it marks it `@ObservationStateIgnored`.
  public var ignoredEverywhere: [String: Bool] {
    get {
      var table = storage.ignoredEverywhere
      for summary in storage.unindexedStates + (ownFile?.states ?? []) {
        for (field, ignored) in summary.fields { Self.and(&table[field, default: true], ignored) }
      }
      return table
    }
    set {
      let tables = self.tables
      tables.unindexedStates = []
      tables.ignoredEverywhere = newValue
      if let own = ownFile, !own.states.isEmpty { ownFile = own.withStates([]) }
    }
  }

  /// `ignoredEverywhere[name] == true`: every field named `name` (as a string) of the States
  /// recorded is ignored, and there is one. The table alone when no States are kept unindexed;
  /// an empty table (the facts of a file without States) answers without hashing the name.
  func isIgnoredEverywhere(_ name: String) -> Bool {
    // The tables read where they are, not copied to locals (a retain and a release of each per
    // question; a view asks this of every field it reads, twice).
    let storage = self.storage
    var found = false
    if !storage.ignoredEverywhere.isEmpty, let ignored = storage.ignoredEverywhere[name] {
      if !ignored { return false }
      found = true
    }
    for s in storage.unindexedStates.indices {
      if let ignored = storage.unindexedStates[s].ignoredFlag(of: name) {
        if !ignored { return false }
        found = true
      }
    }
    // A file's own facts keep its States in `own`.
    if let states = ownFile?.states {
      for s in states.indices {
        if let ignored = states[s].ignoredFlag(of: name) {
          if !ignored { return false }
          found = true
        }
      }
    }
    return found
  }
  /// For the facts of one file alone (pass one): what collecting them found in that file, for
  /// linting it without finding it again. Its reads answer in place of `memberReads`,
  /// `internalReads` and `assignedFrom`, its declarations in place of the sets of names and
  /// `superclass` and `aliasTargets` (which all stay empty): no second set of strings.
  var own: OwnFile? {
    _read { yield ownFile }
    set { ownFile = newValue }
    _modify { yield &ownFile }
  }

  public init() {
    storage = .empty
  }

  /// The facts of one file alone (`own`) on `emptyStorage`: an empty storage that its maker
  /// holds and never changes, so that it is copied at the first change as `LintFactsStorage.empty`
  /// is. Made by the worker's thread, it is retained per file (and per copy of the facts) by that
  /// thread alone, where the shared `empty` had both threads write its count.
  init(own: OwnFile, emptyStorage: LintFactsStorage) {
    storage = emptyStorage
    ownFile = own
  }

  /// The facts of files held in memory, in order.
  public init(files: [ScannedFile]) {
    var collector = FactsCollector()
    for (index, file) in files.enumerated() { collector.add(file, index: index) }
    self = FactsCollector.settle([collector]) { files.indices.contains($0) ? files[$0] : nil }
  }

  /// The reducer States declared in `file`, given the facts of the whole tree.
  public func states(in file: ScannedFile) -> [StateDecl] {
    // A State of a reducer's (by parent, or by alias), as `isReducerName` and `aliasedReducer(of:)`
    // tell: the tree's or, with the facts of one file alone, its own declarations.
    let names = ReducerStates.qualifiedNames(file)
    return ReducerStates.find(in: file, names: names) { stateParent, k in
      if stateParent >= 0, isReducerName(names[stateParent]) { return names[stateParent] }
      return aliasedReducer(of: names[k])
    }
  }

  /// `reducerNames.contains(name)`, or with the facts of one file alone, whether it declares one.
  func isReducerName(_ name: String) -> Bool {
    own?.declarations.contains(name, DeclaredNames.reducerKind) ?? isDeclared(name, DeclaredNames.reducerKind)
  }

  /// `aliasTargets[name]`, or with the facts of one file alone, from its own aliases.
  func aliasedReducer(of name: String) -> String? {
    if let own { return own.declarations.value(of: name, OwnDeclarations.aliasTargetKind) }
    return aliasTargets[name]
  }

  /// `superclass[name]`, or with the facts of one file alone, from its own classes.
  func superclassName(of name: String) -> String? {
    if let own { return own.declarations.value(of: name, OwnDeclarations.superclassKind) }
    if let settled = storage.settledSuperclasses.unretained { return settled._withUnsafeGuaranteedRef { $0.superclass(of: name) } }
    return storage.superclass[name]
  }

  /// `answer(fact, name)` for the name whose short key is `key` (`SpellingTable.shortKey(of:)`),
  /// found by the key, not the string: for the questions the declared names answer
  /// (`NameFact.isAnsweredByKey`) under the tree's facts, while no name of the kinds asked is
  /// kept as a string (`isDeclared`'s sets). Nil otherwise: asked by the name then.
  func answer(_ fact: NameFact, shortKey key: UInt64) -> Bool? {
    guard own == nil else { return nil }
    let storage = self.storage
    let asked: UInt8
    switch fact {
    case .isClass:
      guard storage.classNames.isEmpty && storage.valueTypeNames.isEmpty else { return nil }
      asked = DeclaredNames.classKind | DeclaredNames.valueTypeKind
    case .isClosureAlias:
      guard storage.closureAliases.isEmpty else { return nil }
      asked = DeclaredNames.closureAliasKind
    case .isIdentifiable:
      guard storage.identifiableNames.isEmpty else { return nil }
      asked = DeclaredNames.identifiableKind
    case .isViewClass, .isUIKitViewClass, .isMemberRead, .isIgnoredEverywhere:
      return nil
    }
    // `isDeclared`: the kinds `declared` answers, which it holds the name as.
    var kinds: UInt8 = 0
    if storage.declaredKinds & asked != 0, let declared = storage.declared.unretained {
      guard let found = declared._withUnsafeGuaranteedRef({ $0.kinds(ofShortKey: key) }) else { return nil }
      kinds = found & storage.declaredKinds
    }
    if fact == .isClass { return kinds & DeclaredNames.classKind != 0 && kinds & DeclaredNames.valueTypeKind == 0 }
    return kinds & asked != 0
  }

  /// Whether `name` (simple or qualified) is a class or actor and not also a struct or enum.
  public func isClass(_ name: String) -> Bool {
    if let own { return own.declarations.contains(name, DeclaredNames.classKind) && !own.declarations.contains(name, DeclaredNames.valueTypeKind) }
    return isDeclared(name, DeclaredNames.classKind) && !isDeclared(name, DeclaredNames.valueTypeKind)
  }

  /// Whether class `name` is a UIKit view or controller: through classes declared in the tree
  /// to a `UI…` class, or, for a class declared elsewhere, by UIKit's naming conventions.
  public func isViewClassName(_ name: String) -> Bool {
    if own == nil, let settled = storage.settledSuperclasses.unretained { return settled._withUnsafeGuaranteedRef { $0.isViewClassName(name) } }
    return outermostClass(of: name).map(Self.isViewClassByName) ?? false
  }

  /// Where the chain of superclasses declared in the tree ends for class `name` (the first class
  /// without one), or nil past 16 steps: `inherits(name) { superclassName(of: $0) == nil && p($0) }`
  /// is `outermostClass(of: name).map(p) ?? false`, with one lookup per step instead of two.
  func outermostClass(of name: String) -> String? {
    if own == nil, let settled = storage.settledSuperclasses.unretained { return settled._withUnsafeGuaranteedRef { $0.outermostClass(of: name) } }
    var current = name
    for _ in 0..<16 {
      guard let next = superclassName(of: current) else { return current }
      current = next
    }
    return nil
  }

  /// Whether a class declared outside the tree is a UIKit view or controller by its name.
  /// An ASCII name is read as bytes, once: its characters are its bytes (only CR LF is one
  /// character of two, and neither the prefix nor a suffix holds either), so a prefix or suffix of
  /// bytes is one of characters. Past ASCII, by `hasPrefix` and `hasSuffix`.
  static func isViewClassByName(_ name: String) -> Bool {
    let answer: Bool? = name.withUTF8InPlace { bytes in
      for byte in bytes where byte >= 0x80 { return nil }
      return isViewClassByName(ascii: bytes)
    }
    return answer ?? (name.hasPrefix("UI") || viewSuffixes.contains { name.hasSuffix($0) })
  }

  /// `isViewClassByName` of a name whose UTF-8 `bytes` are all ASCII.
  static func isViewClassByName(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func starts(_ word: StaticString) -> Bool {
      word.withUTF8Buffer { word in bytes.count >= word.count && word.indices.allSatisfy { bytes[$0] == word[$0] } }
    }
    func ends(_ word: StaticString) -> Bool {
      word.withUTF8Buffer { word in
        bytes.count >= word.count && word.indices.allSatisfy { bytes[bytes.count - word.count + $0] == word[$0] }
      }
    }
    // `ViewController` ends with `Controller`.
    return starts("UI") || ends("View") || ends("Cell") || ends("Controller")
  }

  /// Made once: an array literal in `isViewClassByName` is made and freed per call.
  private static let viewSuffixes = ["ViewController", "View", "Cell", "Controller"]

  // MARK: Settling

  /// Records the reducer States, in file order and declaration order within a file; without
  /// `indexing`, only what their fields say about `ignoredEverywhere`.
  mutating func record(_ summaries: [StateSummary], indexing: Bool = true) {
    guard indexing else {
      // The facts of one file: its States kept as they are, `ignoredEverywhere` answered from
      // them when asked (`isIgnoredEverywhere`), not a table hashed from them per file.
      if summaries.isEmpty { return }
      let tables = self.tables
      if tables.unindexedStates.isEmpty { tables.unindexedStates = summaries } else { tables.unindexedStates += summaries }
      return
    }
    states.reserveCapacity(states.count + summaries.count)
    statesOfFeature.reserveCapacity(statesOfFeature.count + summaries.count)
    for summary in summaries {
      index(summary)
      // Into nothing, the conjunction is the summary's own fields (`true && ignored`): taken whole.
      let tables = self.tables, fields = summary.fields
      if tables.ignoredEverywhere.isEmpty {
        tables.ignoredEverywhere = fields
        continue
      }
      tables.ignoredEverywhere.reserveCapacity(tables.ignoredEverywhere.count + fields.count)
      // One lookup per field, in place.
      for (field, ignored) in fields { Self.and(&tables.ignoredEverywhere[field, default: true], ignored) }
    }
  }

  static func and(_ value: inout Bool, _ other: Bool) { value = value && other }

  /// Appends `name` to `names` unless it is there (as a string), as a set's `insert` keeps it.
  private static func insert(_ name: String, into names: inout [String]) {
    if !names.contains(name) { names.append(name) }
  }

  /// Lists `summary` in `states` and `stateOfFeature`.
  mutating func index(_ summary: StateSummary) {
    states[summary.qualifiedName, default: []].append(summary)
    Self.insert(summary.qualifiedName, into: &statesOfFeature[summary.featureName, default: []])
  }

  static func summary(_ state: StateDecl) -> StateSummary { StateSummary(state) }
}
