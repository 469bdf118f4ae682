import SwiftScan

/// Rule `observe-strong-self`: the object that calls `observe` keeps the observation, and the
/// observation keeps its closure. A closure that captures `self` strongly closes the cycle: the
/// view controller is never freed, and its block keeps running for a screen nobody sees.
public enum ObserveStrongSelf: LintRule {
  public static let info = RuleInfo(
    id: "observe-strong-self", severity: .error, category: "observe", fixable: false,
    summary: "an observe closure captures self strongly, so the observing object is never freed")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    let file = context.file
    for call in context.observeCalls {
      // The capture list's bracket, read in place (a copy of the declaration retains its lists).
      let (weakCapture, strongCapture) = captures(list: file.outline.closures[call.closure].captureList, file)
      // `[weak self]`, `[unowned self]`, `[unowned(unsafe) self]`.
      if weakCapture { continue }
      let usesSelf = context.bodyRange(of: call).contains { file.isIdentifier($0, "self") }
      guard strongCapture || usesSelf, ownerIsClass(call, context) else { continue }
      findings.append(context.finding(
        info, at: call.callToken, "capture self weakly: observe { [weak self] in guard let self else { return } … }"))
    }
  }

  /// What the capture list opened by bracket `captureList` (-1: none) holds: an entry starting `weak` or `unowned` and ending `self`, and an
  /// entry that is `self` alone. Entries are the runs of significant tokens between commas,
  /// compared token by token (on bytes for ASCII tokens), without making their texts.
  private static func captures(list captureList: Int, _ file: ScannedFile) -> (weak: Bool, strong: Bool) {
    guard captureList >= 0, let close = file.partner(captureList) else { return (false, false) }
    var weak = false, strong = false
    var first = -1, last = -1, count = 0
    func endEntry() {
      if count > 0 {
        if (file.textIs(first, ascii: "weak") || file.textIs(first, ascii: "unowned")) && file.textIs(last, ascii: "self") { weak = true }
        if count == 1, file.textIs(first, ascii: "self") { strong = true }
      }
      first = -1; last = -1; count = 0
    }
    for t in (captureList + 1)..<close where !file.tokens[t].kind.isTrivia {
      if file.tokens[t].kind == .comma {
        endEntry()
      } else {
        if count == 0 { first = t }
        last = t
        count += 1
      }
    }
    endEntry()
    return (weak, strong)
  }

  /// A value type's `self` is copied, not retained: only classes (and extensions of them) leak.
  private static func ownerIsClass(_ call: ObserveCall, _ context: LintContext) -> Bool {
    let k = context.file.enclosingType(of: call.callToken)
    guard k >= 0 else { return false }
    // Read in place: a copy of the declaration retains its strings and lists.
    let types = context.file.outline.types
    switch context.file.typeKeyword(k) {
    case .class, .actor: return true
    case .extension: return context.isClass(types[k].name) || context.isViewClassName(types[k].name)
    default: return false
    }
  }
}
