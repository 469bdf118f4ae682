/// Rule `nested-observe`: an `observe` inside another registers a new observation on every run of
/// the outer one. They pile up, each re-running on its own; TCA warns about it at run time.
public enum NestedObserve: LintRule {
  public static let info = RuleInfo(
    id: "nested-observe", severity: .warning, category: "observe", fixable: false,
    summary: "an observe call inside another observe block, which registers a new observation on every run")

  public static func findings(in context: LintContext) -> [Finding] {
    context.observeCalls.compactMap { call in
      guard context.observeRun(containing: call.callToken) != nil else { return nil }
      return context.finding(info, at: call.callToken, "move this observe call out of the enclosing observe block; give each block its own place in viewDidLoad")
    }
  }
}
