/// Rule `state-identified-array`: an array addresses elements by position. An action for "row 3"
/// that arrives after a reload or a reorder changes the wrong row. `IdentifiedArrayOf` addresses
/// elements by their stable `id`, which is what `forEach` and `store.scope` need.
public enum StateIdentifiedArray: LintRule {
  public static let info = RuleInfo(
    id: "state-identified-array", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State keeps Identifiable elements in an Array instead of an IdentifiedArrayOf")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    for s in context.states.indices where !context.states[s].isEnum {
      for f in context.states[s].fields.indices {
        // The element of the declared type (made once per field and shared with
        // `state-selection-by-copy`), an annotation's worked out once.
        guard let element = context.arrayElement(state: s, field: f), context.isIdentifiable(element) else { continue }
        let field = context.states[s].fields[f]
        findings.append(context.finding(
          info, at: field.nameToken,
          "use IdentifiedArrayOf<\(element)> for '\(field.name)': \(element) is Identifiable, and an array addresses elements by position"))
      }
    }
  }
}
