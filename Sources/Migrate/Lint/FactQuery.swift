import SwiftScan

/// One question a lint rule asks about the whole tree. Rules see the tree only through these
/// questions (`LintContext` asks them), so a file linted under some facts can be told, from the
/// answers it got, whether other facts would have changed its findings.
enum FactQuery: Hashable, Sendable {
  /// Whether a type name (qualified) is a reducer.
  case isReducer(String)
  /// The reducer whose State is aliased to this type (`typealias State = ProfileState`).
  case aliasedReducer(String)
  case isClass(String)
  case isViewClass(String)
  /// Whether a class inherits, through classes of the tree, from a UIKit view class.
  case isUIKitViewClass(String)
  case isClosureAlias(String)
  case isIdentifiable(String)
  case isMemberRead(String)
  /// Whether a name is used inside a State type (by qualified name) or its extensions.
  case isReadInside(state: String, name: String)
  case isIgnoredEverywhere(String)
  case assignedFrom(String)
  /// The merged summary of the States declared elsewhere for a feature.
  case stateSummary(feature: String)
  /// Whether a field of a feature's State is ignored by observation (when the State is unknown,
  /// whether every State declaring the field ignores it).
  case isIgnoredField(feature: String, field: String)
}

/// The answer to a `FactQuery`: equal answers mean the rule took the same path.
enum FactAnswer: Equatable, Sendable {
  case bool(Bool)
  case name(String?)
  case names(Set<String>)
  case summary(StateSummary?)

  var bool: Bool { if case .bool(let value) = self { value } else { false } }
}

extension LintFacts {
  /// The answer to `query` under these facts: the one place rules' questions are answered.
  func answer(_ query: FactQuery) -> FactAnswer {
    switch query {
    case .isReducer(let name): return .bool(isReducerName(name))
    case .aliasedReducer(let name): return .name(aliasedReducer(of: name))
    case .isClass(let name): return .bool(answer(.isClass, name))
    case .isViewClass(let name): return .bool(answer(.isViewClass, name))
    case .isUIKitViewClass(let name): return .bool(answer(.isUIKitViewClass, name))
    case .isClosureAlias(let name): return .bool(answer(.isClosureAlias, name))
    case .isIdentifiable(let name): return .bool(answer(.isIdentifiable, name))
    case .isMemberRead(let name): return .bool(answer(.isMemberRead, name))
    case let .isReadInside(state, name):
      return .bool(own?.reads.isRead(name, insideState: state) ?? isReadInside(name, state: state))
    case .isIgnoredEverywhere(let name): return .bool(answer(.isIgnoredEverywhere, name))
    case .assignedFrom(let name): return .names(own?.reads.assignedFrom(name) ?? assignedFrom[name] ?? [])
    case .stateSummary(let feature): return .summary(mergedStateSummary(ofFeature: feature))
    case let .isIgnoredField(feature, field): return .bool(isIgnoredField(field, ofFeature: feature))
    }
  }

  /// The answer to `fact.query(name)` under these facts, as a flag.
  func answer(_ fact: NameFact, _ name: String) -> Bool {
    switch fact {
    case .isClass: return isClass(name)
    case .isViewClass: return isViewClassName(name)
    case .isUIKitViewClass: return outermostClass(of: name).map(ViewCreationInObserve.isUIKitView) ?? false
    case .isClosureAlias: return own?.declarations.contains(name, DeclaredNames.closureAliasKind) ?? isDeclared(name, DeclaredNames.closureAliasKind)
    case .isIdentifiable: return own?.declarations.contains(name, DeclaredNames.identifiableKind) ?? isDeclared(name, DeclaredNames.identifiableKind)
    case .isMemberRead: return own?.reads.isMemberRead(name) ?? treeReadsMember(name)
    case .isIgnoredEverywhere: return isIgnoredEverywhere(name)
    }
  }

  /// `mergedStateSummary(ofFeature: feature)?.fields[field] == true`, or without a summary
  /// `ignoredEverywhere[field] == true`, without merging (every file viewing a feature asks this
  /// of every field it reads, and each answer is asked again under the tree's facts). The merge
  /// keeps a field only if every candidate has it, ignored only if every one ignores it: so the
  /// merged answer is true exactly when every candidate has the field ignored, whatever their
  /// order, and the candidates are the same `mergedStateSummary` reads.
  func isIgnoredField(_ field: String, ofFeature feature: String) -> Bool {
    // The facts of one file alone list no States (`record(_:indexing: false)`): no lookups.
    if !indexesStates { return isIgnoredEverywhere(field) }
    // Every answer true needs some State's field ignored.
    if ignoresNoField { return false }
    return isIgnoredField(field, among: ignoredFieldCandidates(ofFeature: feature))
  }

  /// The State summaries `isIgnoredField(_:ofFeature:)` reads for `feature`, in the order it
  /// reads them (one list per State name). A file reads many fields of one feature: `holds`
  /// finds these once per run of questions about one feature, not once per field.
  func ignoredFieldCandidates(ofFeature feature: String) -> [ArraySlice<StateSummary>] {
    if !indexesStates { return [] }
    if let settled = settledStates.unretained { return settled._withUnsafeGuaranteedRef { $0.candidates(ofFeature: feature) } }
    var lists: [ArraySlice<StateSummary>] = []
    if let names = statesOfFeature[feature] {
      for name in names { if let summaries = states[name] { lists.append(summaries[...]) } }
    } else if let summaries = states[feature] {
      lists.append(summaries[...])
    }
    return lists
  }

  /// `isIgnoredField(field, ofFeature: feature)` given `ignoredFieldCandidates(ofFeature: feature)`:
  /// true when every candidate has the field ignored; without candidates, `ignoredEverywhere`'s.
  func isIgnoredField(_ field: String, among lists: [ArraySlice<StateSummary>]) -> Bool {
    var candidates = 0, ignored = true
    for summaries in lists {
      for summary in summaries {
        candidates += 1
        if ignored, summary.ignoredFlag(of: field) != true { ignored = false }
      }
    }
    return candidates > 0 ? ignored : isIgnoredEverywhere(field)
  }

  /// The State summary of `feature` declared in the tree; when several modules declare the name,
  /// only what they all agree on (fields every one has, ignored only if every one ignores it).
  func mergedStateSummary(ofFeature feature: String) -> StateSummary? {
    if !indexesStates { return nil }
    // Sorted, so the summary named first does not depend on a set's order. A feature without a
    // reducer of that name is the State's own name; most have one State of one name.
    let candidates: ArraySlice<StateSummary>
    if let names = stateNames(ofFeature: feature) {
      candidates = names.count == 1 ? stateSummaries(named: names.first!) ?? [] : names.sorted().flatMap { stateSummaries(named: $0) ?? [] }[...]
    } else {
      candidates = stateSummaries(named: feature) ?? []
    }
    guard var merged = candidates.first else { return nil }
    for other in candidates.dropFirst() {
      merged.fields = merged.fields.filter { other.fields[$0.key] != nil }
      for key in merged.fields.keys { merged.fields[key] = merged.fields[key]! && other.fields[key]! }
    }
    return merged
  }

  /// The reducer States declared in `file`, asking through `log` which of its types are reducers;
  /// `variables` indexes the file's variables, if any State needs them and it does not already.
  /// With the facts of `file` alone (`own`), what collecting them found is not found again.
  func states(in file: ScannedFile, log: FactLog?, variables: inout VariablesByBrace?) -> [StateDecl] {
    guard let log else { return states(in: file) }
    if let own { return Self.states(in: file, own: own, log: log, variables: &variables) }
    let names = ReducerStates.qualifiedNames(file)
    // The closure takes the tables these questions read, not a copy of all the facts: the
    // answers are `answer(_:)`'s for these two questions (`isReducerName`,
    // `aliasedReducer(of:)`), recorded as `ask` records them.
    let aliases = aliasTargets
    return ReducerStates.find(in: file, names: names, known: [], variables: &variables) { stateParent, k in
      if stateParent >= 0 {
        let parent = names[stateParent]
        if log.record(.isReducer(parent), .bool(isDeclared(parent, DeclaredNames.reducerKind))).bool { return parent }
      }
      return log.recordAliasedReducer(of: names[k], aliases[names[k]])
    }
  }

  /// `states(in:log:variables:)` under the facts of one file alone (`own`), which every file
  /// linted in pass one passes here: what collecting them found is not found again, and the
  /// closure takes `own` alone, not the facts' tables beside it (each retained and released).
  private static func states(in file: ScannedFile, own: OwnFile, log: FactLog, variables: inout VariablesByBrace?) -> [StateDecl] {
    let names = own.names
    return ReducerStates.find(in: file, names: names, known: own.nestedStates, variables: &variables) { stateParent, k in
      if stateParent >= 0 {
        let parent = names[stateParent]
        if log.record(.isReducer(parent), .bool(own.declarations.contains(parent, DeclaredNames.reducerKind))).bool { return parent }
      }
      return log.recordAliasedReducer(of: names[k], own.declarations.value(of: names[k], OwnDeclarations.aliasTargetKind))
    }
  }
}

/// The questions one file's lint asked and the answers it got. Not shared between threads: each
/// file linted gets its own.
final class FactLog: @unchecked Sendable {
  /// In the order asked; a question asked twice is kept twice (cheaper than looking it up).
  /// One file's lint on one thread reads and writes these, a whole value per access, so the
  /// run-time exclusivity checks (one per question) are left out.
  /// Kept in `rows` (shared by the logs of one worker's files), one run.
  @exclusivity(unchecked) private var recordedRun = FactLogRun()

  fileprivate typealias Recorded = (query: FactQuery, answer: FactAnswer)

  /// The `isIgnoredField` questions, apart and compact: a view asks one of every field it reads
  /// through a store, and a row of two strings and a flag costs far less to append, copy and
  /// free than the general question and answer (two enums copied through their outlined
  /// witnesses). `holds` checks them as it checks the others: its answer does not depend on
  /// the order questions were asked in.
  /// Kept in `rows` (shared by the logs of one worker's files), one run.
  @exclusivity(unchecked) private var ignoredRun = FactLogRun()

  fileprivate struct IgnoredFieldAnswer {
    var feature: String
    var field: String
    var ignored: Bool
  }

  /// The `aliasedReducer` questions, apart and compact for the same reason: finding a file's
  /// States asks one of every struct and enum that is not a reducer's nested `State`, and a
  /// general row cost ~336 instructions to append (and its check in `holds` as much again).
  /// Kept in `rows` (shared by the logs of one worker's files), one run.
  @exclusivity(unchecked) private var aliasRun = FactLogRun()

  fileprivate struct AliasAnswer {
    var name: String
    var reducer: String?
  }

  /// The `NameFact` questions, apart and compact for the same reason: the State rules ask two of
  /// every field. `holds` checks them too. The first is kept apart, `rows` holds the others:
  /// most files linted ask one (a view's `isViewClass`), which stays in the log.
  @exclusivity(unchecked) private var firstNameAnswer: NameAnswer? = nil
  /// The others, kept in `rows`, one run.
  @exclusivity(unchecked) private var nameRun = FactLogRun()
  /// The answers of `rows`' run by question, made once the run is long enough that searching it
  /// in order costs more than hashing: a file of thousands of types asks of each, and searching
  /// every row for each question made one 4.6 MB file's lint spend 35M instructions there.
  /// Most files ask a few dozen questions and never make it.
  @exclusivity(unchecked) private var nameIndex: [NameQuestion: Bool]? = nil

  /// Rows searched in order before `nameIndex` is made.
  static let nameRowsSearched = 64

  fileprivate struct NameQuestion: Hashable {
    var fact: NameFact
    var name: String
  }

  fileprivate struct NameAnswer {
    var fact: NameFact
    var name: String
    var answer: Bool
    /// `name`'s short key (`SpellingTable.shortKey(of:)`) when the facts may answer `fact` by
    /// one (`NameFact.isAnsweredByKey`), else 0: `holds` then finds the answer by the key,
    /// without loading the name (each retained for a call and released, per row). The State
    /// rules ask of every field's type, and most are short: `Int`, `String`, `Bool`.
    var shortKey: UInt64 = 0
  }

  /// Where the rows are kept (the general ones and the compact ones): a list of each kind per
  /// worker, the rows of each file's log one run in it, instead of three lists made and freed
  /// per file linted (`LintRun` gives the logs of one worker's files the same rows; a log made
  /// alone gets its own).
  private let rows: FactLogRows

  init(rows: FactLogRows = FactLogRows()) {
    self.rows = rows
  }

  /// This log's `isIgnoredField` rows, in place.
  private func withIgnoredFields<R>(_ body: (UnsafeBufferPointer<IgnoredFieldAnswer>) -> R) -> R {
    rows.ignoredFields.withRun(ignoredRun, body)
  }

  /// This log's `aliasedReducer` rows, in place.
  private func withAliasAnswers<R>(_ body: (UnsafeBufferPointer<AliasAnswer>) -> R) -> R {
    rows.aliasAnswers.withRun(aliasRun, body)
  }

  /// This log's `NameFact` rows past the first, in place.
  private func withNameAnswers<R>(_ body: (UnsafeBufferPointer<NameAnswer>) -> R) -> R {
    rows.nameAnswers.withRun(nameRun, body)
  }

  /// Every question recorded with its answer: the general ones in the order asked, then the
  /// `aliasedReducer` ones, then the `NameFact` ones, then the `isIgnoredField` ones, each in the
  /// order asked.
  var answers: [(query: FactQuery, answer: FactAnswer)] {
    var all = rows.recorded.withRun(recordedRun) { Array($0) }
    all += withAliasAnswers { $0.map { (FactQuery.aliasedReducer($0.name), FactAnswer.name($0.reducer)) } }
    if let first = firstNameAnswer { all.append((first.fact.query(first.name), .bool(first.answer))) }
    all += withNameAnswers { $0.map { ($0.fact.query($0.name), FactAnswer.bool($0.answer)) } }
    all += withIgnoredFields { $0.map { (FactQuery.isIgnoredField(feature: $0.feature, field: $0.field), FactAnswer.bool($0.ignored)) } }
    return all
  }


  /// `ask(fact.query(name), facts).bool`, recorded as a compact row. A question asked and kept
  /// before (the State rules ask of every field's type, and types repeat: `Int`, `String`) gets
  /// the answer kept, which the same facts gave: it is neither answered nor kept again.
  func ask(_ fact: NameFact, _ name: String, _ facts: LintFacts) -> Bool {
    guard firstNameAnswer != nil else {
      let answer = facts.answer(fact, name)
      if answer, fact.onlyGrows { return true }
      firstNameAnswer = NameAnswer(fact: fact, name: name, answer: answer, shortKey: Self.shortKey(fact, name))
      return answer
    }
    if firstNameAnswer!.fact == fact && firstNameAnswer!.name == name { return firstNameAnswer!.answer }
    if nameRun.count >= Self.nameRowsSearched { return askIndexed(fact, name, facts) }
    let kept = withNameAnswers { rows -> Bool? in
      for k in rows.indices where rows[k].fact == fact && rows[k].name == name { return rows[k].answer }
      return nil
    }
    if let kept { return kept }
    let answer = facts.answer(fact, name)
    if answer, fact.onlyGrows { return true }
    rows.nameAnswers.append(NameAnswer(fact: fact, name: name, answer: answer, shortKey: Self.shortKey(fact, name)), to: &nameRun)
    return answer
  }

  /// Whether `facts` give the name question `row` its answer: by the key where the facts
  /// answer by one, the name not loaded (retained for a call and released).
  @inline(__always)
  private static func holds(_ row: UnsafePointer<NameAnswer>, under facts: LintFacts) -> Bool {
    if row.pointee.shortKey != 0, let answer = facts.answer(row.pointee.fact, shortKey: row.pointee.shortKey) {
      return answer == row.pointee.answer
    }
    return facts.answer(row.pointee.fact, row.pointee.name) == row.pointee.answer
  }

  /// The short key a row of `fact` about `name` keeps (see `NameAnswer.shortKey`).
  private static func shortKey(_ fact: NameFact, _ name: String) -> UInt64 {
    fact.isAnsweredByKey ? SpellingTable.shortKey(of: name) ?? 0 : 0
  }

  /// `ask(_:_:_:)` once the run holds `nameRowsSearched` rows: by `nameIndex`, made now from the
  /// run and kept up to date from then on (every later row is appended here). Out of line, so
  /// that `ask`, which most files never take this far, stays small enough to be inlined.
  @inline(never)
  private func askIndexed(_ fact: NameFact, _ name: String, _ facts: LintFacts) -> Bool {
    if nameIndex == nil {
      var index: [NameQuestion: Bool] = [:]
      index.reserveCapacity(nameRun.count * 2)
      // A question is kept once, so each row is the only one for its question.
      withNameAnswers { rows in for row in rows { index[NameQuestion(fact: row.fact, name: row.name)] = row.answer } }
      nameIndex = index
    }
    let question = NameQuestion(fact: fact, name: name)
    if let kept = nameIndex![question] { return kept }
    let answer = facts.answer(fact, name)
    if answer, fact.onlyGrows { return true }
    rows.nameAnswers.append(NameAnswer(fact: fact, name: name, answer: answer, shortKey: Self.shortKey(fact, name)), to: &nameRun)
    nameIndex![question] = answer
    return answer
  }

  /// Records `ignored`, which must be `facts.isIgnoredField(field, ofFeature: feature)` under the
  /// facts the file is linted under: what `ask(.isIgnoredField(feature:field:), facts)` records
  /// (the question does not only grow, so it is always kept). (The names consumed: moved into
  /// the row.)
  func recordIgnoredField(_ field: consuming String, ofFeature feature: consuming String, _ ignored: Bool) {
    rows.ignoredFields.append(IgnoredFieldAnswer(feature: feature, field: field, ignored: ignored), to: &ignoredRun)
  }

  /// Records `reducer`, which must be `facts.aliasedReducer(of: name)` under the facts the file is
  /// linted under: what `ask(.aliasedReducer(name), facts)` records (the question does not only
  /// grow, so it is always kept). Returns it.
  func recordAliasedReducer(of name: String, _ reducer: String?) -> String? {
    rows.aliasAnswers.append(AliasAnswer(name: name, reducer: reducer), to: &aliasRun)
    return reducer
  }

  /// Answers `query` under `facts` and records the answer, unless no other facts could change it:
  /// the tree's facts only add to a file's own, so a name found in a set stays found.
  func ask(_ query: FactQuery, _ facts: LintFacts) -> FactAnswer {
    record(query, facts.answer(query))
  }

  /// Records `answer`, which must be `facts.answer(query)` under the facts the file is linted
  /// under, as `ask` does; returns it.
  @discardableResult
  func record(_ query: FactQuery, _ answer: FactAnswer) -> FactAnswer {
    if query.onlyGrows, case .bool(true) = answer { return answer }
    rows.recorded.append((query, answer), to: &recordedRun)
    return answer
  }

  /// Findings kept only while their guards are false (`LintContext.finding(_:at:_:unlessEither:or:)`).
  @exclusivity(unchecked) var guarded: [GuardedFinding] = []

  /// The room `guarded` gets at its first finding: several (`state-dead-field` keeps one per
  /// field of most States), but few enough that the list (120 bytes a finding) stays under the
  /// 1 KB malloc serves from its per-thread cache. Room for sixteen took malloc's slow path,
  /// some 370 instructions per log.
  static var guardedRoom: Int { 8 }

  /// Whether `facts` give every recorded question the answer it got: then linting under `facts`
  /// takes the same path and finds the same findings, less the guarded ones `facts` drop.
  func holds(under facts: LintFacts) -> Bool {
    // By index, in place: iterating would copy every recorded query and answer out.
    let general = rows.recorded.withRun(recordedRun) { answers in
      for k in answers.indices where facts.answer(answers[k].query) != answers[k].answer { return false }
      return true
    }
    guard general else { return false }
    let aliases = withAliasAnswers { answers in
      // Facts aliasing no State answer each question nil (`aliasedReducer(of:)`): the recorded
      // answers are read, not the names (each retained for the lookup and released, per row).
      if facts.own == nil && facts.aliasTargets.isEmpty {
        for k in answers.indices where answers[k].reducer != nil { return false }
        return true
      }
      for k in answers.indices where facts.aliasedReducer(of: answers[k].name) != answers[k].reducer { return false }
      return true
    }
    guard aliases else { return false }
    let named = withNameAnswers { answers in
      for k in answers.indices where !Self.holds(answers.baseAddress! + k, under: facts) { return false }
      return true
    }
    guard named else { return false }
    // In place, as the rows: a copy of the answer retained its name.
    if firstNameAnswer != nil, !withUnsafeMutablePointer(to: &firstNameAnswer!, { Self.holds($0, under: facts) }) { return false }
    return withIgnoredFields { answers in
      // Facts under which no field is ignored answer each question false: only the recorded
      // answers are read, not the names (each retained for a call and released, per row).
      if facts.ignoresNoField {
        for k in answers.indices where answers[k].ignored { return false }
        return true
      }
      // A file asks of many fields of one feature in a row: the feature's candidate States are
      // looked up once per run (the lists `isIgnoredField(_:ofFeature:)` looks up for each, as
      // `facts` do not change here), so each field costs one lookup per candidate.
      // A run starts at a row whose feature is not the row before's (compared in place: a copy
      // of the run's feature kept aside was retained, wrapped and released per run).
      var runCandidates: [ArraySlice<StateSummary>] = []
      for k in answers.indices {
        if k == 0 || answers[k].feature != answers[k - 1].feature {
          runCandidates = facts.ignoredFieldCandidates(ofFeature: answers[k].feature)
        }
        if facts.isIgnoredField(answers[k].field, among: runCandidates) != answers[k].ignored { return false }
      }
      return true
    }
  }

  /// `result`, linted under a file's own facts, as linting under `facts` gives it: nil when that
  /// takes linting again (a question answered differently, or a dropped finding that a
  /// suppression had consumed, which may leave the suppression unused). A kept finding reported
  /// without its message (`GuardedFinding.message`) gets it here.
  func result(_ result: consuming LintFileResult, under facts: LintFacts) -> LintFileResult? {
    guard holds(under: facts) else { return nil }
    var adjusted = consume result
    // By index, in place: iterating would copy every guarded finding's queries out.
    let complete = guarded.withUnsafeBufferPointer { guarded -> Bool in
      for g in guarded.indices {
        let dropped = facts.answer(guarded[g].first) == .bool(true) || facts.answer(guarded[g].second) == .bool(true)
        guard dropped || guarded[g].message != nil else { continue }
        let offset = guarded[g].offset, ruleID = guarded[g].ruleID
        guard let k = adjusted.findings.firstIndex(where: { $0.offset == offset && $0.ruleID == ruleID }) else {
          // A kept finding not reported was suppressed: it has no message to get.
          if dropped { return false } else { continue }
        }
        if dropped {
          adjusted.findings.remove(at: k)
        } else if let message = guarded[g].message {
          adjusted.findings[k].message = message(guarded[g].first, guarded[g].second)
        }
      }
      return true
    }
    return complete ? adjusted : nil
  }
}

/// The rows of the `FactLog`s of one worker's files: each log's rows are one run in these lists,
/// appended while its file is linted (one file at a time per worker), then only read (pass
/// two's check reads them from any thread, once pass one is over). Four lists per worker, a
/// chunk made now and then, in place of four lists made, grown and freed per file.
final class FactLogRows: @unchecked Sendable {
  @exclusivity(unchecked) fileprivate var ignoredFields = FactLogChunks<FactLog.IgnoredFieldAnswer>()
  @exclusivity(unchecked) fileprivate var nameAnswers = FactLogChunks<FactLog.NameAnswer>()
  @exclusivity(unchecked) fileprivate var aliasAnswers = FactLogChunks<FactLog.AliasAnswer>()
  @exclusivity(unchecked) fileprivate var recorded = FactLogChunks<FactLog.Recorded>()

  init() {}
}

/// Where one log's rows of one kind are in a `FactLogChunks`: `count` rows from `start` in
/// chunk `chunk`.
struct FactLogRun {
  var chunk = 0, start = 0, count = 0
}

/// Rows in chunks that are never grown: a full chunk is kept as it is and a new one started,
/// so the rows already kept are never copied (a list grown by doubling would copy them all at
/// every doubling), only the few rows of the run being appended to, which move along to stay
/// one run.
struct FactLogChunks<Row> {
  private var full: [[Row]] = []
  private var current: [Row] = []

  /// Rows per chunk (a run longer than this gets a chunk of its own size, doubled).
  private static var chunkRows: Int { 1024 }

  /// Appends `row` to `run`, which must be empty or end at the last row appended: the rows of
  /// one log are appended while its file is linted, one file at a time per worker.
  mutating func append(_ row: consuming Row, to run: inout FactLogRun) {
    if run.count == 0 {
      run.chunk = full.count
      run.start = current.count
    } else {
      precondition(run.chunk == full.count && run.start + run.count == current.count, "one file's log at a time per rows")
    }
    if current.count == current.capacity { startChunk(moving: &run) }
    // Moved in: each row is made for its list, which holds it from then on.
    current.append(consume row)
    run.count += 1
  }

  /// Keeps the full chunk and starts one, `run`'s rows moved into it. Apart: rarely taken, and
  /// the appends it would be inlined into are many.
  @inline(never)
  private mutating func startChunk(moving run: inout FactLogRun) {
    var next: [Row] = []
    next.reserveCapacity(Swift.max(Self.chunkRows, 2 * (run.count + 1)))
    next.append(contentsOf: current[run.start...])
    if !current.isEmpty { full.append(current) }
    current = next
    run.chunk = full.count
    run.start = 0
  }

  /// `body` of the rows of `run`, in place. Mutating, though it changes nothing, so that a call
  /// on the rows' lists where a `FactLogRows` keeps them is given them in place: a call on a
  /// value copied out of it retained and released both lists (every question a log checks or
  /// looks up passes here). Pass two's checks call it from several threads at once: overlapping
  /// modify accesses, a deliberate exception to exclusivity (the lists are `@exclusivity(unchecked)`
  /// in `FactLogRows`), sound only because the body reads and nothing is written back.
  mutating func withRun<R>(_ run: FactLogRun, _ body: (UnsafeBufferPointer<Row>) -> R) -> R {
    if run.count == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    // Each list borrowed where it is, not copied to a local (a retain and a release per call).
    if run.chunk < full.count {
      return full[run.chunk].withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[run.start..<run.start + run.count])) }
    }
    return current.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[run.start..<run.start + run.count])) }
  }
}

/// A finding reported under a file's own facts that the tree's facts may drop: they drop it when
/// they answer either guard true (both are questions whose answer only grows).
struct GuardedFinding: Sendable {
  var offset: Int
  var ruleID: String
  var first: FactQuery
  var second: FactQuery
  /// Makes the finding's message from the two guards, when it was reported without one (an
  /// empty message): `FactLog.result(_:under:)` makes it only for a finding the tree's facts
  /// keep. `state-dead-field` reports most fields of a State under a file's own facts (another
  /// file reads them), and the tree's facts drop most of those: a message made for each is
  /// made for nothing. A function of the guards, which hold what the message names, not a
  /// closure capturing them: a function without context is stored without allocating.
  var message: (@Sendable (_ first: FactQuery, _ second: FactQuery) -> String)?

  /// The guards, as a list.
  var guards: [FactQuery] { [first, second] }
}

// The initializers are an extension's, so that the memberwise one stays and they call it: one
// declared in the type, assigning each field, built the finding aside and copied it, through its
// value witness (`state-dead-field` keeps one per field: some 330 instructions each).
extension GuardedFinding {
  init(offset: Int, ruleID: String, unlessEither first: FactQuery, or second: FactQuery,
       message: (@Sendable (_ first: FactQuery, _ second: FactQuery) -> String)? = nil) {
    self.init(offset: offset, ruleID: ruleID, first: first, second: second, message: message)
  }

  /// A finding with two guards given as a list (`LintContext.finding(_:at:_:unlessEither:or:)`).
  init(offset: Int, ruleID: String, guards: [FactQuery]) {
    precondition(guards.count == 2, "a guarded finding has two guards")
    self.init(offset: offset, ruleID: ruleID, unlessEither: guards[0], or: guards[1])
  }
}

extension FactQuery {
  /// Whether the answer is a membership in a set that more files only make larger: `true` for
  /// one file stays `true` for the whole tree.
  var onlyGrows: Bool {
    switch self {
    case .isReducer, .isClosureAlias, .isIdentifiable, .isMemberRead, .isReadInside: return true
    case .aliasedReducer, .isClass, .isViewClass, .isUIKitViewClass, .isIgnoredEverywhere, .assignedFrom, .stateSummary,
         .isIgnoredField: return false
    }
  }
}
