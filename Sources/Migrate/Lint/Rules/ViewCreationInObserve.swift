import SwiftScan

/// Rule `view-creation-in-observe`: an `observe` block describes views that already exist. A view
/// built inside it is built again on every re-run; the old one lingers in the hierarchy or is
/// thrown away with its state (scroll position, first responder, running animations).
public enum ViewCreationInObserve: LintRule {
  public static let info = RuleInfo(
    id: "view-creation-in-observe", severity: .warning, category: "observe", fixable: false,
    summary: "a view is created inside an observe block, so every re-run builds it again")

  static let viewSuffixes = ["View", "Label", "Button", "Switch", "Field", "Control", "Slider", "Stepper", "Bar", "Picker", "Cell"]

  /// UIKit's own views, by its naming conventions (`UILabel`, `UIStackView`, `UISegmentedControl`).
  static func isUIKitView(_ name: String) -> Bool {
    // A name starting with an ASCII byte other than `U` starts with another character than `U`
    // (its decomposition starts with that byte): most names end here, before a character search.
    if let first = name.utf8.first, first < 0x80, first != UInt8(ascii: "U") { return false }
    return name.hasPrefix("UI") && viewSuffixes.contains { name.hasSuffix($0) }
  }

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    let file = context.file
    guard !context.observeCalls.isEmpty else { return }
    // The names of each block that pass `mayConstruct`, found in one walk shared with
    // `non-idempotent-observe` (`ObserveBlockTokens`).
    let blocks = context.observeBlockTokens()
    for (c, call) in context.observeCalls.enumerated() {
      for k in blocks.positions(ofCall: c) {
        guard let t = blocks.token(at: k, construction: true) else { continue }
        // Both are pure; the token test rules out most names before the lookup.
        guard isConstruction(t, file), context.observeRun(containing: t)?.brace == call.brace else { continue }
        let name = file.text(t)
        let isView = context.isUIKitViewClass(name)
        guard isView else { continue }
        findings.append(context.finding(
          info, at: t, "create '\(name)' once, outside the observe block; inside it, only assign properties from state"))
      }
    }
  }

  /// Whether name `t` of an observe block (before its closing brace) may be what
  /// `isConstruction` accepts, by the tokens right after it: `isConstruction` needs `(` or `.`
  /// next, so a significant token right after the name that is neither rules it out without the
  /// search for the next significant token. Every name of every observe block passes here (in the
  /// walk of `ObserveBlockTokens`); most stop here.
  @inline(__always)
  static func mayConstruct(_ t: Int, _ tokens: UnsafeBufferPointer<Token>) -> Bool {
    let next = tokens[t + 1].kind
    guard next.isTrivia || next == .leftParen || next == .period else { return false }
    // Token `t + 2` exists: `t + 1` is not the closing brace (ruled out above), so it lies
    // before it. When it is significant, it is the one `isConstruction` reads after a period
    // (the member, which must spell `init`: four bytes) or after trivia (which must be that
    // period: a call's `(` must touch the name).
    if next != .leftParen {
      let after = tokens[t + 2]
      if !after.kind.isTrivia {
        if next == .period ? after.end &- after.start != 4 : after.kind != .period { return false }
      }
    }
    return true
  }

  /// `Name(…)` or `Name.init(…)`, not a member of something else.
  private static func isConstruction(_ t: Int, _ file: ScannedFile) -> Bool {
    // Both tests are pure and both must pass: what follows the name first, which rules out
    // most names (`label.text`, `text =`), and only then the walk back for a period before it.
    let next = file.nextSignificant(after: t) ?? -1
    guard next >= 0 else { return false }
    let follows: Bool
    if file.tokens[next].kind == .leftParen {
      follows = file.tokens[next].start == file.tokens[t].end
    } else if file.tokens[next].kind == .period {
      let member = file.nextSignificant(after: next) ?? -1
      follows = member >= 0 && file.isIdentifier(member, "init")
    } else {
      follows = false
    }
    guard follows else { return false }
    let previous = file.previousSignificant(before: t) ?? -1
    return !(previous >= 0 && file.tokens[previous].kind == .period)
  }
}
