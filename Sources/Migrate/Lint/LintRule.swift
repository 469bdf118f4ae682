/// A lint rule: a pure function from one file's `LintContext` to findings at the rule's default
/// severity (the configuration may change severities afterwards).
public protocol LintRule: Sendable {
  static var info: RuleInfo { get }
  /// Appends the rule's findings in `context` to `findings`, in the rule's order. (The linter
  /// gathers every rule's in one list: a list of its own per rule and file, most of them empty,
  /// was released per rule and file.)
  static func appendFindings(in context: LintContext, to findings: inout [Finding])
}

/// The lint rules, in the order `tca-migrate rules` lists them.
///
/// Pass two skips files without a sign that a rule may report there (`Relevance`: an `observe`
/// call, view code, a reducer State, legacy code, a suppression comment). A rule reporting
/// elsewhere must add its sign there, or its findings in such files are never looked for.
public enum LintRules {
  public static let all: [any LintRule.Type] = [
    SendInObserve.self, NonIdempotentObserve.self, ViewCreationInObserve.self, ObserveStrongSelf.self,
    NestedObserve.self, IgnoredStateRead.self, ReducerLogicInView.self,
    StateClosure.self, StateDependency.self, StateReferenceType.self, StateDeadField.self,
    StateSelectionByCopy.self, StateIdentifiedArray.self,
  ]

  /// `all[r].info.id`, made once: the linter asks per file whether each rule is enabled.
  static let ids: [String] = all.map { $0.info.id }
}
