import SwiftScan

/// Rule `observe-strong-self`: the object that calls `observe` keeps the observation, and the
/// observation keeps its closure. A closure that captures `self` strongly closes the cycle: the
/// view controller is never freed, and its block keeps running for a screen nobody sees.
public enum ObserveStrongSelf: LintRule {
  public static let info = RuleInfo(
    id: "observe-strong-self", severity: .error, category: "observe", fixable: false,
    summary: "an observe closure captures self strongly, so the observing object is never freed")

  public static func findings(in context: LintContext) -> [Finding] {
    let file = context.file
    var findings: [Finding] = []
    for call in context.observeCalls {
      let closure = file.outline.closures[call.closure]
      let captures = captureList(closure, file)
      // `[weak self]`, `[unowned self]`, `[unowned(unsafe) self]`.
      if captures.contains(where: { ($0.first == "weak" || $0.first == "unowned") && $0.last == "self" }) { continue }
      let strongCapture = captures.contains(["self"])
      let usesSelf = context.bodyRange(of: call).contains { file.isIdentifier($0, "self") }
      guard strongCapture || usesSelf, ownerIsClass(call, context) else { continue }
      findings.append(context.finding(
        info, at: call.callToken, "capture self weakly: observe { [weak self] in guard let self else { return } … }"))
    }
    return findings
  }

  /// Capture list entries as token texts (`["weak", "self"]`, `["self"]`, `["x", "=", "y"]`).
  private static func captureList(_ closure: ClosureDecl, _ file: ScannedFile) -> [[String]] {
    guard closure.captureList >= 0, let close = file.partner(closure.captureList) else { return [] }
    var entries: [[String]] = []
    var current: [String] = []
    for t in (closure.captureList + 1)..<close where !file.tokens[t].kind.isTrivia {
      if file.tokens[t].kind == .comma { entries.append(current); current = [] } else { current.append(file.text(t)) }
    }
    if !current.isEmpty { entries.append(current) }
    return entries
  }

  /// A value type's `self` is copied, not retained: only classes (and extensions of them) leak.
  private static func ownerIsClass(_ call: ObserveCall, _ context: LintContext) -> Bool {
    let k = context.file.enclosingType(of: call.callToken)
    guard k >= 0 else { return false }
    let type = context.file.outline.types[k]
    switch type.keyword {
    case "class", "actor": return true
    case "extension": return context.isClass(type.name) || context.isViewClassName(type.name)
    default: return false
    }
  }
}
