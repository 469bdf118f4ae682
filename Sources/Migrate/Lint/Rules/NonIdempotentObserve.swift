import SwiftScan

/// Rule `non-idempotent-observe`: an `observe` block re-runs whenever anything it read changes,
/// as often as the system decides. Adding subviews, targets, gesture recognizers or
/// constraints, appending, inserting rows or accumulating with `+=` there adds again on every
/// run: duplicated hierarchies, handlers fired twice, counters that drift.
public enum NonIdempotentObserve: LintRule {
  public static let info = RuleInfo(
    id: "non-idempotent-observe", severity: .warning, category: "observe", fixable: false,
    summary: "an observe block adds subviews, targets, constraints or rows, appends, or accumulates, so every re-run adds again")

  /// Calls that add to a hierarchy or a collection each time they run. Each starts with `a` or
  /// `i`, as `activate` and `isActive` do: `callMessage` rules out other names by their first byte.
  static let addingCalls = Set(addingCallBytes.map(\.description))

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    let file = context.file
    guard !context.observeCalls.isEmpty else { return }
    let blocks = context.observeBlockTokens()
    for (c, call) in context.observeCalls.enumerated() {
      let body = context.bodyRange(of: call)
      // Made on first need: most blocks add nothing, and the resets are a walk over the block.
      var found: [(name: String, token: Int)]? = nil
      // The block's tokens that pass `mayAdd` or `mayAccumulate`, found in one walk shared with
      // `view-creation-in-observe` (`ObserveBlockTokens`): the block running each is looked up
      // only for those.
      for k in blocks.positions(ofCall: c) {
        guard let t = blocks.token(at: k, construction: false) else { continue }
        let kind = file.tokens[t].kind
        guard context.observeRun(containing: t)?.brace == call.brace else { continue }
        if kind == .identifier, let (message, installsOutside) = callMessage(t, context) {
          let start = context.chainStart(ofMember: t)
          let root = root(start, file)
          // Inserting what a set already holds changes nothing.
          if file.isIdentifier(t, "insert"), isDeclaredSet(root, file) { continue }
          if installsOutside || !(isLocal(root, body: body, file: file) || isReset(root, in: body, &found, context)) { findings.append(context.finding(info, at: start, message)) }
        } else if kind == .operator, isAccumulating(t, file), let lhs = file.previousSignificant(before: t),
                  file.tokens[lhs].kind == .identifier {
          let start = context.chainStart(ofMember: lhs)
          if !isLocal(root(start, file), body: body, file: file) && !isReset(root(start, file), in: body, &found, context) {
            findings.append(context.finding(
              info, at: start, "do not accumulate with '\(file.text(t))' in an observe block: it re-runs on every change; derive the value from state"))
          }
        }
      }
    }
  }

  /// Whether name `token` may be a call `callMessage` answers for: it starts with `a` or `i`, as
  /// every one of them does. Every name of every observe block passes here (in the walk of
  /// `ObserveBlockTokens`); only those it lets through are looked at further.
  @inline(__always)
  static func mayAdd(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let initial = bytes[Int(token.start)]
    return initial == UInt8(ascii: "a") || initial == UInt8(ascii: "i")
  }

  /// Whether operator `token` (token `t`) is `+=` or `-=` (`isAccumulating`), tested first on its
  /// first byte: an operator whose first byte is ASCII other than `+` and `-` is neither (a
  /// string equal to `+=` starts with `+`: an ASCII character is its own and only canonical form).
  @inline(__always)
  static func mayAccumulate(_ token: Token, _ t: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ file: ScannedFile) -> Bool {
    let initial = bytes[Int(token.start)]
    guard initial >= 0x80 || initial == UInt8(ascii: "+") || initial == UInt8(ascii: "-") else { return false }
    return isAccumulating(t, file)
  }

  /// Whether token `t` is `+=` or `-=`, compared on bytes.
  private static func isAccumulating(_ t: Int, _ file: ScannedFile) -> Bool {
    file.textIs(t, ascii: "+=") || file.textIs(t, ascii: "-=")
  }

  /// `addingCalls`, spelled for comparing on bytes.
  static let addingCallBytes: [StaticString] = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addSublayer", "insertSublayer",
    "addGestureRecognizer", "addTarget", "addAction", "addConstraint", "addConstraints", "addChild",
    "addInteraction", "addLayoutGuide", "append", "appendItems", "appendSections", "insert", "insertRows",
    "insertSections", "insertItems", "insertItemsAtIndexPaths",
  ]

  /// Bit `n` set when one of the names `callMessage` answers for (`addingCallBytes`, `activate`,
  /// `isActive`) is `n` bytes long (all are shorter than 64).
  static let callLengths: UInt64 = (addingCallBytes + ["activate", "isActive"]).reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }

  /// The message for a call that adds again on every run, and whether what it adds lands outside
  /// the receiver (a constraint is installed on the views it relates, whoever created it).
  private static func callMessage(_ t: Int, _ context: LintContext) -> (String, Bool)? {
    let file = context.file
    // Every name in an observe block passes here, and every call this rule knows starts with `a`
    // or `i`: one byte rules out most before a string is made.
    let initial = file.bytes[Int(file.tokens[t].start)]
    guard initial == UInt8(ascii: "a") || initial == UInt8(ascii: "i") else { return nil }
    // The names are ASCII: an ASCII token equals one exactly when its bytes do, so a string is
    // made only for a call found (or a name past ASCII, compared as before). Every answer but
    // nil needs the token to equal one of them: an ASCII token of a length none has (`in`,
    // `if`, `items`) is none, and needs no search.
    let start = Int(file.tokens[t].start), length = Int(file.tokens[t].end) - start
    let ascii = file.bytes[start..<(start + length)].allSatisfy { $0 < 0x80 }
    if ascii, length >= 64 || callLengths & (1 << UInt64(length)) == 0 { return nil }
    let next = file.nextSignificant(after: t) ?? -1
    guard next >= 0 else { return nil }
    let previous = file.previousSignificant(before: t) ?? -1
    if previous >= 0, file.isIdentifier(previous, "func") { return nil }
    let name = ascii ? nil : file.text(t)
    func isNamed(_ word: StaticString) -> Bool { name.map { $0 == word.description } ?? file.textEquals(t, word) }
    let adding = name.map { addingCalls.contains($0) } ?? addingCallBytes.contains { file.textEquals(t, $0) }
    if adding, file.tokens[next].kind == .leftParen || file.tokens[next].kind == .leftBrace {
      return ("move '\(name ?? file.text(t))' out of the observe block: it runs again on every change and adds again", false)
    }
    if isNamed("activate"), file.tokens[next].kind == .leftParen,
       context.receiverIdentifiers(ofMember: t).contains(where: { file.isIdentifier($0, "NSLayoutConstraint") }) {
      return ("activate constraints once, outside the observe block: every re-run adds them again", true)
    }
    // `anchor.constraint(…).isActive = true` builds a new constraint on every run.
    if isNamed("isActive"), file.textEquals(next, "=" as StaticString), let value = file.nextSignificant(after: next), file.isIdentifier(value, "true"),
       context.receiverIdentifiers(ofMember: t).contains(where: { file.text($0).hasPrefix("constraint") }) {
      return ("create and activate constraints once, outside the observe block: every re-run adds a new one", true)
    }
    return nil
  }

  /// The variable a chain starts from: `count` in `self.count`, `items` in `items.append`.
  private static func root(_ start: Int, _ file: ScannedFile) -> Int {
    guard file.isIdentifier(start, "self"), var next = file.nextSignificant(after: start) else { return start }
    if file.tokens[next].kind == .operator, let after = file.nextSignificant(after: next) { next = after }
    guard file.tokens[next].kind == .period, let member = file.nextSignificant(after: next) else { return start }
    return member
  }

  /// Whether the block `body` empties or reassigns `root` before it: adding to it then rebuilds
  /// it, which repeats well. `found` keeps the block's resets once made. (A function of its own,
  /// not one nested in the loop capturing `found`: the captured variable was checked for
  /// exclusive access at run time, some 75 instructions per block.)
  private static func isReset(_ root: Int, in body: Range<Int>, _ found: inout [(name: String, token: Int)]?,
                              _ context: LintContext) -> Bool {
    if found == nil { found = resets(in: body, context) }
    let resets = found!
    guard !resets.isEmpty else { return false }
    let name = context.file.text(root)
    return resets.contains { $0.name == name && $0.token < root }
  }

  /// Variables the block empties or reassigns: `x = …`, `x.removeAll()`,
  /// `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`.
  private static func resets(in body: Range<Int>, _ context: LintContext) -> [(name: String, token: Int)] {
    let file = context.file
    var resets: [(name: String, token: Int)] = []
    for t in body where file.tokens[t].kind == .identifier {
      // Compared on bytes: a string is made only for a reset.
      let lists = file.textEquals(t, "subviews") || file.textEquals(t, "arrangedSubviews")
      if lists || file.textEquals(t, "removeAll") || file.textEquals(t, "removeArrangedSubview") {
        if lists {
          let statement = t...file.statementEnd(from: t)
          guard statement.contains(where: { file.isIdentifier($0, "removeFromSuperview") || file.isIdentifier($0, "removeArrangedSubview") }) else { continue }
        }
        resets.append((file.text(root(context.chainStart(ofMember: t), file)), t))
      } else if let next = file.nextSignificant(after: t), file.tokens[next].kind == .operator, file.textEquals(next, "="),
                root(context.chainStart(ofMember: t), file) == t {
        // `total = 0`, `self.items = []`: the variable itself, not one of its properties.
        resets.append((file.text(t), t))
      }
    }
    return resets
  }

  private static func isDeclaredSet(_ t: Int, _ file: ScannedFile) -> Bool {
    let name = file.text(t)
    return file.outline.variables.contains { variable in
      guard variable.name == name else { return false }
      let written = TypeText.joined(variable.typeTokens, in: file) + TypeText.joined(variable.initializerTokens, in: file)
      return written.hasPrefix("Set<") || written.hasPrefix("Set(")
    }
  }

  /// A variable declared inside the block is fresh on every run, so adding to it is harmless.
  private static func isLocal(_ t: Int, body: Range<Int>, file: ScannedFile) -> Bool {
    guard file.tokens[t].kind == .identifier, !file.isIdentifier(t, "self") else { return false }
    let name = file.text(t)
    return file.outline.variables.contains { $0.name == name && body.contains($0.nameToken) && $0.nameToken < t }
  }
}
