/// Rule `send-in-observe`: an action sent while an `observe` block runs. The action mutates
/// state, the mutation re-runs the block, the block sends again: a loop, and a business rule
/// hidden in drawing code where no test sees it.
public enum SendInObserve: LintRule {
  public static let info = RuleInfo(
    id: "send-in-observe", severity: .error, category: "observe", fixable: false,
    summary: "an action sent from inside an observe block")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    for call in context.observeCalls {
      for send in context.storeSends(in: context.bodyRange(of: call)) where context.observeRun(containing: send)?.brace == call.brace {
        findings.append(context.finding(
          info, at: context.chainStart(ofMember: send),
          "do not send actions from an observe block; react to the state change in the reducer"))
      }
    }
  }
}
