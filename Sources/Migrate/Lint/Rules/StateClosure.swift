import SwiftScan

/// Rule `state-closure`: a closure in a reducer's State makes it no longer a value. It cannot be
/// compared, printed or rebuilt in a test, and it is a channel through which effects happen
/// without an action. A continuation is a future action, not a stored closure.
public enum StateClosure: LintRule {
  public static let info = RuleInfo(
    id: "state-closure", severity: .error, category: "state", fixable: false,
    summary: "a reducer State stores a closure")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    // By index: a State or a field copied out retains its strings and arrays; most fields find nothing.
    let states = context.states
    for s in states.indices {
      for f in states[s].fields.indices where context.isClosure(state: s, field: f) {
        findings.append(context.finding(
          info, at: states[s].fields[f].nameToken,
          "do not store a closure in \(states[s].qualifiedName) ('\(states[s].fields[f].name)'): model the callback as an action the reducer handles"))
      }
    }
  }

  /// Whether field `f` of the context's State `s` holds a function type (`() -> Void`,
  /// `(@Sendable (Int) -> Void)?`), an alias of one, or a closure literal as the only hint of the
  /// type (`var onDone = { }`).
  static func isClosure(state s: Int, field f: Int, _ context: LintContext) -> Bool {
    let file = context.file
    let typeTokens = context.states[s].fields[f].typeTokens
    if !typeTokens.isEmpty {
      return context.writesFunctionType(state: s, field: f)
        || context.writtenTypeNames(state: s, field: f).contains { context.isClosureAlias($0) }
    }
    guard let first = context.states[s].fields[f].initializerTokens.first(where: { !file.tokens[$0].kind.isTrivia }),
          file.tokens[first].kind == .leftBrace, let close = file.partner(first) else { return false }
    // `var x = { … }()` stores the closure's result, not the closure.
    return file.nextSignificant(after: close).map { file.tokens[$0].kind != .leftParen } ?? true
  }
}
