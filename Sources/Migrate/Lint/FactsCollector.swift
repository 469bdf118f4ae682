import SwiftScan

/// Pass one of lint for the files one worker sees: declarations and reads, file by file, so no
/// scan outlives its file. What depends on the order of files (a later declaration of a
/// superclass wins, aliases and States are listed in file order) is kept with the file's index,
/// and `settle` puts it back in order, so any split of the files over workers gives the same facts.
struct FactsCollector {
  /// The order-free facts (set unions). Its sets of reducer, class, value type, `Identifiable`
  /// and closure alias names stay empty: those names are bits on their numbers in `spellings`
  /// (`DeclaredNames`), each interned once. The names used inside States are not in its
  /// `internalReads` but in `stateBodyLists`.
  var sets = LintFacts()
  /// The States whose bodies were read (qualified names, in the order first read) and the
  /// numbers in `spellings` of the names used in their bodies (each body's sorted, each once):
  /// `internalReads` without a string per name. `stateBodyListOf` finds a State's list by the
  /// number of its name (-1: none, or past its end), not by hashing the name as a string.
  var stateBodyStates: [String] = []
  var stateBodyLists: [[UInt32]] = []
  var stateBodyListOf: [Int32] = []

  /// What this collector gathered, as facts: `sets` with the declared names and the names used
  /// inside States.
  var facts: LintFacts { Self.facts(sets, spellings, stateBodyStates, stateBodyLists, stateBodyListOf) }

  /// `facts` from its parts. Static: settling calls it without copying the collector (its
  /// arrays of tuples and structs copied by their run-time types, made the first time).
  /// `allASCII`: `spellings.isASCII`, when the caller found it already; `moreBodies`: the names
  /// used inside States that other collectors found.
  private static func facts(_ sets: LintFacts, _ spellings: SpellingTable, _ states: [String], _ lists: [[UInt32]],
                            _ listOf: [Int32], allASCII: Bool? = nil, moreBodies: StateBodyNames? = nil) -> LintFacts {
    var facts = sets
    facts.stateBodies = StateBodyNames(table: spellings, states: states, lists: lists, listOf: listOf, allASCII: allASCII, next: moreBodies)
    facts.declared = DeclaredNames(table: spellings, allASCII: allASCII)
    return facts
  }
  /// Classes' names (simple and qualified) with the file declaring them and their first
  /// inherited name, in the order read: `settle` makes the table (a later file wins; within a
  /// file, a later declaration), so reading a file costs a list append per class, not lookups.
  var superclassDecls: [(name: String, file: Int, first: String)] = []
  /// Per entry of `superclassDecls`, the numbers in `spellings` of its name (high half) and of its
  /// first inherited name: settling makes the table of these (`SettledSuperclasses`).
  var superclassIDs: [UInt64] = []
  var aliases: [(file: Int, reducer: String, target: String)] = []
  /// Structs and enums named `State` inside another type: a reducer State if the parent is a
  /// reducer, which only the whole tree tells. Summarized once, when the file is read.
  var candidates: [StateCandidate] = []

  /// One of `candidates`. A struct, not a tuple: a tuple of these needs its type made at run
  /// time (by name, the first time one is copied).
  struct StateCandidate {
    var file: Int
    var parent: String
    var summary: StateSummary
    /// Where in `candidateFields` the summary's fields are.
    var fields: Range<Int>
  }
  /// The fields of every candidate's summary, as the number of the field's name in `spellings`
  /// (high bits) and whether it is ignored (bit 0): settling joins them into `ignoredEverywhere`
  /// by number, a string made and hashed once per name, not once per field of every State.
  var candidateFields: [UInt64] = []
  /// Per candidate, the numbers in `spellings` of its qualified name (high half) and of its parent:
  /// settling indexes the States by these (`SettledStates`), interned here, in each worker's pass.
  var candidateNames: [UInt64] = []
  /// Structs and enums with a body, by qualified name, with the file declaring them: the files to
  /// read again when some reducer aliases its State to that name. A list (looked up only when
  /// settling, and only if some State is aliased), not a table filled for every file. The name
  /// by its number in `spellings` (interned as declared anyway): a string kept here for the whole
  /// run retained each name, and kept each joined nested name (`Feature.Action`) from being freed
  /// with its file, so every one was a fresh allocation.
  var valueTypeDecls: [(spelling: Int, file: Int)] = []
  /// File index and what decides whether it can have findings at all, in the order added (each
  /// file once: a list, not a hash table, since it is only ever read whole).
  var relevance: [(index: Int, signs: Relevance)] = []
  /// The view names of the signs of each file of `relevance` that are not certain, in order
  /// (`Relevance.forEachViewName`): the name's number in `spellings` (high bits) and whether
  /// UIKit's naming alone makes it a view (bit 0, `LintFacts.isViewClassByName(ascii:)`; read
  /// only when every spelling is ASCII). Interned here, in each worker's pass: settling (serial)
  /// asks the superclass table by these numbers instead of looking each name of each file up
  /// as a string (some 400 instructions and a cache miss per name). `viewNameEnds[r]` is where
  /// file `r`'s names end.
  var viewNames: [UInt32] = []
  var viewNameEnds: [Int32] = []
  /// The spellings this collector put into `facts.memberReads` and `facts.assignedFrom`, so a
  /// spelling seen again makes no string (see `collectReads`). Not merged by `absorb`: it only
  /// ever claims less than the sets hold.
  var spellings = SpellingTable()
  /// Per spelling number: the `readSerial` of the last file that read it as a member (see
  /// `collectReads`), so a file lists each name it reads once. At least one per spelling
  /// (`nextReadSerial`).
  var readStamps: [UInt32] = []
  /// Assignment target and source pairs of spellings (`target << 32 | source`) this collector put
  /// into `sets.assignedFrom` (see `recordAssignment`).
  var assignedPairs = SpellingPairSet(capacity: 256)
  var readSerial: UInt32 = 0
  /// `recordAssignment`'s list of sources new to an assignment's target: one buffer, reused.
  var newSources: [Int] = []
  /// `collectReads`' token ranges skipped in State bodies, as listed and as searched: kept from
  /// file to file, refilled for each file with a State.
  var skippedList: [Range<Int>] = []
  var skipped = SkippedRanges([])

  /// The per-file lists `addAlone` (and `add`, for its reads) last filled: the facts of a file
  /// alone hold them while it is linted, and the next file reuses them once those have let them
  /// go (`reusableOwnFile`), so a worker makes and frees no per-file lists but the first, and
  /// those that grow. Not joined by `absorb`: it holds no facts.
  var spareOwnFile: OwnFile? = nil
  /// The empty storage of the facts `addAlone` makes (`LintFacts.init(own:emptyStorage:)`), made
  /// at the first, by the worker's thread (the collectors of a run start as copies of one).
  /// Never changed. Not joined by `absorb`.
  private var emptyFactsStorage: LintFactsStorage? = nil

  /// The collector's `spareOwnFile` reset for `file` when nothing else holds it (a copy made by
  /// `OwnFile.withStates`, sharing its reads, holds it too), else a new one it keeps instead.
  private mutating func reusableOwnFile(_ file: ScannedFile) -> OwnFile {
    if isKnownUniquelyReferenced(&spareOwnFile) {
      let own = spareOwnFile!
      own.reset(for: file)
      return own
    }
    let own = OwnFile(reads: FileReads(file: file), names: [], nestedStates: [], variables: nil)
    spareOwnFile = own
    return own
  }

  /// (`signs` consumed: the caller's last use, moved into `relevance`, its strings not retained
  /// again.)
  mutating func add(_ file: ScannedFile, index: Int, relevance signs: consuming Relevance? = nil) {
    appendRelevance(index, (consume signs) ?? Relevance(file))
    // The lists of the spare (its reads, its names), filled for nothing else: the file's facts
    // alone are not kept.
    let spare = reusableOwnFile(file)
    var names: [String] = []
    swap(&names, &spare.names)
    ReducerStates.qualifiedNames(file, into: &names)
    collectDeclarations(file, index: index, names: names)
    collectReads(file, names: names, into: spare.reads)
    var variables: VariablesByBrace? = nil
    var nested: [StateDecl] = []
    swap(&nested, &spare.nestedStates)
    collectCandidates(file, index: index, names: names, variables: &variables, into: &nested)
    spare.names = consume names
    spare.nestedStates = consume nested
  }

  /// Adds `file`, and returns the facts of `file` alone and whether it can have findings under
  /// them. The file's declarations go into this collector as `add` puts them, and into the
  /// file's own facts in the same pass; those are settled here as `settleWithRelevance` settles a
  /// collector of this file alone (same sets, same order of aliases and States), without making
  /// that collector, absorbing it and settling it (a dozen small hash tables per file). Its reads,
  /// most of its names, are added here only, and the file's own facts answer them from its
  /// spellings (`LintFacts.own`). Its States are not listed by name and feature: linting the file
  /// finds them itself and asks the facts only of features it does not declare, which the file
  /// alone does not know either (were it asked, the answer is recorded and checked against the
  /// tree's like any other).
  /// (`signs` consumed, as `add` consumes them.)
  mutating func addAlone(_ file: ScannedFile, index: Int, relevance signs: consuming Relevance) -> OwnFacts {
    // The file's lists are filled in the storage of the worker's file before (`reusableOwnFile`),
    // taken out of it while filled (each list then held once, changed in place).
    let ownFile = reusableOwnFile(file)
    var names: [String] = []
    swap(&names, &ownFile.names)
    ReducerStates.qualifiedNames(file, into: &names)
    var declared: OwnDeclarations? = OwnDeclarations()
    swap(&declared!, &ownFile.declarations)
    var ownAliases: [(reducer: String, target: String)] = []
    collectDeclarations(file, index: index, names: names, own: &declared, ownAliases: &ownAliases)
    var declarations = declared.take()!
    var variables: VariablesByBrace? = nil
    let firstCandidate = candidates.count
    var nested: [StateDecl] = []
    swap(&nested, &ownFile.nestedStates)
    collectCandidates(file, index: index, names: names, variables: &variables, into: &nested)
    collectReads(file, names: names, into: ownFile.reads)
    // `settleWithRelevance([collector of this file alone], indexesStates: false)`: the aliases in
    // declaration order, then the file's States (all found again when it declares an aliased
    // State, as a rescan does, if it scans cleanly), then the view classes.
    for alias in ownAliases where declarations.contains(alias.reducer, DeclaredNames.reducerKind) {
      declarations.set(alias.target, alias.reducer, OwnDeclarations.aliasTargetKind)
    }
    declarations.seal()
    // The file's States are kept unindexed with the file (`record(_:indexing: false)`), not in
    // tables of its own: found before its facts are made, except when it declares an aliased
    // State, found under its facts (then set in them: the facts hold `ownFile` by reference).
    // In the storage of the worker's file before's list (emptied by `reusableOwnFile`).
    var summaries: [StateSummary] = []
    swap(&summaries, &ownFile.states)
    let aliased = !declarations.isEmpty(OwnDeclarations.aliasTargetKind) && Self.declaresValueType(namedIn: declarations, in: file, names: names)
    // Moved in once read here, not copied (a retain of the new list and a release of the old
    // per list).
    ownFile.names = consume names
    ownFile.nestedStates = consume nested
    ownFile.variables = consume variables
    if !aliased {
      // By index: iterating would copy each candidate out (its strings and lists retained).
      for c in firstCandidate..<candidates.count where declarations.contains(candidates[c].parent, DeclaredNames.reducerKind) {
        summaries.append(candidates[c].summary)
      }
    }
    // Moved in, not copied, once read here.
    ownFile.declarations = consume declarations
    if emptyFactsStorage == nil { emptyFactsStorage = LintFactsStorage() }
    let own = LintFacts(own: ownFile, emptyStorage: emptyFactsStorage!)
    // Found under the facts, which read the file's names and declarations, not its States.
    if aliased && file.errors.isEmpty { summaries = own.states(in: file).map(LintFacts.summary) }
    let hasStates = !summaries.isEmpty
    ownFile.states = consume summaries
    let relevant = hasStates || signs.certain || signs.hasViewName(where: { own.isViewClassName($0) })
    let hasCandidates = signs.hasCandidates
    // Listed last, moved in (a file's entry stays in file order among the collector's).
    appendRelevance(index, consume signs)
    return OwnFacts(facts: own, relevant: relevant, hasCandidates: hasCandidates)
  }

  /// Lists file `index`'s signs in `relevance`, with their view names' numbers (`viewNames`)
  /// when they are not certain.
  /// (`signs` consumed: moved into `relevance`, their strings not retained again.)
  private mutating func appendRelevance(_ index: Int, _ signs: consuming Relevance) {
    if !signs.certain {
      signs.forEachViewName { name in
        let entry = name.withUTF8InPlace { bytes in
          UInt32(truncatingIfNeeded: spellings.intern(bytes, 0..<bytes.count)) << 1 | (LintFacts.isViewClassByName(ascii: bytes) ? 1 : 0)
        }
        viewNames.append(entry)
      }
    }
    viewNameEnds.append(Int32(truncatingIfNeeded: viewNames.count))
    relevance.append((index, consume signs))
  }

  /// Whether `file` declares a struct or enum with a body whose qualified name is an aliased State
  /// of `targets` (the files `settleWithRelevance` reads again: `valueTypeDecls` of the aliased names).
  private static func declaresValueType(namedIn targets: OwnDeclarations, in file: ScannedFile, names: [String]) -> Bool {
    file.outline.types.indices.contains { k in
      let type = file.outline.types[k], keyword = file.typeKeyword(k)
      return (keyword == .struct || keyword == .enum) && type.brace >= 0 && targets.value(of: names[k], OwnDeclarations.aliasTargetKind) != nil
    }
  }

  /// Structs and enums named `State` inside another type, summarized for `settle`; listed whole
  /// in `nested` (emptied first, its storage kept), with their parent as feature.
  private mutating func collectCandidates(_ file: ScannedFile, index: Int, names: [String], variables: inout VariablesByBrace?,
                                          into nested: inout [StateDecl]) {
    ReducerStates.find(in: file, names: names, known: [], variables: &variables, into: &nested) { stateParent, _ in
      stateParent >= 0 ? names[stateParent] : nil
    }
    for state in nested {
      let summary = LintFacts.summary(state)
      let first = candidateFields.count
      // The summary's fields, each once (as `ignoredEverywhere` reads them): the last field of
      // each name, read from the end. While every name is ASCII, names equal as strings are
      // spelled alike, so one number per name; otherwise the summary's table says which.
      var ascii = true
      for f in state.fields.indices.reversed() where !state.fields[f].isAssociatedValue {
        let id = state.fields[f].name.withUTF8InPlace { bytes -> Int in
          if ascii, bytes.contains(where: { $0 >= 0x80 }) { ascii = false }
          return spellings.intern(bytes, 0..<bytes.count)
        }
        guard ascii else { break }
        let entry = UInt64(id) << 1
        if candidateFields[first...].contains(where: { $0 & ~1 == entry }) { continue }
        candidateFields.append(entry | (state.fields[f].isIgnored ? 1 : 0))
      }
      if !ascii {
        candidateFields.removeSubrange(first...)
        for (field, ignored) in summary.fields {
          let id = field.withUTF8InPlace { spellings.intern($0, 0..<$0.count) }
          candidateFields.append(UInt64(id) << 1 | (ignored ? 1 : 0))
        }
      }
      let nameID = state.qualifiedName.withUTF8InPlace { spellings.intern($0, 0..<$0.count) }
      let parentID = state.featureName.withUTF8InPlace { spellings.intern($0, 0..<$0.count) }
      candidateNames.append(UInt64(nameID) << 32 | UInt64(parentID))
      candidates.append(StateCandidate(file: index, parent: state.featureName, summary: summary, fields: first..<candidateFields.count))
    }
  }

  /// Whether `file` can have findings under its own facts: signs of findings, classes that may be
  /// views, a nested `State` or a type alias (a State by alias). Collecting and settling a file
  /// without any on its own is work for nothing.
  static func mayHaveFindings(_ file: ScannedFile, _ signs: Relevance) -> Bool {
    if signs.certain || signs.hasViewName(where: { mayBeViewClass($0, in: file) }) { return true }
    // By index, fields in place: `contains(where:)` would copy each declaration out (its strings
    // and arrays retained and released), and most files pass here.
    let types = file.outline.types
    for k in types.indices where types[k].parentType >= 0 && types[k].name == "State" { return true }
    return file.signs.hasTypealias
  }

  /// Whether `name` can be a view class under the facts of `file` alone. Those know superclasses
  /// only of the classes `file` declares: without one that inherits, a name is a view class by
  /// UIKit's naming alone (an extension of a model type is not); with one, the chain may lead to
  /// a view, so the answer is yes.
  private static func mayBeViewClass(_ name: String, in file: ScannedFile) -> Bool {
    if LintFacts.isViewClassByName(name) { return true }
    let types = file.outline.types
    for k in types.indices where (file.typeKeyword(k) == .class || file.typeKeyword(k) == .actor) && !types[k].inheritance.isEmpty { return true }
    return false
  }

  /// The facts of the whole tree from every worker's collector. `rescan` returns a file scanned
  /// again by index (nil when it no longer scans): only files declaring an aliased State are.
  static func settle(_ collectors: [FactsCollector], rescan: (Int) -> ScannedFile?) -> LintFacts {
    var collectors = collectors
    return settleWithRelevance(&collectors, rescan: rescan).facts
  }

  /// Adds the spellings of what `other` collected (from other files) to this collector: its
  /// declared names, reads, State fields, State names and classes' names, numbered in this table
  /// (appended to `candidateFields`, `candidateNames` and `superclassIDs` in `other`'s order).
  /// Its lists by file (classes, aliases, States, value types, relevance) are not copied here:
  /// settling reads every collector's in file order where it is (`forEachInFileOrder`); nor its
  /// names used inside States, which stay in its table (`StateBodyNames.next`).
  /// Returns the numbers in this table of the spellings of `other` it took, by their number
  /// there (`UInt32.max`: not taken).
  @discardableResult
  mutating func absorb(_ other: FactsCollector) -> [UInt32] {
    let part = other.sets, kinds = other.spellings.flags
    // The other's spellings that join this table: its declared names, its State fields, the
    // names of its States and their parents, its classes' names and first inherited names.
    // Marked first, then interned together (see `SpellingTable.intern(wanted:count:of:)`). Marked
    // and flagged through buffers: indexed, each list was checked for uniqueness per spelling, in
    // this serial step.
    var renumbered = [UInt32](repeating: .max, count: other.spellings.count)
    let wanted = renumbered.withUnsafeMutableBufferPointer { renumbered in
      var wanted = 0
      func want(_ id: Int) {
        if renumbered[id] == .max { renumbered[id] = SpellingTable.wanted; wanted += 1 }
      }
      for id in kinds.indices where kinds[id] & DeclaredNames.allKinds != 0 { want(id) }
      for field in other.candidateFields { want(Int(field >> 1)) }
      for pair in other.candidateNames { want(Int(pair >> 32)); want(Int(pair & 0xffff_ffff)) }
      for pair in other.superclassIDs { want(Int(pair >> 32)); want(Int(pair & 0xffff_ffff)) }
      return wanted
    }
    spellings.intern(wanted: &renumbered, count: wanted, of: other.spellings)
    // The other's declared names, as bits on this table's numbers.
    spellings.flags.withUnsafeMutableBufferPointer { flags in
      for id in kinds.indices where kinds[id] & DeclaredNames.allKinds != 0 {
        flags[Int(renumbered[id])] |= kinds[id] & DeclaredNames.allKinds
      }
    }
    sets.memberReads.formUnion(part.memberReads)
    sets.assignedFrom.merge(part.assignedFrom) { $0.union($1) }
    // Each list appended whole, then renumbered in place through buffers: appended one by one,
    // each was checked for uniqueness and room per entry.
    renumbered.withUnsafeBufferPointer { renumbered in
      func appendRenumbered(_ entries: [UInt64], to list: inout [UInt64], _ renumber: (UInt64) -> UInt64) {
        let start = list.count
        list.append(contentsOf: entries)
        list.withUnsafeMutableBufferPointer { list in
          for k in start..<list.count { list[k] = renumber(list[k]) }
        }
      }
      appendRenumbered(other.candidateFields, to: &candidateFields) { UInt64(renumbered[Int($0 >> 1)]) << 1 | $0 & 1 }
      let renumberPair = { (pair: UInt64) in UInt64(renumbered[Int(pair >> 32)]) << 32 | UInt64(renumbered[Int(pair & 0xffff_ffff)]) }
      appendRenumbered(other.candidateNames, to: &candidateNames, renumberPair)
      appendRenumbered(other.superclassIDs, to: &superclassIDs, renumberPair)
    }
    return renumbered
  }

  /// In settling's numbers of a part's spellings in the first's table (see `absorb`): a spelling
  /// looked up there and not found.
  private static let notInTable: UInt32 = .max - 2

  /// Calls `body(part, k)` for item `k` of every part (`counts[part]` items each) in file order
  /// (`file(part, k)`), as the stable sort by file of the parts joined one after another would
  /// list them. Each worker claims files in increasing order, so each part is in file order
  /// already and they are merged (no copy of the items, no sort, no table keyed by file);
  /// otherwise they are sorted. A file is one worker's, in one part: the merge takes the first
  /// part on a tie all the same, as the stable sort would. Inlined: called per item, the
  /// closures cost a call each otherwise.
  @inline(__always)
  private static func forEachInFileOrder(_ counts: [Int], file: (Int, Int) -> Int, _ body: (Int, Int) -> Void) {
    var inOrder = true
    for part in counts.indices where inOrder {
      var k = 1
      while k < counts[part] {
        if file(part, k - 1) > file(part, k) { inOrder = false; break }
        k += 1
      }
    }
    guard inOrder else {
      var items: [(part: Int, index: Int)] = []
      for part in counts.indices { for k in 0..<counts[part] { items.append((part, k)) } }
      items.sort { a, b in
        let fileA = file(a.part, a.index), fileB = file(b.part, b.index)
        return fileA != fileB ? fileA < fileB : (a.part, a.index) < (b.part, b.index)
      }
      for item in items { body(item.part, item.index) }
      return
    }
    if counts.count == 1 {
      for k in 0..<counts[0] { body(0, k) }
      return
    }
    var next = [Int](repeating: 0, count: counts.count)
    while true {
      var best = -1, bestFile = 0
      for part in counts.indices where next[part] < counts[part] {
        let f = file(part, next[part])
        if best < 0 || f < bestFile { (best, bestFile) = (part, f) }
      }
      if best < 0 { return }
      body(best, next[best])
      next[best] += 1
    }
  }

  /// The facts, and the indices of the files that can have findings under them: the others
  /// need no second pass.
  /// Without `indexesStates`, the States are not listed by name and feature (`states`,
  /// `stateOfFeature`), only their fields' `ignoredEverywhere`.
  /// The first of `collectors` holds the others' spellings too when it returns (every collector
  /// stays in `collectors`, for a caller that keeps them until exit, with its lists by file).
  static func settleWithRelevance(_ collectors: inout [FactsCollector], indexesStates: Bool = true,
                                  rescan: (Int) -> ScannedFile?) -> (facts: LintFacts, relevant: FileIndexSet) {
    // The first collector is moved out whole (no copy into empty sets) and the others join it. Not
    // a copy: one sharing its tables with `collectors` would copy each table the first join changes
    // (the spelling table, the sets, the lists), in this serial step, with two jobs or more. Removed
    // and put back, not swapped with a new collector: a new one makes its spelling table. A lone
    // collector is copied, as nothing joins it (and the copy is never changed).
    let taken = collectors.count > 1
    var all = taken ? collectors.removeFirst() : collectors.first ?? FactsCollector()
    defer { if taken { collectors.insert(all, at: 0) } }
    // Where each collector's State fields and State names start in `all.candidateFields` and
    // `all.candidateNames` once joined.
    var fieldsShift = [0], namesShift = [0], superclassShift = [0]
    // Per part past the first, the numbers in `all.spellings` of its spellings (see `absorb`).
    var numbersIn: [[UInt32]] = [[]]
    if taken {
      for k in collectors.indices {
        fieldsShift.append(all.candidateFields.count)
        namesShift.append(all.candidateNames.count)
        superclassShift.append(all.superclassIDs.count)
        numbersIn.append(all.absorb(collectors[k]))
      }
    }
    // Every spelling ASCII: names equal as strings are one number (see `SettledSuperclasses`).
    let ascii = all.spellings.isASCII
    // The other collectors' names used inside States, each in its own table.
    var moreBodies: StateBodyNames? = nil
    if taken {
      for other in collectors.reversed() where !other.stateBodyStates.isEmpty {
        moreBodies = StateBodyNames(table: other.spellings, states: other.stateBodyStates, lists: other.stateBodyLists,
                                    listOf: other.stateBodyListOf, next: moreBodies)
      }
    }
    var facts = Self.facts(all.sets, all.spellings, all.stateBodyStates, all.stateBodyLists, all.stateBodyListOf, allASCII: ascii,
                           moreBodies: moreBodies)
    // Every collector's lists by file, read where they are (`all` is not changed past here).
    let parts = taken ? [all] + collectors : [all]
    // A later file's declaration wins, and within a file a later one: in file order, each
    // replaces the one before. By the numbers of the names when every spelling is ASCII.
    let decls = parts.map { $0.superclassDecls }
    if ascii {
      var superOf = [Int32](repeating: -1, count: all.spellings.count)
      forEachInFileOrder(decls.map { $0.count }, file: { decls[$0][$1].file }) { part, k in
        let pair = all.superclassIDs[superclassShift[part] + k]
        superOf[Int(pair >> 32)] = Int32(truncatingIfNeeded: pair & 0xffff_ffff)
      }
      facts.settledSuperclasses = SettledSuperclasses(table: all.spellings, superOf: superOf)
    } else {
      var superclass: [String: String] = [:]
      superclass.reserveCapacity(decls.reduce(0) { $0 + $1.count })
      forEachInFileOrder(decls.map { $0.count }, file: { decls[$0][$1].file }) { superclass[decls[$0][$1].name] = decls[$0][$1].first }
      facts.superclass = superclass
    }
    // In file order, and declaration order within a file.
    let aliases = parts.map { $0.aliases }
    forEachInFileOrder(aliases.map { $0.count }, file: { aliases[$0][$1].file }) { part, k in
      if facts.isReducerName(aliases[part][k].reducer) { facts.aliasTargets[aliases[part][k].target] = aliases[part][k].reducer }
    }
    var rescanned = Set<Int>()
    if !facts.aliasTargets.isEmpty {
      for part in parts {
        for decl in part.valueTypeDecls where facts.aliasTargets[part.spellings.string(decl.spelling)] != nil { rescanned.insert(decl.file) }
      }
    }
    // The States in file order, and declaration order within a file: the candidates of the
    // files not read again whose parent is a reducer, and the States of the files read again.
    let candidates = parts.map { $0.candidates }
    var accepted: [(part: Int, index: Int)] = []
    accepted.reserveCapacity(candidates.reduce(0) { $0 + $1.count })
    var acceptedInPart = [Int](repeating: 0, count: parts.count)
    // Whether a candidate's parent is a reducer: with every spelling ASCII, the reducer bit on the
    // number of its name (`isReducerName`'s answer, without looking the name up).
    func parentIsReducer(_ part: Int, _ k: Int) -> Bool {
      guard ascii else { return facts.isReducerName(candidates[part][k].parent) }
      let parent = Int(truncatingIfNeeded: all.candidateNames[namesShift[part] + k] & 0xffff_ffff)
      return all.spellings.flags[parent] & DeclaredNames.reducerKind != 0
    }
    forEachInFileOrder(candidates.map { $0.count }, file: { candidates[$0][$1].file }) { part, k in
      if !rescanned.contains(candidates[part][k].file) && parentIsReducer(part, k) {
        accepted.append((part, k))
        acceptedInPart[part] += 1
      }
    }
    var rereadFiles: [Int] = [], rereadStates: [[StateSummary]] = []
    for index in rescanned.sorted() {
      guard let file = rescan(index), file.errors.isEmpty else { continue }
      rereadFiles.append(index)
      rereadStates.append(facts.states(in: file).map(LintFacts.summary))
    }
    // Every spelling ASCII and no file read again (whose States have only strings): the States
    // indexed by the numbers of their names (`SettledStates`), sorted once, not hashed into
    // tables of strings State by State. Otherwise each State is indexed as a string.
    let byNumbers = indexesStates && rereadFiles.isEmpty && ascii
    // Each part's keys together, the parts one after another (`nextKey[part]`: where its next
    // goes): a worker interns a State's names as it reads its file, in file order, so each part's
    // keys are mostly increasing, a few long runs for the sort to merge; listed in file order, the
    // parts interleaved, they were runs of a few keys.
    // Two lists made apart: one made of the other shared its buffer, copied at the first write.
    var stateKeys = [UInt64](repeating: 0, count: byNumbers ? accepted.count : 0)
    var featureKeys = [UInt64](repeating: 0, count: byNumbers ? accepted.count : 0)
    var nextKey = [0]
    for count in acceptedInPart.dropLast() { nextKey.append(nextKey[nextKey.count - 1] + count) }
    if !byNumbers && indexesStates {
      // Room for every State at once, not a growth of the tables per file.
      let count = accepted.count + rereadStates.reduce(0) { $0 + $1.count }
      facts.states.reserveCapacity(count)
      facts.statesOfFeature.reserveCapacity(count)
    }
    // `ignoredEverywhere`, the conjunction over every State of its fields: the candidates' by
    // number (0 not seen, 1 ignored so far, 2 not), the read again files' by string.
    var fieldStates = [UInt8](repeating: 0, count: all.spellings.count)
    var fieldsSeen: [Int] = []
    var rereadFields: [String: Bool] = [:]
    // Whether some State's field is ignored (`LintFacts.ignoresNoField` otherwise): each State's
    // fields are read here, its last field of each name as its summary answers.
    var someFieldIgnored = false
    // Room for about every file at once (most files have signs of relevance), not a growth per file.
    var relevant = FileIndexSet(capacity: parts.reduce(0) { $0 + $1.relevance.count } + rereadFiles.count)
    // Read in place in the loop (`all` is not changed past here).
    let candidateFields = all.candidateFields, candidateNames = all.candidateNames
    var a = 0, r = 0
    while a < accepted.count || r < rereadFiles.count {
      if r < rereadFiles.count && (a == accepted.count || rereadFiles[r] < candidates[accepted[a].part][accepted[a].index].file) {
        if !rereadStates[r].isEmpty { relevant.insert(rereadFiles[r]) }
        for summary in rereadStates[r] {
          if indexesStates { facts.index(summary) }
          for (field, ignored) in summary.fields {
            LintFacts.and(&rereadFields[field, default: true], ignored)
            if ignored { someFieldIgnored = true }
          }
        }
        r += 1
        continue
      }
      let (part, k) = accepted[a], shift = fieldsShift[part], fields = candidates[part][k].fields
      relevant.insert(candidates[part][k].file)
      if byNumbers {
        let names = candidateNames[namesShift[part] + k]
        stateKeys[nextKey[part]] = names & ~0xffff_ffff | UInt64(a)
        featureKeys[nextKey[part]] = names << 32 | names >> 32
        nextKey[part] += 1
      } else if indexesStates {
        facts.index(candidates[part][k].summary)
      }
      // By index: a slice of the list retained and released it per State. The states through a
      // buffer: indexed, the list was checked for uniqueness per field.
      fieldStates.withUnsafeMutableBufferPointer { fieldStates in
        for f in (fields.lowerBound + shift)..<(fields.upperBound + shift) {
          let field = candidateFields[f], id = Int(field >> 1)
          if fieldStates[id] == 0 { fieldsSeen.append(id) }
          if field & 1 == 0 {
            fieldStates[id] = 2
          } else {
            someFieldIgnored = true
            if fieldStates[id] == 0 { fieldStates[id] = 1 }
          }
        }
      }
      a += 1
    }
    if byNumbers && !accepted.isEmpty {
      facts.settledStates = SettledStates(table: all.spellings, keys: consume stateKeys, candidates: candidates, places: accepted,
                                          features: consume featureKeys)
    }
    if !fieldsSeen.isEmpty || !rereadFields.isEmpty {
      var ignored: [String: Bool] = [:]
      ignored.reserveCapacity(fieldsSeen.count + rereadFields.count)
      // By string: names equal as strings but spelled apart are one field, as the set's were.
      for id in fieldsSeen { LintFacts.and(&ignored[all.spellings.string(id), default: true], fieldStates[id] == 1) }
      for (field, value) in rereadFields { LintFacts.and(&ignored[field, default: true], value) }
      facts.ignoredEverywhere = ignored
    }
    // Last of the changes to the facts (each clears them). `declared`'s table is the first
    // collector's, joined by the others' declared names (`absorb`): its read flags are its own.
    facts.noteSettled(noFieldIgnored: !someFieldIgnored, flagsMemberReads: true)
    // The files that are views under the tree's facts. With every spelling ASCII, by the numbers
    // of their view names (`viewNames`), found in `all.spellings` through `numbersIn` (a spelling
    // `absorb` did not look up is looked up once per part, not per file). The table held here and
    // the numbers through a buffer: read in the search's closure, `all` and `numbersIn` took a
    // run-time exclusivity check per name.
    if ascii, let superclasses = facts.settledSuperclasses.unretained {
      let table = all.spellings
      for part in parts.indices {
        numbersIn[part].withUnsafeMutableBufferPointer { numbers in
          parts[part].relevance.withUnsafeBufferPointer { relevance in
            parts[part].viewNames.withUnsafeBufferPointer { names in
              var start = 0
              for (r, end) in parts[part].viewNameEnds.enumerated() {
                defer { start = Int(end) }
                if !relevance[r].signs.certain {
                  guard names[start..<Int(end)].contains(where: { entry in
                    var id = Int(entry >> 1)
                    if part > 0 {
                      if numbers[id] == .max {
                        let number = table.number(of: id, in: parts[part].spellings)
                        numbers[id] = number < 0 ? Self.notInTable : UInt32(number)
                      }
                      id = numbers[id] == Self.notInTable ? -1 : Int(numbers[id])
                    }
                    return superclasses._withUnsafeGuaranteedRef { $0.isViewClass(number: id, viewByName: entry & 1 != 0) }
                  }) else { continue }
                }
                relevant.insert(relevance[r].index)
              }
            }
          }
        }
      }
    } else {
      // In place, through a buffer: iterating copied each collector out of its list, and
      // indexing the list each file's signs (their names retained and released).
      for part in parts.indices {
        parts[part].relevance.withUnsafeBufferPointer { relevance in
          for r in relevance.indices where relevance[r].signs.certain || relevance[r].signs.hasViewName(where: { facts.isViewClassName($0) }) {
            relevant.insert(relevance[r].index)
          }
        }
      }
    }
    return (facts, relevant)
  }

  // MARK: Declarations

  private mutating func collectDeclarations(_ file: ScannedFile, index: Int, names: [String]) {
    var own: OwnDeclarations? = nil
    var ownAliases: [(reducer: String, target: String)] = []
    collectDeclarations(file, index: index, names: names, own: &own, ownAliases: &ownAliases)
  }

  /// Adds what `file` declares to these facts, and with `own`, to the facts of `file` alone as a
  /// collector of it alone would hold them before settling (its aliases in `ownAliases`): every
  /// declaration is the file's, so a later one always wins.
  private mutating func collectDeclarations(_ file: ScannedFile, index: Int, names: [String],
                                            own: inout OwnDeclarations?, ownAliases: inout [(reducer: String, target: String)]) {
    // Each declaration's fields are read in place (`signs`): a copy of one, or of its name or
    // inheritance, retains and releases its strings and arrays, and every type of every file
    // passes here.
    let types = file.outline.types
    for k in types.indices {
      let signs = Self.signs(of: types, k, in: file)
      // Its simple name: its name after the last period. A type at file level is named the same
      // both ways (its qualified name is its name): one insertion, not two. A type whose name
      // `qualifiedNames` joined to its parent's is nested (the qualified name has a period more
      // than its simple name, so the two are never equal as strings).
      let simple = signs.dotted ? TypeText.lastPart(types[k].name) ?? types[k].name : signs.atFileLevel ? names[k] : types[k].name
      let nested = !signs.atFileLevel || signs.dotted && names[k] != simple
      // Each name declared once with all its kinds: most are new to the table, a cache miss
      // apiece, and a struct that is also a reducer or `Identifiable` took a lookup per kind.
      let simpleExtra = signs.identifiable ? DeclaredNames.identifiableKind : 0
      let extra = simpleExtra | (signs.reducer ? DeclaredNames.reducerKind : 0)
      let keyword = file.typeKeyword(k)
      switch keyword {
      case .class, .actor:
        let nameID = declare(names[k], DeclaredNames.classKind | extra)
        let simpleID = nested ? declare(simple, DeclaredNames.classKind | simpleExtra) : nameID
        own?.insert(names[k], DeclaredNames.classKind)
        if nested { own?.insert(simple, DeclaredNames.classKind) }
        if let first = types[k].inheritance.first {
          // A later declaration wins, as if the files were read one after another (see `settleWithRelevance`).
          let firstID = UInt64(first.withUTF8InPlace { spellings.intern($0, 0..<$0.count) })
          if nested {
            superclassDecls.append((names[k], index, first))
            superclassIDs.append(UInt64(nameID) << 32 | firstID)
          }
          superclassDecls.append((simple, index, first))
          superclassIDs.append(UInt64(simpleID) << 32 | firstID)
          if nested { own?.set(names[k], first, OwnDeclarations.superclassKind) }
          own?.set(simple, first, OwnDeclarations.superclassKind)
        }
      case .struct, .enum:
        let nameID = declare(names[k], DeclaredNames.valueTypeKind | extra)
        if nested { declare(simple, DeclaredNames.valueTypeKind | simpleExtra) }
        own?.insert(names[k], DeclaredNames.valueTypeKind)
        if nested { own?.insert(simple, DeclaredNames.valueTypeKind) }
        if types[k].brace >= 0 { valueTypeDecls.append((nameID, index)) }
      default:
        if extra != 0 { declare(names[k], extra) }
        if nested && simpleExtra != 0 { declare(simple, simpleExtra) }
      }
      if signs.identifiable {
        own?.insert(names[k], DeclaredNames.identifiableKind)
        if nested { own?.insert(simple, DeclaredNames.identifiableKind) }
      }
      if signs.reducer { own?.insert(names[k], DeclaredNames.reducerKind) }
    }
    // Most files declare no type alias: the lexer's note skips both token passes.
    guard file.signs.hasTypealias else { return }
    for (k, target) in ReducerStates.stateAliases(in: file) {
      aliases.append((index, names[k], target))
      if own != nil { ownAliases.append((names[k], target)) }
    }
    for t in file.tokens.indices where file.tokens[t].keyword == .typealias && file.tokens[t].kind == .identifier {
      guard let name = file.nextSignificant(after: t), file.tokens[name].kind == .identifier else { continue }
      let end = file.statementEnd(from: t)
      if TypeText.isFunctionType(name..<(end + 1), in: file) {
        let alias = file.text(name)
        declare(alias, DeclaredNames.closureAliasKind)
        own?.insert(alias, DeclaredNames.closureAliasKind)
      }
    }
  }

  /// What `collectDeclarations` reads of a declaration besides its kind.
  private struct DeclarationSigns {
    /// Its name has a period.
    var dotted: Bool
    /// `ReducerStates.qualifiedNames` names it by its own name (no parent before it).
    var atFileLevel: Bool
    var identifiable: Bool
    /// `ReducerStates.isReducerDeclaration`.
    var reducer: Bool
  }

  /// The signs of declaration `k` of `types`, read in place: read in the loop, its name and
  /// inheritance were copied out (retained and released) per type of every file.
  @inline(never)
  private static func signs(of types: [TypeDecl], _ k: Int, in file: ScannedFile) -> DeclarationSigns {
    types.withUnsafeBufferPointer { types in
      let parent = types[k].parentType
      return DeclarationSigns(dotted: types[k].name.containsByte(UInt8(ascii: ".")), atFileLevel: parent < 0 || parent >= k,
                              identifiable: types[k].inheritance.containsASCII("Identifiable"),
                              reducer: ReducerStates.isReducerDeclaration(types[k], in: file))
    }
  }

  /// Adds the numbers of the names used in a body of `state` (sorted, each once) to its list (a
  /// new list for a State not seen before: one body in most), which stays sorted, each number
  /// once, as `StateBodyNames` takes it.
  /// (`numbers` consumed: the caller's list, moved in when the State is new.)
  mutating func addStateBody(_ state: String, _ numbers: consuming [UInt32]) {
    let id = state.withUTF8InPlace { spellings.intern($0, 0..<$0.count) }
    // Grown at least twice over (an append of repeated elements costs some 250 instructions, and
    // most States' names are new): entries past the spellings are -1 too.
    if id >= stateBodyListOf.count {
      stateBodyListOf.append(contentsOf: repeatElement(-1, count: max(spellings.count, 2 * stateBodyListOf.count) - stateBodyListOf.count))
    }
    let list = Int(stateBodyListOf[id])
    if list >= 0 {
      stateBodyLists[list] += numbers
      StateBodyNames.sortUnique(&stateBodyLists[list])
    } else {
      stateBodyListOf[id] = Int32(stateBodyLists.count)
      stateBodyStates.append(state)
      stateBodyLists.append(consume numbers)
    }
  }

  /// Marks `name` declared as `kind` (a `DeclaredNames` bit) on its number in `spellings`, which
  /// it returns.
  @discardableResult
  private mutating func declare(_ name: String, _ kind: UInt8) -> Int {
    let id = name.withUTF8InPlace { spellings.intern($0, 0..<$0.count) }
    spellings.flags[id] |= kind
    return id
  }
}

/// The facts of one file alone (pass one) and whether the file can have findings under them.
/// A struct, not a tuple: destroying a tuple of these goes through the runtime's generic witness.
struct OwnFacts {
  var facts: LintFacts
  var relevant: Bool
  /// The file's `Relevance.hasCandidates`, for linting it (`Linter.lint`'s `hasCandidates`).
  var hasCandidates: Bool? = nil
}

/// The signs in one file that some rule may report there. Rules report only in `observe` blocks,
/// in view code, in reducer States, on legacy ViewStore and publisher code, and on suppression
/// comments; a file with none of these (most plain Swift) has no finding whatever the facts.
struct Relevance: Sendable {
  /// An `observe` call, a `tca-migrate:` comment, legacy code, or a SwiftUI view.
  var certain = false
  /// What `Migrator.hasCandidates` answered of the file, when the other signs left it to ask
  /// (nil: not asked). Linting the file in pass one reuses it (`Linter.lint(_:path:facts:…)`'s
  /// `hasCandidates`): the migration rules' findings start with the same question, a few byte
  /// searches over the whole file. Beside `certain`, in its padding: the signs of every file
  /// are kept until settling, no larger for it.
  private(set) var hasCandidates: Bool? = nil
  /// Classes' first inherited names and extended names, in order: view code if the facts make
  /// them views. The first two are kept in place (most files have one or two: no list made and
  /// freed per file, and kept by the collector until settling), any further in `moreViewNames`.
  private var viewName0: String? = nil, viewName1: String? = nil
  private var moreViewNames: [String] = []

  /// Whether `isView` holds for some view name, the names tried in order.
  func hasViewName(where isView: (String) -> Bool) -> Bool {
    guard let first = viewName0 else { return false }
    if isView(first) { return true }
    guard let second = viewName1 else { return false }
    return isView(second) || moreViewNames.contains(where: isView)
  }

  /// Calls `body` with each view name, in order.
  func forEachViewName(_ body: (String) -> Void) {
    guard let first = viewName0 else { return }
    body(first)
    guard let second = viewName1 else { return }
    body(second)
    for name in moreViewNames { body(name) }
  }

  private mutating func addViewName(_ name: String) {
    if viewName0 == nil { viewName0 = name } else if viewName1 == nil { viewName1 = name } else { moreViewNames.append(name) }
  }

  init(_ file: ScannedFile) {
    certain = Self.callsObserveOrHasDirective(file)
    // By index, fields in place: iterating would copy each declaration (retaining its strings
    // and arrays), and every type of every file passes here.
    let types = file.outline.types
    for k in types.indices {
      switch file.typeKeyword(k) {
      case .class: if let first = types[k].inheritance.first { addViewName(first) }
      case .struct: if types[k].inheritance.containsASCII("View") { certain = true }
      case .extension:
        addViewName(types[k].name)
        if types[k].inheritance.containsASCII("View") { certain = true }
      default: break
      }
    }
    if !certain {
      let found = Migrator.hasCandidates(file)
      hasCandidates = found
      certain = found
    }
  }

  /// Whether some identifier token spells `observe` or some line comment holds `tca-migrate:`,
  /// as the lexer noted while making them (`LexedSigns`). Answers as
  /// `callsObserveOrHasDirectiveByTokens`.
  static func callsObserveOrHasDirective(_ file: ScannedFile) -> Bool {
    file.signs.namesObserve || file.signs.hasDirective
  }

  /// `callsObserveOrHasDirective`, reading every token (kept to check it against).
  static func callsObserveOrHasDirectiveByTokens(_ file: ScannedFile) -> Bool {
    for t in file.tokens.indices {
      switch file.tokens[t].kind {
      case .identifier: if file.textEquals(t, "observe" as StaticString) { return true }
      case .lineComment: if Self.mentionsDirective(file.tokens[t], file.bytes) { return true }
      default: break
      }
    }
    return false
  }

  private static let directive = Array("tca-migrate:".utf8)

  static func mentionsDirective(_ token: Token, _ bytes: [UInt8]) -> Bool {
    let start = Int(token.start), end = Int(token.end)
    guard end - start >= directive.count else { return false }
    var k = start
    while k + directive.count <= end {
      if bytes[k] == directive[0] {
        var j = 1
        while j < directive.count, bytes[k + j] == directive[j] { j += 1 }
        if j == directive.count { return true }
      }
      k += 1
    }
    return false
  }
}
