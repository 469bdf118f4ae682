/// The tables of a `LintFacts` (see `LintFacts.storage`). Changed only while one `LintFacts`
/// holds it (copied first otherwise), and then by one thread: the run-time exclusivity checks
/// on its properties, one per access, are left out.
final class LintFactsStorage: @unchecked Sendable {
  @exclusivity(unchecked) var reducerNames: Set<String> = []
  @exclusivity(unchecked) var classNames: Set<String> = []
  @exclusivity(unchecked) var valueTypeNames: Set<String> = []
  @exclusivity(unchecked) var superclass: [String: String] = [:]
  /// `superclass` by numbers, as settling makes it (the table then empty).
  @exclusivity(unchecked) var settledSuperclasses: SettledSuperclasses? = nil
  @exclusivity(unchecked) var identifiableNames: Set<String> = []
  @exclusivity(unchecked) var closureAliases: Set<String> = []
  @exclusivity(unchecked) var memberReads: Set<String> = []
  @exclusivity(unchecked) var assignedFrom: [String: Set<String>] = [:]
  @exclusivity(unchecked) var internalReads: [String: Set<String>] = [:]
  @exclusivity(unchecked) var stateBodies: StateBodyNames? = nil
  @exclusivity(unchecked) var declared: DeclaredNames? = nil
  /// The kinds `declared` answers (`DeclaredNames` bits): a set assigned replaces its kind.
  @exclusivity(unchecked) var declaredKinds: UInt8 = DeclaredNames.allKinds
  @exclusivity(unchecked) var aliasTargets: [String: String] = [:]
  @exclusivity(unchecked) var states: [String: [StateSummary]] = [:]
  /// `LintFacts.stateOfFeature`, each feature's names distinct (as strings), in the order first
  /// indexed: a list of one name per feature, not a set hashed per State indexed.
  @exclusivity(unchecked) var statesOfFeature: [String: [String]] = [:]
  /// `states` and `statesOfFeature` by numbers, as settling makes them (both tables then empty).
  @exclusivity(unchecked) var settledStates: SettledStates? = nil
  @exclusivity(unchecked) var ignoredEverywhere: [String: Bool] = [:]
  /// The States recorded without indexing (a file's own facts): they join `ignoredEverywhere`
  /// when it is read (see `LintFacts.record(_:indexing:)`).
  @exclusivity(unchecked) var unindexedStates: [StateSummary] = []
  /// Settling found no State field marked `@ObservationStateIgnored` (see
  /// `LintFacts.ignoresNoField`). False (not known) unless settling set it last: any change to
  /// these tables clears it (`LintFacts.tables`).
  @exclusivity(unchecked) var noFieldIgnored = false
  /// Settling left `declared`'s table flagging its first collector's member reads
  /// (`FactsCollector.inMemberReads`), each in `memberReads` as the string of its bytes (see
  /// `LintFacts.treeReadsMember`). False unless settling set it last, as `noFieldIgnored`.
  @exclusivity(unchecked) var flagsMemberReads = false

  /// The storage `LintFacts()` starts with, never changed (see `LintFacts.storage`): held
  /// here too, it is never uniquely referenced, so the first change to any facts copies it.
  static let empty = LintFactsStorage()

  init() {}

  /// A copy of every table (each shared until changed, as values are).
  func copy() -> LintFactsStorage {
    let other = LintFactsStorage()
    other.reducerNames = reducerNames
    other.classNames = classNames
    other.valueTypeNames = valueTypeNames
    other.superclass = superclass
    other.settledSuperclasses = settledSuperclasses
    other.identifiableNames = identifiableNames
    other.closureAliases = closureAliases
    other.memberReads = memberReads
    other.assignedFrom = assignedFrom
    other.internalReads = internalReads
    other.stateBodies = stateBodies
    other.declared = declared
    other.declaredKinds = declaredKinds
    other.aliasTargets = aliasTargets
    other.states = states
    other.statesOfFeature = statesOfFeature
    other.settledStates = settledStates
    other.ignoredEverywhere = ignoredEverywhere
    other.unindexedStates = unindexedStates
    other.noFieldIgnored = noFieldIgnored
    other.flagsMemberReads = flagsMemberReads
    return other
  }
}

extension Optional where Wrapped: AnyObject {
  /// The object, not retained, for a question asked of it (`storage.declared.unretained`,
  /// `facts.settledStates.unretained`): the tree's tables are shared by every thread in pass
  /// two, where a retain and release per question makes both cores write the table's count. The
  /// facts asked (borrowed for the question) hold their storage, which holds the table, and
  /// nothing changes it while a question is answered. Read in place, inlined: passed as an
  /// argument, the table is retained for the call.
  @inline(__always)
  var unretained: Unmanaged<Wrapped>? { map(Unmanaged.passUnretained) }
}
