import SwiftScan

/// Rule `state-selection-by-copy`: a selection stored as a copy of an element becomes a second
/// truth that drifts when the element in the collection is edited; stored as an index, it points
/// at another element after an insert, a removal or a reorder. An element's `ID` stays right.
public enum StateSelectionByCopy: LintRule {
  public static let info = RuleInfo(
    id: "state-selection-by-copy", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State selects an element of its collection by a copy or an index instead of its ID")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    let file = context.file
    // By index: a State or a field copied out retains its strings and arrays.
    for s in context.states.indices where !context.states[s].isEnum {
      // Declared types and their elements are made once per field (see `LintContext`).
      var elements = Set<String>()
      for f in context.states[s].fields.indices {
        if let element = context.collectionElement(state: s, field: f) { elements.insert(element) }
      }
      guard !elements.isEmpty else { continue }
      for (f, field) in context.states[s].fields.enumerated() {
        let type = context.declaredType(state: s, field: f)
        if let type, let wrapped = TypeText.optionalWrapped(type), elements.contains(wrapped),
           isSelection(field.name, collections: collections(of: s, element: wrapped, context), context) {
          findings.append(context.finding(
            info, at: field.nameToken, "store the selection as '\(wrapped).ID?', not a copy of the element: the copy goes stale when the collection changes"))
        } else if isIndex(field, type: type, file) {
          findings.append(context.finding(
            info, at: field.nameToken, "store the selection as the element's ID, not an index: indices point elsewhere after inserts, removals and reorders"))
        }
      }
    }
  }

  /// Names that say "one of the collection's elements".
  static let selectionWords = ["selected", "highlighted", "focused", "active", "chosen", "picked"]

  /// An optional element beside a collection of that element is a selection when its name says
  /// so, or when some reducer assigns it from the collection (`state.x = state.items[id: id]`).
  /// `var user: User?` beside `followers: [User]` is neither: it is another user.
  private static func isSelection(_ name: String, collections: [String], _ context: LintContext) -> Bool {
    let lower = name.lowercased()
    if selectionWords.contains(where: { lower.hasPrefix($0) }) { return true }
    return !context.assignedFrom(name).isDisjoint(with: collections)
  }

  private static func collections(of s: Int, element: String, _ context: LintContext) -> [String] {
    context.states[s].fields.indices.compactMap { f in
      context.collectionElement(state: s, field: f) == element ? context.states[s].fields[f].name : nil
    }
  }

  /// The written type, or the one an initializer spells (`[Item]()`).
  /// (Given the field's token ranges, not the field: a copy of it retains its strings.)
  static func declaredType(typeTokens: Range<Int>, initializerTokens: Range<Int>, _ file: ScannedFile) -> String? {
    if !typeTokens.isEmpty { return TypeText.joined(typeTokens, in: file) }
    return TypeText.typeFromInitializer(TypeText.joined(initializerTokens, in: file))
  }

  private static func isIndex(_ field: StateField, type: String?, _ file: ScannedFile) -> Bool {
    guard field.name == "index" || field.name.hasSuffix("Index") else { return false }
    if let type { return type == "Int" || type == "Int?" }
    let first = field.initializerTokens.first { !file.tokens[$0].kind.isTrivia }
    return first.map { file.tokens[$0].kind == .number } ?? false
  }
}
