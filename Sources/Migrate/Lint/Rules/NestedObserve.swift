/// Rule `nested-observe`: an `observe` inside another registers a new observation on every run of
/// the outer one. They pile up, each re-running on its own; TCA warns about it at run time.
public enum NestedObserve: LintRule {
  public static let info = RuleInfo(
    id: "nested-observe", severity: .warning, category: "observe", fixable: false,
    summary: "an observe call inside another observe block, which registers a new observation on every run")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    for call in context.observeCalls where context.observeRun(containing: call.callToken) != nil {
      findings.append(context.finding(info, at: call.callToken, "move this observe call out of the enclosing observe block; give each block its own place in viewDidLoad"))
    }
  }
}
