/// Rule `state-identified-array`: an array addresses elements by position. An action for "row 3"
/// that arrives after a reload or a reorder changes the wrong row. `IdentifiedArrayOf` addresses
/// elements by their stable `id`, which is what `forEach` and `store.scope` need.
public enum StateIdentifiedArray: LintRule {
  public static let info = RuleInfo(
    id: "state-identified-array", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State keeps Identifiable elements in an Array instead of an IdentifiedArrayOf")

  public static func findings(in context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for s in context.states.indices where !context.states[s].isEnum {
      for f in context.states[s].fields.indices {
        // The declared type is made once per field and shared with `state-selection-by-copy`.
        guard let type = context.declaredType(state: s, field: f),
              let element = TypeText.arrayElement(type), context.isIdentifiable(element) else { continue }
        let field = context.states[s].fields[f]
        findings.append(context.finding(
          info, at: field.nameToken,
          "use IdentifiedArrayOf<\(element)> for '\(field.name)': \(element) is Identifiable, and an array addresses elements by position"))
      }
    }
    return findings
  }
}
