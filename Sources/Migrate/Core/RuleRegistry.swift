/// What every rule is, for listings and reports. `Rules/<id>.rule` holds the same metadata with
/// the rationale and examples; a test keeps the two (and the README's rule table) in step.
public struct RuleInfo: Sendable, Equatable {
  public var id: String
  public var severity: Severity
  public var category: String
  public var fixable: Bool
  public var summary: String
}

public enum RuleRegistry {
  public static let all: [RuleInfo] = [
    RuleInfo(id: PublisherSubscription.id, severity: .warning, category: "migration", fixable: true,
             summary: "a ViewStore or Store publisher subscription that an observe block replaces"),
    RuleInfo(id: ViewStoreUsage.id, severity: .warning, category: "migration", fixable: true,
             summary: "a ViewStore built to observe the whole state, which the store itself now replaces"),
    RuleInfo(id: ObservableState.id, severity: .warning, category: "migration", fixable: true,
             summary: "the State of a feature a migrated view observes lacks @ObservableState"),
    RuleInfo(id: UnusedCancellables.id, severity: .warning, category: "migration", fixable: true,
             summary: "a cancellables collection or import Combine that nothing uses after the migration"),
    RuleInfo(id: StoreIfLet.id, severity: .warning, category: "migration", fixable: true,
             summary: "a Store.ifLet(then:else:) that an observe block unwrapping store.scope replaces"),
    RuleInfo(id: UntranslatableChain.id, severity: .warning, category: "migration", fixable: false,
             summary: "a publisher chain whose meaning observe cannot express, left for a manual migration"),
  ] + LintRules.all.map { $0.info } + [Suppressions.unusedInfo]

  public static func rule(_ id: String) -> RuleInfo? { all.first { $0.id == id } }
}
