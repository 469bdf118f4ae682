import SwiftScan

/// One `observe { … }` call: the `observe` token and the brace group of its closure.
public struct ObserveCall: Sendable {
  public var callToken: Int
  public var closure: Int
  public var brace: Int
}

/// Everything a lint rule reads about one file: the scan, the tree-wide facts, the file's reducer
/// States and its `observe` calls. Built once per file; rules are pure functions of it.
///
/// Rules ask about the tree only through the `FactQuery` methods below (the facts themselves are
/// private), so a `FactLog` sees every answer that shaped the findings.
public struct LintContext {
  public let file: ScannedFile
  private let facts: LintFacts
  private let log: FactLog?
  public let states: [StateDecl]
  public let observeCalls: [ObserveCall]
  /// What several rules ask per type, computed once per file on first use.
  private let cache: Cache
  /// What fields' annotations give: the per-thread memo given, shared with the other files of
  /// the worker, or one made for this file alone. (Not optional: an optional class reference
  /// read through a computed property was copied through its generic value witness.)
  private let workerMemo: LintWorkerMemo

  /// Filled while rules run; a `LintContext` and its cache serve one file on one thread, and
  /// every access reads or writes a whole value (an answer is made before it is stored), so the
  /// accesses never overlap: the run-time exclusivity checks, one per access, are left out.
  ///
  /// With a per-thread `LintWorkerMemo`, one cache serves every file the thread lints, each in
  /// turn (`reset()` as a context is made; the context before is gone then): its arrays keep
  /// their storage from file to file instead of being allocated and freed per file.
  final class Cache {
    @exclusivity(unchecked) var variablesByBrace: VariablesByBrace? = nil
    /// By type index (sized on first use): the store properties of each type, in declaration
    /// order, and the table `storeFeatures(ofType:)` makes of them.
    @exclusivity(unchecked) var storeEntries: [[StoreEntry]?] = []
    /// The last type asked for its store properties and its answer: rules ask one type many
    /// times, and most files have one view type, so most files need no table by type.
    @exclusivity(unchecked) var lastVariablesBrace = -1
    @exclusivity(unchecked) var lastVariables: [Int] = []
    @exclusivity(unchecked) var lastStoreType = -1
    @exclusivity(unchecked) var lastStoreEntries: [StoreEntry] = []
    @exclusivity(unchecked) var storeFeatures: [[String: String]?] = []
    /// The last `storeFeature(ofType:named:)` asked: its type, its token and its answer. A view
    /// reads many fields through one store property (`store.a`, `store.b`).
    @exclusivity(unchecked) var lastFeatureType = -1
    @exclusivity(unchecked) var lastFeatureToken = -1
    @exclusivity(unchecked) var lastFeature: String? = nil
    /// What the State rules ask of each State field, by `fieldSlot`: several rules ask each field
    /// the same questions. One array (sized by `init`), each answer filled on first use.
    @exclusivity(unchecked) var fields: [FieldMemo] = []
    /// The string answers of `fields` (`FieldMemo.dependencyName` and the like), in the order
    /// made: most answers are nil, so a file keeps a few strings here, not three per field.
    @exclusivity(unchecked) var fieldStrings: [String] = []
    /// The `writtenTypeNames` and `nameParts` of every field known by its initializer, one run
    /// per field (`FieldMemo.names`, `FieldMemo.parts`): two arrays per file instead of two per
    /// field, made and freed. (An annotated field's are its `workerMemo` entry's.)
    @exclusivity(unchecked) var writtenNames: [String] = []
    @exclusivity(unchecked) var writtenParts: [NameParts] = []
    /// The file's own States by feature and by qualified name (only for files with many States;
    /// a few are searched in order), and each State's summary once made.
    @exclusivity(unchecked) var localIndex: [String: Int]? = nil
    /// The last feature `localState(ofFeature:)` looked up in `localIndex`, and its answer.
    @exclusivity(unchecked) var lastLocalFeature: String? = nil
    @exclusivity(unchecked) var lastLocalState: Int? = nil
    @exclusivity(unchecked) var localSummaries: [StateSummary?] = []
    /// `memberTokens()` when the file's own facts do not hold them.
    @exclusivity(unchecked) var members: [Int]? = nil
    /// This file's number in the type memo (`LintWorkerMemo.startFile()`): which of the memo's
    /// `fileAnswers` are this file's. (The memo keeps this cache; the cache does not hold it.)
    @exclusivity(unchecked) var memoFile = 0
    /// Where `init` builds the context's lists, which it then shares (`observeCalls` and
    /// `fieldSlots`), and the handler groups found.
    @exclusivity(unchecked) var calls: [ObserveCall] = []
    @exclusivity(unchecked) var handlerList: [Int] = []
    /// Whether `handlerList` and `handlers` are this file's (`LintContext.findCallees`).
    @exclusivity(unchecked) var handlersFound = false
    @exclusivity(unchecked) var slots: [Int] = []
    /// Per brace group: the index of the `observe` call that runs the code directly in it (-1:
    /// none; see `observeRun`), and whether it is a handler closure. Arrays, not hash tables: the
    /// observe rules ask about every token of every observe block. Empty when the file has no
    /// `observe` call (`handlers`: no handler closure). Read here, not shared with the context:
    /// a list the context held too was retained as it was made and released with the context.
    @exclusivity(unchecked) var runBy: [Int32] = []
    @exclusivity(unchecked) var handlers: [Bool] = []
    /// The tokens of the observe blocks two observe rules look at, found on first use.
    @exclusivity(unchecked) var blockTokens = ObserveBlockTokens()

    /// Every answer forgotten, as a new cache's; arrays keep their storage. (An empty array is
    /// left alone: emptying one costs a call through `replaceSubrange`, and most are empty. The
    /// short lists, a few entries per file, are emptied from the end: `removeAll(keepingCapacity:)`
    /// costs some 80 to 180 instructions through `replaceSubrange` for a list of one or two (a
    /// view's store property, its observe call); the lists by brace group, an entry per group,
    /// are emptied at once.)
    func reset() {
      variablesByBrace = nil
      if !storeEntries.isEmpty { storeEntries.removeAll(keepingCapacity: true) }
      // (`lastVariables` keeps its storage: the next list is made in it.)
      lastVariablesBrace = -1
      lastStoreType = -1
      while !lastStoreEntries.isEmpty { lastStoreEntries.removeLast() }
      if !storeFeatures.isEmpty { storeFeatures.removeAll(keepingCapacity: true) }
      lastFeatureType = -1
      lastFeatureToken = -1
      // (The optionals are assigned nil only when set: assigning nil to nil still calls the
      // runtime's release, per file.)
      if lastFeature != nil { lastFeature = nil }
      while !fields.isEmpty { fields.removeLast() }
      while !fieldStrings.isEmpty { fieldStrings.removeLast() }
      while !writtenNames.isEmpty { writtenNames.removeLast() }
      while !writtenParts.isEmpty { writtenParts.removeLast() }
      if localIndex != nil { localIndex = nil }
      if lastLocalFeature != nil { lastLocalFeature = nil }
      if !localSummaries.isEmpty { localSummaries.removeAll(keepingCapacity: true) }
      if members != nil { members = nil }
      memoFile = 0
      while !calls.isEmpty { calls.removeLast() }
      // (`runBy` and `handlers` are left for the next file's `init` or `findCallees`, which
      // write over them or empty them: see `refill`.)
      while !handlerList.isEmpty { handlerList.removeLast() }
      handlersFound = false
      while !slots.isEmpty { slots.removeLast() }
      blockTokens.forget()
    }
  }


  /// The answers about one State field, nil until asked.
  struct FieldMemo {
    /// Where in `Cache.writtenNames` and `Cache.writtenParts` the field's runs are.
    var names: Range<Int>? = nil
    var parts: Range<Int>? = nil
    /// The field's annotation in `Cache.workerMemo` (-1: none, the field is known by its
    /// initializer; -2: not looked up yet).
    var typeEntry = -2
    var isClosure: Bool? = nil
    /// Answers that are strings, as indices into `Cache.fieldStrings` (-1: nil; -2: not asked
    /// yet): a memo holds no string, so forgetting a file's memos destroys nothing per field.
    var dependencyName = -2
    var declaredType = -2
    var collectionElement = -2
  }

  /// A stored property of a type that holds a store, with the feature it is for.
  struct StoreEntry {
    var name: String
    var feature: String
    /// Whether `name` is ASCII: then a token equals it exactly when their bytes are equal.
    var isASCII: Bool
  }

  /// What the State rules read of one name a field writes for its type: its last part (annotated
  /// fields) or its leading type names (fields known by their initializer).
  struct NameParts {
    var last: String?
    var prefix: [String]
  }

  /// `fieldSlots[s] + f` is field `f` of State `s` in the per-field caches. (Held by the
  /// context, not read through the cache: the State rules ask it at every question about a field.)
  private let fieldSlots: [Int]

  private func fieldSlot(_ s: Int, _ f: Int) -> Int { fieldSlots[s] + f }

  /// The index in the type memo of field `f` of State `s`'s annotation, or -1 without one.
  private func typeEntry(_ s: Int, _ f: Int) -> Int {
    let slot = fieldSlot(s, f)
    let known = cache.fields[slot].typeEntry
    if known != -2 { return known }
    let typeTokens = states[s].fields[f].typeTokens
    var entry = -1
    if !typeTokens.isEmpty { entry = workerMemo.entry(typeTokens, in: file) }
    cache.fields[slot].typeEntry = entry
    return entry
  }

  /// Whether field `f` of State `s` is annotated with a type that mentions a function type
  /// (`TypeText.isFunctionType` of its annotation; false without one).
  func writesFunctionType(state s: Int, field f: Int) -> Bool {
    let entry = typeEntry(s, f)
    return entry >= 0 && workerMemo.entries[entry].isFunctionType
  }

  /// For an annotated field, the first last part of its names that `StateDependency.isDependencyType`
  /// accepts; nil for one without an annotation.
  func annotatedDependency(state s: Int, field f: Int) -> String? {
    let entry = typeEntry(s, f)
    // Most annotations name no dependency: nil is told by its tag, without the string copied
    // out (a retain and a release even of nil, some 30 instructions per field).
    guard entry >= 0, workerMemo.entries[entry].dependency != nil else { return nil }
    return workerMemo.entries[entry].dependency
  }

  /// The type memo's answers of this file about annotation `entry`, made this file's (empty)
  /// when they were another file's.
  private func claimAnswers(_ entry: Int) {
    let memo = workerMemo
    if memo.fileAnswers[entry].file != cache.memoFile { memo.fileAnswers[entry] = LintWorkerMemo.FileAnswers(file: cache.memoFile) }
  }

  /// `StateClosure.isClosure` of field `f` of State `s`, made once per field, and for an
  /// annotated field once per annotation and file: it reads the annotation's names and asks the
  /// tree about them (`isClosureAlias`), under the facts this whole file is linted under, so
  /// every field so annotated gets the answer and the questions of the first (a question asked
  /// again is one the log already holds, with the same answer).
  func isClosure(state s: Int, field f: Int) -> Bool {
    let slot = fieldSlot(s, f)
    if let known = cache.fields[slot].isClosure { return known }
    let entry = typeEntry(s, f)
    let answer: Bool
    if entry >= 0 {
      let memo = workerMemo
      if memo.fileAnswers[entry].file == cache.memoFile, let known = memo.fileAnswers[entry].isClosure {
        answer = known
      } else {
        answer = StateClosure.isClosure(state: s, field: f, self)
        claimAnswers(entry)
        memo.fileAnswers[entry].isClosure = answer
      }
    } else {
      answer = StateClosure.isClosure(state: s, field: f, self)
    }
    cache.fields[slot].isClosure = answer
    return answer
  }

  /// `StateReferenceType.referenceName` of annotated field `f` of State `s`, made once per
  /// annotation and file, as `isClosure(state:field:)` (it asks the tree `isClass` of the names).
  func annotatedReference(state s: Int, field f: Int) -> String? {
    let entry = typeEntry(s, f)
    let memo = workerMemo
    if memo.fileAnswers[entry].file == cache.memoFile {
      let known = memo.fileAnswers[entry].reference
      if known != -2 { return kept(known) }
    }
    let answer = StateReferenceType.annotatedReferenceName(memo, entry: entry, self)
    claimAnswers(entry)
    memo.fileAnswers[entry].reference = keep(answer)
    return answer
  }

  /// `TypeText.arrayElement` of the field's declared type (an annotation's worked out once).
  func arrayElement(state s: Int, field f: Int) -> String? {
    let entry = typeEntry(s, f)
    if entry >= 0 {
      // Most annotations are no array: nil is told without the string copied out (see
      // `annotatedDependency`).
      guard workerMemo.entries[entry].arrayElement != nil else { return nil }
      return workerMemo.entries[entry].arrayElement
    }
    return declaredType(state: s, field: f).flatMap(TypeText.arrayElement)
  }

  /// A field's string answer as its `FieldMemo` keeps it: an index into `Cache.fieldStrings`,
  /// or -1 for nil.
  private func keep(_ answer: String?) -> Int {
    guard let answer else { return -1 }
    cache.fieldStrings.append(answer)
    return cache.fieldStrings.count - 1
  }

  /// The string answer `keep` gave `known` (not -2) for.
  private func kept(_ known: Int) -> String? { known >= 0 ? cache.fieldStrings[known] : nil }

  /// `StateDependency.dependencyName` of field `f` of State `s`, made once per field.
  func dependencyName(state s: Int, field f: Int) -> String? {
    let slot = fieldSlot(s, f)
    let known = cache.fields[slot].dependencyName
    if known != -2 { return kept(known) }
    let answer = StateDependency.dependencyName(state: s, field: f, self)
    cache.fields[slot].dependencyName = keep(answer)
    return answer
  }

  /// `TypeText.names` of what field `f` of State `s` writes for its type: the annotation, or
  /// without one the initializer. Made once: three State rules read each field's.
  func writtenTypeNames(state s: Int, field f: Int) -> ArraySlice<String> {
    let slot = fieldSlot(s, f)
    if let known = cache.fields[slot].names { return cache.writtenNames[known] }
    let entry = typeEntry(s, f)
    if entry >= 0 { return workerMemo.entries[entry].names[...] }
    // Known by its initializer (an annotation's names are the memo's).
    let start = cache.writtenNames.count
    TypeText.appendNames(states[s].fields[f].initializerTokens, in: file, to: &cache.writtenNames)
    let run = start..<cache.writtenNames.count
    cache.fields[slot].names = run
    return cache.writtenNames[run]
  }

  /// For each of `writtenTypeNames(state:field:)`: `TypeText.lastPart` of it when the field is
  /// annotated, else `TypeText.typePrefix` of it. Made once: two State rules read each field's.
  /// The parts are indexed as the names are, from 0 at the start of each slice's run.
  func nameParts(state s: Int, field f: Int) -> ArraySlice<NameParts> {
    let slot = fieldSlot(s, f)
    if let known = cache.fields[slot].parts { return cache.writtenParts[known] }
    let entry = typeEntry(s, f)
    if entry >= 0 { return workerMemo.entries[entry].parts[...] }
    // Known by its initializer (an annotation's parts are the memo's).
    let names = writtenTypeNames(state: s, field: f)
    let start = cache.writtenParts.count
    for name in names { cache.writtenParts.append(NameParts(last: nil, prefix: TypeText.typePrefix(name))) }
    let run = start..<cache.writtenParts.count
    cache.fields[slot].parts = run
    return cache.writtenParts[run]
  }

  /// `StateSelectionByCopy.declaredType` of field `f` of State `s`, made once per field.
  func declaredType(state s: Int, field f: Int) -> String? {
    let slot = fieldSlot(s, f)
    let known = cache.fields[slot].declaredType
    if known != -2 { return kept(known) }
    let entry = typeEntry(s, f)
    if entry >= 0 { return workerMemo.entries[entry].joined }
    let type = StateSelectionByCopy.declaredType(typeTokens: states[s].fields[f].typeTokens,
                                                 initializerTokens: states[s].fields[f].initializerTokens, file)
    cache.fields[slot].declaredType = keep(type)
    return type
  }

  /// `TypeText.collectionElement` of the field's declared type, made once per field.
  func collectionElement(state s: Int, field f: Int) -> String? {
    let slot = fieldSlot(s, f)
    let known = cache.fields[slot].collectionElement
    if known != -2 { return kept(known) }
    let entry = typeEntry(s, f)
    if entry >= 0 {
      // Most annotations are no collection: nil is told without the string copied out (see
      // `annotatedDependency`).
      guard workerMemo.entries[entry].collectionElement != nil else { return nil }
      return workerMemo.entries[entry].collectionElement
    }
    let element = declaredType(state: s, field: f).flatMap(TypeText.collectionElement)
    cache.fields[slot].collectionElement = keep(element)
    return element
  }

  /// Closures UIKit stores and calls on a user's tap: code in them does not run with the block
  /// that creates them.
  static let handlerCallees: [StaticString] = ["UIAction", "UIAlertAction", "UIContextualAction", "UIDeferredMenuElement", "addAction"]
  static let handlerLabels: [StaticString] = ["handler", "actionHandler", "primaryAction"]
  /// Bit `n` set when `observe` or a name of `handlerCallees` is `n` bytes long (all are shorter
  /// than 64): most closures' callees are ruled out by their length alone.
  static let calleeLengths: UInt64 = handlerCallees.reduce(1 << UInt64(("observe" as StaticString).utf8CodeUnitCount)) {
    $0 | 1 << UInt64($1.utf8CodeUnitCount)
  }

  init(file: ScannedFile, facts: LintFacts, log: FactLog? = nil, workerMemo: LintWorkerMemo? = nil) {
    self.file = file
    self.facts = facts
    self.log = log
    let memo = workerMemo ?? LintWorkerMemo()
    self.workerMemo = memo
    // The thread's cache, once the file before it is done with it.
    let cache: Cache
    if let kept = memo.contextCache {
      cache = kept
      cache.reset()
    } else {
      cache = Cache()
      memo.contextCache = cache
    }
    cache.memoFile = memo.startFile()
    self.cache = cache
    var variables = facts.own?.variables
    self.states = facts.states(in: file, log: log, variables: &variables)
    // Moved into the cache (emptied by `reset`), not copied: no list counted.
    swap(&cache.variablesByBrace, &variables)
    // The lists are built in the cache's arrays (storage kept from the file before) and then
    // shared with the context: at the next file, the context gone, they are the cache's alone.
    // (Most views declare no State: an empty list is not reserved for, which reallocated it.)
    if !states.isEmpty { cache.slots.reserveCapacity(states.count) }
    var fieldCount = 0
    for s in states.indices { cache.slots.append(fieldCount); fieldCount += states[s].fields.count }
    fieldSlots = cache.slots
    // A file with no name spelled `observe` (the lexer's note) has no observe call: its closures'
    // callees are read only if a rule asks which closures are handlers (`isHandler`), which few
    // such files' rules do (most legacy and reducer files: a callee's tokens read per closure).
    if file.signs.namesObserve { Self.findCallees(in: file, into: cache, observeCalls: true) }
    observeCalls = cache.calls
    // Groups are numbered in the order they open, so a parent's answer is known before its
    // children's: one pass gives `observeRun`'s walk up for every group.
    if !cache.calls.isEmpty {
      // Taken out of the cache while written (each write through the class asked whether the
      // list is unique), swapped, not copied: no reference counted.
      var runBy: [Int32] = []
      swap(&runBy, &cache.runBy)
      let handlers = cache.handlers
      Self.refill(&runBy, count: file.outline.braces.count, with: -1)
      for (k, call) in cache.calls.enumerated() where runBy[call.brace] < 0 { runBy[call.brace] = Int32(k) }
      for (b, group) in file.outline.braces.enumerated() where runBy[b] < 0 && !(handlers.isEmpty ? false : handlers[b]) {
        switch group.kind {
        case .function, .type: break
        default: if group.parent >= 0 { runBy[b] = runBy[group.parent] }
        }
      }
      swap(&runBy, &cache.runBy)
    } else if !cache.runBy.isEmpty {
      cache.runBy.removeAll(keepingCapacity: true)
    }
    if fieldCount > 0 {
      // Appended in place: `Array(repeating:count:)` copies its value into each slot through
      // the value's copy (a retain check per optional field).
      cache.fields.reserveCapacity(fieldCount)
      for _ in 0..<fieldCount { cache.fields.append(FieldMemo()) }
      // (`writtenNames` and `writtenParts` hold only fields known by their initializer, most
      // States have few or none: they are not sized up front.)
    }
  }

  /// The file's `observe` calls (with `observeCalls`) and handler closures, in `cache.calls`,
  /// `cache.handlerList` and `cache.handlers` (`handlersFound` set). Most files have no observe
  /// call and no handler closure: the tables by brace group are made only for those that have
  /// (an empty handler table answers false for every group).
  private static func findCallees(in file: ScannedFile, into cache: Cache, observeCalls: Bool) {
    // By index: iterating would copy each closure declaration (its parameter list retained).
    let closures = file.outline.closures
    // (Read once: a static is checked for its one-time initialization at every read.)
    let calleeLengths = Self.calleeLengths
    for c in closures.indices where closures[c].brace >= 0 {
      let brace = closures[c].brace
      let callee = Self.calleeTokens(ofBrace: brace, in: file)
      if let token = callee.name, calleeLengths & (1 << UInt64(min(63, file.tokens[token].end - file.tokens[token].start))) != 0 {
        if observeCalls && file.textEquals(token, "observe" as StaticString) {
          cache.calls.append(ObserveCall(callToken: token, closure: c, brace: brace))
        }
        if Self.handlerCallees.contains(where: { file.textEquals(token, $0) }) { cache.handlerList.append(brace) }
      }
      if let label = callee.label, Self.handlerLabels.contains(where: { file.textEquals(label, $0) }) { cache.handlerList.append(brace) }
    }
    // The tables are reserved and appended to: `Array(repeating:count:)` (and
    // `init(unsafeUninitializedCapacity:)`) allocate through the standard library's
    // unspecialized path, a generic metadata lookup per file (some 800 instructions), where
    // `reserveCapacity` allocates through code specialized here.
    if !cache.handlerList.isEmpty {
      Self.refill(&cache.handlers, count: file.outline.braces.count, with: false)
      for b in cache.handlerList { cache.handlers[b] = true }
    } else if !cache.handlers.isEmpty {
      cache.handlers.removeAll(keepingCapacity: true)
    }
    cache.handlersFound = true
  }

  /// The call a closure literal is passed to: its name token (`observe`, `UIAction`) for a
  /// trailing or sole argument closure, or its argument label.
  static func callee(ofBrace b: Int, in file: ScannedFile) -> (name: String?, token: Int?, label: String?) {
    let (token, label) = calleeTokens(ofBrace: b, in: file)
    return (token.map { file.text($0) }, token, label.map { file.text($0) })
  }

  /// `callee(ofBrace:in:)` as token indices (name, label), without making strings: every
  /// closure of every file linted passes here.
  static func calleeTokens(ofBrace b: Int, in file: ScannedFile) -> (name: Int?, label: Int?) {
    // Token steps (-1: none) by SwiftScan's inlinable accessors: every closure of every file
    // linted passes here.
    let open = file.outline.braces[b].open
    let previous = file.previousSignificant(before: open) ?? -1
    guard previous >= 0 else { return (nil, nil) }
    switch file.tokens[previous].kind {
    case .identifier:
      let before = file.previousSignificant(before: previous) ?? -1
      if before >= 0, file.isIdentifier(before, "func") { return (nil, nil) }
      return (previous, nil)
    case .rightParen:
      // `name(…) { … }`: only an empty argument list keeps `observe() { … }` an observe call.
      guard let lparen = file.partner(previous) else { return (nil, nil) }
      let name = file.previousSignificant(before: lparen) ?? -1
      guard name >= 0, file.tokens[name].kind == .identifier else { return (nil, nil) }
      if file.textEquals(name, "observe" as StaticString), file.nextSignificant(after: lparen) != previous { return (nil, nil) }
      return (name, nil)
    case .leftParen:
      let name = file.previousSignificant(before: previous) ?? -1
      guard name >= 0, file.tokens[name].kind == .identifier else { return (nil, nil) }
      let close = file.outline.braces[b].close
      if file.textEquals(name, "observe" as StaticString) {
        let after = file.nextSignificant(after: close) ?? -1
        if after >= 0, file.partner(after) != previous { return (nil, nil) }
      }
      return (name, nil)
    case .colon:
      let label = file.previousSignificant(before: previous) ?? -1
      guard label >= 0, file.tokens[label].kind == .identifier else { return (nil, nil) }
      return (nil, label)
    default:
      return (nil, nil)
    }
  }

  // MARK: Observe blocks

  /// The innermost `observe` call whose closure runs token `t` when it runs: `t` is in its body,
  /// possibly inside closures it calls, but not inside a control's action handler it creates.
  /// Walking up from `t`'s group: the first that is an observe closure gives the call; a handler
  /// closure, a function or a type body ends the walk with none.
  public func observeRun(containing t: Int) -> ObserveCall? {
    guard !cache.runBy.isEmpty else { return nil }
    let b = file.brace(of: t)
    guard b >= 0 else { return nil }
    let call = cache.runBy[b]
    return call >= 0 ? observeCalls[Int(call)] : nil
  }

  /// The tokens of the observe blocks that `non-idempotent-observe` and
  /// `view-creation-in-observe` look at, found in one walk for both on first use.
  func observeBlockTokens() -> ObserveBlockTokens {
    if !cache.blockTokens.isWalked { cache.blockTokens.walk(observeCalls, in: file) }
    return cache.blockTokens
  }

  public func bodyRange(of call: ObserveCall) -> Range<Int> {
    let group = file.outline.braces[call.brace]
    return (group.open + 1)..<group.close
  }

  /// Whether brace group `b` is a handler closure (see `handlerCallees`).
  public func isHandler(brace b: Int) -> Bool {
    if !cache.handlersFound { Self.findCallees(in: file, into: cache, observeCalls: false) }
    return b >= 0 && b < cache.handlers.count && cache.handlers[b]
  }

  // MARK: Member chains

  /// For a member token `m` written `a.b?.c(x).m`, the first token of the chain (`a`); `m`
  /// itself when it is not preceded by a period.
  public func chainStart(ofMember m: Int) -> Int {
    guard let period = file.previousSignificant(before: m), file.tokens[period].kind == .period else { return m }
    var start = period
    var cursor = period
    while var before = file.previousSignificant(before: cursor) {
      if file.tokens[before].kind == .operator, file.textEquals(before, "?" as StaticString) || file.textEquals(before, "!" as StaticString),
         file.tokens[before].end == file.tokens[cursor].start, let owner = file.previousSignificant(before: before) {
        before = owner
      }
      if file.tokens[before].kind == .rightParen || file.tokens[before].kind == .rightBracket, let open = file.partner(before) {
        start = open
        guard let callee = file.previousSignificant(before: open), file.tokens[callee].kind == .identifier,
              file.tokens[callee].end == file.tokens[open].start else { break }
        before = callee
      }
      guard file.tokens[before].kind == .identifier else { break }
      start = before
      guard let dot = file.previousSignificant(before: before), file.tokens[dot].kind == .period else { break }
      cursor = dot
    }
    return start
  }

  /// Identifier tokens of the chain before member `m`, outside call arguments.
  public func receiverIdentifiers(ofMember m: Int) -> [Int] {
    let start = chainStart(ofMember: m)
    var result: [Int] = []
    var t = start
    while t < m {
      if let p = file.partner(t), p > t { t = p + 1; continue }
      if file.tokens[t].kind == .identifier { result.append(t) }
      t += 1
    }
    return result
  }

  /// Whether member `m` is called on something named like a store (`store`, `viewStore`,
  /// `self.store`, `store.scope(…)`).
  public func isOnStore(member m: Int) -> Bool {
    receiverIdentifiers(ofMember: m).contains { t in
      // `store` in any case, on the token's bytes (no lowercased copy, no Foundation search).
      let start = Int(file.tokens[t].start), end = Int(file.tokens[t].end)
      guard end - start >= 5 else { return false }
      return (start...(end - 5)).contains { file.spellsIgnoringCase("store", at: $0) }
    }
  }

  /// `X.send(` on a store: the `send` tokens in `range`.
  public func storeSends(in range: Range<Int>) -> [Int] {
    // Each is an identifier whose previous significant token is a period: one of the file's
    // member tokens (listed in order), so only those in `range` are read, found by halving, not
    // every token of the range (every token of every observe block passed here).
    let members = memberTokens()
    var sends: [Int] = []
    var m = FactsCollector.firstIndex(in: members, atLeast: range.lowerBound)
    while m < members.count, members[m] < range.upperBound {
      let t = members[m]
      m += 1
      guard file.textEquals(t, "send" as StaticString) else { continue }
      let next = file.nextSignificant(after: t) ?? -1
      guard next >= 0, file.tokens[next].kind == .leftParen, isOnStore(member: t) else { continue }
      sends.append(t)
    }
    return sends
  }

  // MARK: Types

  /// Whether class `name` is a UIKit view or controller: through classes declared in the tree
  /// to a `UI…` class, or, for a class declared elsewhere, by UIKit's naming conventions.
  public func isViewClassName(_ name: String) -> Bool { ask(.isViewClass, name) }

  /// Every identifier whose previous significant token is a period, in order
  /// (`ScannedFile.memberTokens()`): found once when collecting the file's own facts, else now.
  func memberTokens() -> [Int] {
    if let own = facts.own { return own.reads.memberTokens }
    // Under the tree's facts: found once per file (several rules ask).
    if let known = cache.members { return known }
    let members = file.memberTokens()
    cache.members = members
    return members
  }

  // MARK: The tree

  func ask(_ query: FactQuery) -> FactAnswer { log?.ask(query, facts) ?? facts.answer(query) }

  /// `ask(fact.query(name)).bool`, recorded compactly (`FactLog.ask(_:_:_:)`).
  func ask(_ fact: NameFact, _ name: String) -> Bool { log?.ask(fact, name, facts) ?? facts.answer(fact, name) }

  /// Whether `name` (simple or qualified) is a class or actor of the tree and not also a value type.
  public func isClass(_ name: String) -> Bool { ask(.isClass, name) }
  /// Whether class `name` inherits from a UIKit view class (`UILabel`, `UIStackView`).
  public func isUIKitViewClass(_ name: String) -> Bool { ask(.isUIKitViewClass, name) }
  public func isClosureAlias(_ name: String) -> Bool { ask(.isClosureAlias, name) }
  public func isIdentifiable(_ name: String) -> Bool { ask(.isIdentifiable, name) }
  /// Whether some file reads member `name` (`x.name`, `\.name`).
  public func isMemberRead(_ name: String) -> Bool { ask(.isMemberRead, name) }
  /// Whether `name` is used inside State type `state` (qualified) or its extensions.
  public func isRead(_ name: String, insideState state: String) -> Bool { ask(.isReadInside(state: state, name: name)).bool }
  /// Whether every reducer State declaring field `name` marks it `@ObservationStateIgnored`.
  public func isIgnoredEverywhere(_ name: String) -> Bool { ask(.isIgnoredEverywhere, name) }
  /// Member names read on the right of assignments to member `name`.
  public func assignedFrom(_ name: String) -> Set<String> {
    if case .names(let names) = ask(.assignedFrom(name)) { return names }
    return []
  }

  /// Whether declaration `k` is view code: a UIKit view or controller class (or an extension of
  /// one), or a SwiftUI `View`.
  public func isViewType(_ k: Int) -> Bool {
    // Fields read in place, not the declaration copied: every type of every file linted passes
    // here. The keyword is its token's (`typeKeyword`, which the outline's string spells), one
    // load instead of a string comparison per case.
    let types = file.outline.types
    switch file.typeKeyword(k) {
    case .class: return types[k].inheritance.first.map { isViewClassName($0) } ?? false
    case .struct: return types[k].inheritance.containsASCII("View")
    case .extension: return isViewClassName(types[k].name) || types[k].inheritance.containsASCII("View")
    default: return false
    }
  }

  /// Makes `list` `count` copies of `value`, written over the entries it holds from the file
  /// before and cut or grown to length, not emptied first: `removeAll(keepingCapacity:)` costs
  /// some 80 instructions through `replaceSubrange`, and one file's groups number about as many
  /// as the next one's. (Grown by appending after a `reserveCapacity`, as the tables by group
  /// always were; see `init`.)
  @inline(__always)
  private static func refill<T>(_ list: inout [T], count: Int, with value: T) {
    cut(&list, to: count)
    for i in list.indices { list[i] = value }
    if list.count < count {
      list.reserveCapacity(count)
      for _ in list.count..<count { list.append(value) }
    }
  }

  /// Drops the entries of `list` past the first `count` (none if it holds no more), storage
  /// kept. A few extra entries are dropped one by one: `removeLast(_:)`, like
  /// `removeAll(keepingCapacity:)`, goes through `replaceSubrange` (some 80 to 100
  /// instructions); more are dropped at once.
  @inline(__always)
  private static func cut<T>(_ list: inout [T], to count: Int) {
    if list.count - count > 4 { list.removeLast(list.count - count) }
    while list.count > count { list.removeLast() }
  }

  /// Indices of the variables declared directly in brace group `b`, in order. Indexed once per
  /// file, so asking for every type of a large file stays linear.
  public func variables(inBrace b: Int) -> [Int] {
    guard b >= 0 else { return [] }
    if cache.variablesByBrace == nil {
      // A file with a few types is asked about a few groups: a pass over its variables costs
      // less than building the index (the same indices, in order).
      if file.outline.types.count <= VariablesByBrace.fewTypes {
        // Several rules ask for one type's group in turn: the last answer is kept.
        if cache.lastVariablesBrace == b { return cache.lastVariables }
        // `VariablesByBrace.variables(inBrace:of:)`'s list, made in the storage of the last
        // one (kept from file to file: the callers are done with it by the next question),
        // not in a new array per file.
        // Written over the last list's entries and cut to length after, not emptied first:
        // `removeAll(keepingCapacity:)` costs some 80 instructions through `replaceSubrange`,
        // and the groups of one file after another (a view's properties) mostly list as many.
        // The entries held are written through one mutable buffer (a write by subscript asked
        // the runtime whether the list is unique, once per variable listed); past them, the
        // list grows by appending.
        var result = cache.lastVariables
        cache.lastVariables = []
        var n = 0
        var v = 0
        let variables = file.outline.variables
        result.withUnsafeMutableBufferPointer { room in
          while v < variables.count, n < room.count {
            if variables[v].brace == b {
              room[n] = v
              n += 1
            }
            v += 1
          }
        }
        while v < variables.count {
          if variables[v].brace == b {
            result.append(v)
            n += 1
          }
          v += 1
        }
        Self.cut(&result, to: n)
        cache.lastVariablesBrace = b
        cache.lastVariables = result
        return result
      }
      cache.variablesByBrace = VariablesByBrace(file)
    }
    return cache.variablesByBrace?.variables(inBrace: b) ?? []
  }

  /// Stored properties of type `k` that hold a store, with the feature each one is for.
  public func storeFeatures(ofType k: Int) -> [String: String] {
    guard k >= 0 else { return [:] }
    if cache.storeFeatures.isEmpty { cache.storeFeatures = Array(repeating: nil, count: file.outline.types.count) }
    if let known = cache.storeFeatures[k] { return known }
    // Made from the entries in order, as it always was: a later property of a name replaces an
    // earlier one, and the table's order (which callers iterate) is that of the same insertions.
    var result: [String: String] = [:]
    for entry in storeEntries(ofType: k) { result[entry.name] = entry.feature }
    cache.storeFeatures[k] = result
    return result
  }

  /// The store properties of type `k`, in declaration order (see `storeFeatures(ofType:)`).
  func storeEntries(ofType k: Int) -> [StoreEntry] {
    guard k >= 0 else { return [] }
    if cache.lastStoreType == k { return cache.lastStoreEntries }
    if cache.lastStoreType >= 0 {
      // A second type: from now on, a table by type (keeping the last one asked in it).
      if cache.storeEntries.isEmpty { cache.storeEntries = Array(repeating: nil, count: file.outline.types.count) }
      cache.storeEntries[cache.lastStoreType] = cache.lastStoreEntries
      if let known = cache.storeEntries[k] {
        cache.lastStoreType = k
        cache.lastStoreEntries = known
        return known
      }
    }
    // Built in the storage of the last answer, kept from type to type and from file to file
    // (an answer the table by type holds is shared: emptying it then makes new storage).
    var entries = cache.lastStoreEntries
    cache.lastStoreEntries = []
    if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    for v in variables(inBrace: file.outline.types[k].brace) {
      let typeTokens = file.outline.variables[v].typeTokens
      // Only a type naming `Store`, `StoreOf`, `ViewStore` or `ViewStoreOf` can hold a store.
      guard typeTokens.contains(where: { t in
        file.tokens[t].kind == .identifier
          && (file.textEquals(t, "Store" as StaticString) || file.textEquals(t, "StoreOf" as StaticString)
              || file.textEquals(t, "ViewStore" as StaticString) || file.textEquals(t, "ViewStoreOf" as StaticString))
      }) else { continue }
      if let feature = storeFeatureName(typeTokens) {
        let name = file.outline.variables[v].name
        // (The name's bytes read in place: `utf8.allSatisfy` iterated a small string's bytes
        // through the generic view, some 25 instructions a byte.)
        entries.append(StoreEntry(name: name, feature: feature, isASCII: name.withUTF8InPlace { !$0.contains { $0 >= 0x80 } }))
      }
    }
    if !cache.storeEntries.isEmpty { cache.storeEntries[k] = entries }
    cache.lastStoreType = k
    cache.lastStoreEntries = entries
    return entries
  }

  /// `featureName(ofStoreOrViewStoreType: TypeText.optionalWrapped(type) ?? type)` of
  /// `type = TypeText.joined(typeTokens, in: file)`, the feature a store property's type names,
  /// made from the type's bytes without the strings between (every store property of every
  /// view passes here).
  ///
  /// Exact for an ASCII type: there every character is one byte but `\r\n`, which holds none of
  /// `?`, `!`, `<`, `>` nor a letter and joins with nothing else, so `hasSuffix("?")` and
  /// `hasSuffix("!")` are a test of the last byte, `dropLast()` drops one byte, and
  /// `hasPrefix("Optional<")`, `dropFirst(9)` are tests and cuts of the first nine bytes. Past
  /// ASCII, by the strings.
  private func storeFeatureName(_ typeTokens: Range<Int>) -> String? {
    // `joined`'s one run of bytes: from the first significant token to the last, when no trivia
    // lies between (most types); otherwise by the strings.
    var first = -1, last = -1, gap = false, split = false
    for t in typeTokens {
      if file.tokens[t].kind.isTrivia {
        if first >= 0 { gap = true }
      } else {
        if gap { split = true; break }
        if first < 0 { first = t }
        last = t
      }
    }
    let range: Range<Int>?? = first < 0 || split ? .none : file.bytes.withUnsafeBufferPointer { bytes in
      let lowerByte = Int(file.tokens[first].start)
      let all = UnsafeBufferPointer(rebasing: bytes[lowerByte..<Int(file.tokens[last].end)])
      for byte in all where byte >= 0x80 { return .none }
      // `optionalWrapped`: `T?`, `T!` or `Optional<T>` unwrapped once.
      var lower = 0, upper = all.count
      if let end = all.last {
        if end == UInt8(ascii: "?") || end == UInt8(ascii: "!") {
          upper -= 1
        } else if end == UInt8(ascii: ">"), all.count >= 10, Self.starts(all, "Optional<", at: 0) {
          lower = 9
          upper -= 1
        }
      }
      guard let part = Self.featureRange(UnsafeBufferPointer(rebasing: all[lower..<upper])) else { return .some(nil) }
      return .some((lowerByte + lower + part.lowerBound)..<(lowerByte + lower + part.upperBound))
    }
    switch range {
    case .none:
      let type = TypeText.joined(typeTokens, in: file)
      return Self.featureName(ofStoreOrViewStoreType: TypeText.optionalWrapped(type) ?? type)
    case .some(nil): return nil
    case .some(let part?): return file.text(bytes: part)
    }
  }

  /// Whether `bytes` hold `prefix` at `offset`.
  private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString, at offset: Int) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count - offset >= count else { return false }
    // The prefixes are literals of ASCII text: held as pointers to their bytes.
    let expected = prefix.utf8Start
    for k in 0..<count where bytes[offset + k] != expected[k] { return false }
    return true
  }

  /// The bytes of the feature named by the ASCII store type `bytes` (see
  /// `featureName(ofStoreOrViewStoreType:)`), or nil when it names none.
  private static func featureRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    // `ViewStore…<` reads as `Store…<` after `View`.
    let start = starts(bytes, "ViewStoreOf<", at: 0) || starts(bytes, "ViewStore<", at: 0) ? 4 : 0
    guard let last = bytes.last, last == UInt8(ascii: ">") else { return nil }
    if starts(bytes, "StoreOf<", at: start) { return (start + 8)..<(bytes.count - 1) }
    guard starts(bytes, "Store<", at: start) else { return nil }
    // The first part split at commas, empty parts omitted, less a `.State` suffix.
    let end = bytes.count - 1
    var first = start + 6
    while first < end, bytes[first] == UInt8(ascii: ",") { first += 1 }
    guard first < end else { return nil }
    var stop = first
    while stop < end, bytes[stop] != UInt8(ascii: ",") { stop += 1 }
    let suffix: StaticString = ".State"
    if stop - first >= 6, suffix.withUTF8Buffer({ suffix in (0..<6).allSatisfy { bytes[stop - 6 + $0] == suffix[$0] } }) { stop -= 6 }
    return first..<stop
  }

  /// `FileModel.featureName(ofStoreType: type) ?? FileModel.featureName(ofViewStoreType: type)`,
  /// on bytes for an ASCII type (where characters are bytes, so every prefix, suffix and split
  /// of the string functions is one of bytes); past ASCII, by those functions.
  static func featureName(ofStoreOrViewStoreType type: String) -> String? {
    let range: Range<Int>?? = type.withUTF8InPlace { bytes in
      for byte in bytes where byte >= 0x80 { return .none }
      return .some(featureRange(bytes))
    }
    switch range {
    case .none: return FileModel.featureName(ofStoreType: type) ?? FileModel.featureName(ofViewStoreType: type)
    case .some(nil): return nil
    case .some(let part?): return type.withUTF8InPlace { String(decoding: UnsafeBufferPointer(rebasing: $0[part]), as: UTF8.self) }
    }
  }

  /// `storeFeatures(ofType: k)[text(t)]` without the table or the string: the last store
  /// property of type `k` named as token `t`.
  func storeFeature(ofType k: Int, named t: Int) -> String? {
    let token = file.tokens[t]
    let start = Int(token.start), length = Int(token.end - token.start)
    // The answer depends only on the type and the token's text, and a type's entries never
    // change: a token spelled with the same bytes as the last one asked of the same type gets
    // its answer (equal bytes make equal strings, so even the non-ASCII comparison agrees).
    if cache.lastFeatureType == k, cache.lastFeatureToken >= 0 {
      let last = file.tokens[cache.lastFeatureToken]
      let lastStart = Int(last.start)
      // Both tokens lie inside the file's bytes: compared in place.
      if Int(last.end) - lastStart == length,
         file.bytes.withUnsafeBufferPointer({ bytes in (0..<length).allSatisfy { bytes[start + $0] == bytes[lastStart + $0] } }) {
        return cache.lastFeature
      }
    }
    let feature = storeFeature(ofType: k, named: t, start: start, length: length)
    cache.lastFeatureType = k
    cache.lastFeatureToken = t
    cache.lastFeature = feature
    return feature
  }

  private func storeFeature(ofType k: Int, named t: Int, start: Int, length: Int) -> String? {
    let entries = storeEntries(ofType: k)
    guard !entries.isEmpty else { return nil }
    var tokenIsASCII = true
    for k in start..<(start + length) where file.bytes[k] >= 0x80 { tokenIsASCII = false; break }
    var e = entries.count - 1
    while e >= 0 {
      let equal: Bool
      if tokenIsASCII && entries[e].isASCII {
        equal = entries[e].name.withUTF8InPlace { name in
          name.count == length && (0..<length).allSatisfy { file.bytes[start + $0] == name[$0] }
        }
      } else {
        equal = file.text(t) == entries[e].name
      }
      if equal { return entries[e].feature }
      e -= 1
    }
    return nil
  }

  /// The State summary of a feature named in a store type: `Feature.State` of reducer `Feature`,
  /// or the State type itself (`Store<CounterState, CounterAction>`). The one this file declares
  /// wins; when several modules declare the name, only what they all agree on is kept (fields
  /// every one has, ignored only if every one ignores it), so a rule never acts on the wrong one.
  public func stateSummary(ofFeature feature: String) -> StateSummary? {
    if let local = localState(ofFeature: feature) {
      if cache.localSummaries.isEmpty { cache.localSummaries = Array(repeating: nil, count: states.count) }
      if let known = cache.localSummaries[local] { return known }
      let summary = LintFacts.summary(states[local])
      cache.localSummaries[local] = summary
      return summary
    }
    if case .summary(let summary) = ask(.stateSummary(feature: feature)) { return summary }
    return nil
  }

  /// Where `feature`'s State is known: declared in this file (an index into `states`), or
  /// summarized by the tree (see `stateSummary(ofFeature:)`, which this answers without making a
  /// summary of a State of this file).
  enum KnownState {
    case local(Int)
    case summary(StateSummary)
  }

  func knownState(ofFeature feature: String) -> KnownState? {
    if let local = localState(ofFeature: feature) { return .local(local) }
    if case .summary(let summary?) = ask(.stateSummary(feature: feature)) { return .summary(summary) }
    return nil
  }

  /// Whether a known State has field `name` (an associated value is no field), and its name.
  func has(_ state: KnownState, field name: String) -> Bool {
    switch state {
    case .local(let s): return states[s].fields.contains { !$0.isAssociatedValue && $0.name == name }
    case .summary(let summary): return summary.fields[name] != nil
    }
  }

  func qualifiedName(of state: KnownState) -> String {
    switch state {
    case .local(let s): return states[s].qualifiedName
    case .summary(let summary): return summary.qualifiedName
    }
  }

  /// The first State this file declares that names `feature`, by reducer or by its own name, as a
  /// search in declaration order finds it. A few States are searched; many are indexed once, so
  /// a file with thousands of features stays linear.
  private func localState(ofFeature feature: String) -> Int? {
    guard !states.isEmpty else { return nil }
    if states.count <= 8 {
      return states.firstIndex { $0.featureName == feature || $0.qualifiedName == feature }
    }
    // Rules ask about one feature many times in a row (each field a view reads): the last
    // answer is kept, compared by string (equal strings shared from one store entry compare by
    // their storage), not hashed again.
    if let last = cache.lastLocalFeature, last == feature { return cache.lastLocalState }
    if cache.localIndex == nil {
      var index: [String: Int] = [:]
      index.reserveCapacity(2 * states.count)
      // Last State first, each name set unconditionally: a name ends with the first State that
      // names it, with one hash per name (not a lookup, then an insertion). By index: a State
      // copied out retains its strings and arrays.
      for s in states.indices.reversed() {
        index[states[s].featureName] = s
        index[states[s].qualifiedName] = s
      }
      cache.localIndex = index
    }
    let found = cache.localIndex?[feature]
    cache.lastLocalFeature = feature
    cache.lastLocalState = found
    return found
  }

  /// Whether `field` of `feature`'s State is `@ObservationStateIgnored`; when the State is not
  /// known, whether every State declaring the field ignores it.
  /// (Both consumed: moved into the log's row, not retained for it and released by the caller,
  /// per field a view reads.)
  public func isIgnored(_ field: consuming String, ofFeature feature: consuming String) -> Bool {
    if let local = localState(ofFeature: feature) {
      // The summary's table keeps the last field of a name (associated values aside).
      for candidate in states[local].fields.reversed() where !candidate.isAssociatedValue && candidate.name == field {
        return candidate.isIgnored
      }
      return false
    }
    // `ask(.isIgnoredField(feature:field:)).bool`, recorded compactly (`FactLog.recordIgnoredField`).
    let ignored = facts.isIgnoredField(field, ofFeature: feature)
    log?.recordIgnoredField(field, ofFeature: feature, ignored)
    return ignored
  }

  // MARK: Findings

  public func finding(_ info: RuleInfo, at t: Int, _ message: String, notes: [String] = []) -> Finding {
    Finding(ruleID: info.id, severity: info.severity, message: message, offset: Int(file.tokens[t].start), notes: notes)
  }

  /// A finding that stands unless the tree answers `first` or `second` (questions whose answer
  /// only grows) with true. Under a file's own facts it is kept while both are false, and the log
  /// remembers to drop it if the tree's facts answer one of them true. The message and the list
  /// of guards are made only for a finding kept: `state-dead-field` asks this of every State
  /// field, and most are read in their own file.
  func finding(_ info: RuleInfo, at t: Int, _ message: @autoclosure () -> String, unlessEither first: FactQuery,
               or second: FactQuery) -> Finding? {
    precondition(first.onlyGrows && second.onlyGrows, "a guard must be a question whose answer only grows")
    // (`.bool` is true exactly for `.bool(true)`: no answer made to compare with.)
    if facts.answer(first).bool || facts.answer(second).bool { return nil }
    let found = finding(info, at: t, message())
    if let log {
      if log.guarded.isEmpty { log.guarded.reserveCapacity(FactLog.guardedRoom) }
      log.guarded.append(GuardedFinding(offset: found.offset, ruleID: found.ruleID, unlessEither: first, or: second))
    }
    return found
  }

  /// `finding(info, at: t, message(first, second), unlessEither: first, or: second)` with the
  /// guards `first = .isMemberRead(name)` and `second = .isReadInside(state: state, name: name)`,
  /// except that under a file's own facts the finding is reported without its message, which the
  /// log makes only if the tree's facts keep it (`GuardedFinding.message`): `message` must be a
  /// function of the guards alone, without context. `state-dead-field` asks this of every State
  /// field and most are read in their own file: the first guard is answered by name, and the
  /// queries are made only past it.
  func finding(_ info: RuleInfo, at t: Int, unlessMemberRead name: String, orReadInside state: String,
               message: @escaping @Sendable (_ first: FactQuery, _ second: FactQuery) -> String) -> Finding? {
    // `facts.answer(.isMemberRead(name)).bool`: that case's answer is `.bool` of this one. (Both
    // guards are questions whose answer only grows.)
    if facts.answer(.isMemberRead, name) { return nil }
    // (`.bool` is true exactly for `.bool(true)`: no answer made to compare with.)
    if facts.answer(.isReadInside(state: state, name: name)).bool { return nil }
    guard let log else { return finding(info, at: t, message(.isMemberRead(name), .isReadInside(state: state, name: name))) }
    if log.guarded.isEmpty { log.guarded.reserveCapacity(FactLog.guardedRoom) }
    // The guards made in the append and the finding from the rule's info, not copied out of
    // values made before: each copy retained the names again.
    log.guarded.append(GuardedFinding(offset: Int(file.tokens[t].start), ruleID: info.id, unlessEither: .isMemberRead(name),
                                      or: .isReadInside(state: state, name: name), message: message))
    return finding(info, at: t, "")
  }
}
