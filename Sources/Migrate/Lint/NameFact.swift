/// A question about one name answered by a flag (`FactQuery.isClass(name)` and its kind): the
/// questions rules ask most (the State rules ask two of every field), which a `FactLog` keeps as
/// a row of a kind, a name and a flag instead of a general question and answer (two enums,
/// copied, compared and freed through their outlined witnesses).
///
/// Contract: `LintFacts.answer(fact, name)` is `LintFacts.answer(fact.query(name)).bool`.
enum NameFact: UInt8, Sendable, CaseIterable {
  case isClass, isViewClass, isUIKitViewClass, isClosureAlias, isIdentifiable, isMemberRead, isIgnoredEverywhere

  /// The general question.
  func query(_ name: String) -> FactQuery {
    switch self {
    case .isClass: return .isClass(name)
    case .isViewClass: return .isViewClass(name)
    case .isUIKitViewClass: return .isUIKitViewClass(name)
    case .isClosureAlias: return .isClosureAlias(name)
    case .isIdentifiable: return .isIdentifiable(name)
    case .isMemberRead: return .isMemberRead(name)
    case .isIgnoredEverywhere: return .isIgnoredEverywhere(name)
    }
  }

  /// Whether the tree's facts may answer this by a name's short key (`LintFacts.answer(_:shortKey:)`):
  /// the questions the declared names answer.
  var isAnsweredByKey: Bool {
    switch self {
    case .isClass, .isClosureAlias, .isIdentifiable: return true
    case .isViewClass, .isUIKitViewClass, .isMemberRead, .isIgnoredEverywhere: return false
    }
  }

  /// `query(name).onlyGrows`.
  var onlyGrows: Bool {
    switch self {
    case .isClosureAlias, .isIdentifiable, .isMemberRead: return true
    case .isClass, .isViewClass, .isUIKitViewClass, .isIgnoredEverywhere: return false
    }
  }
}
