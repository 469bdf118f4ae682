import SwiftScan

/// Rule `ignored-state-read`: a field marked `@ObservationStateIgnored` registers no read and
/// announces no write. Drawn from an `observe` block (or a SwiftUI `body`), it shows the value of
/// the last run forever: the UI silently goes stale, and no compiler warns.
public enum IgnoredStateRead: LintRule {
  public static let info = RuleInfo(
    id: "ignored-state-read", severity: .warning, category: "observe", fixable: false,
    summary: "an @ObservationStateIgnored field is read where the UI is drawn, so the UI never updates when it changes")

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    appendFindings(in: context, to: &findings, regionWalkAbove: regionWalkThreshold)
  }

  /// `appendFindings(in:to:)`, a file of more than `threshold` member accesses walked region by
  /// region (the same findings either way: tests compare the two walks).
  static func appendFindings(in context: LintContext, to findings: inout [Finding], regionWalkAbove threshold: Int) {
    let drawing = swiftUIBodies(context)
    // Every finding is a read in an observe block or a SwiftUI body: without either (legacy and
    // reducer files) the walk over every member access finds nothing.
    guard !context.observeCalls.isEmpty || !drawing.isEmpty else { return }
    var walk = ReadWalk()
    // Every identifier preceded by a period, once, in order: each is the next significant
    // token after exactly one period, the one before it (both skip the same trivia), so this
    // is the walk from each period to an identifier after it, without reading every token.
    let members = context.memberTokens()
    guard members.count > threshold else {
      for t in members { walk.visit(t, context, drawing, into: &findings) }
      return
    }
    // A large file: only the reads inside a body or an observe block can be reported (a token an
    // observe call runs lies in its closure's body), and the others, most of a file of many
    // controllers and reducers, are passed over by halving to the next such region to start.
    // Both lists are in order of where their regions start: they are read as one, merged.
    let file = context.file
    let calls = context.observeCalls
    let braces = file.outline.braces
    // The bodies and calls not entered yet start at `drawing[nextBody]` and `calls[nextCall]`;
    // every token below `regionEnd` lies in a region entered.
    var nextBody = 0, nextCall = 0, regionEnd = Int.min
    var m = 0
    while m < members.count {
      let t = members[m]
      if t >= regionEnd {
        // The region to enter: of those ending after `t`, the first to start.
        while nextBody < drawing.count, drawing[nextBody].upperBound <= t { nextBody += 1 }
        while nextCall < calls.count, braces[calls[nextCall].brace].close <= t { nextCall += 1 }
        let bodyStart = nextBody < drawing.count ? drawing[nextBody].lowerBound : Int.max
        let callStart = nextCall < calls.count ? braces[calls[nextCall].brace].open + 1 : Int.max
        let start = min(bodyStart, callStart)
        if start == Int.max { break }
        if t < start {
          m = FactsCollector.firstIndex(in: members, atLeast: start)
          continue
        }
        if bodyStart <= callStart {
          regionEnd = drawing[nextBody].upperBound
          nextBody += 1
        } else {
          regionEnd = braces[calls[nextCall].brace].close
          nextCall += 1
        }
      }
      walk.visit(t, context, drawing, into: &findings)
      m += 1
    }
  }

  /// Files with more member accesses than this are walked region by region (see
  /// `appendFindings(in:to:regionWalkAbove:)`): most files' accesses lie in their bodies and
  /// observe blocks, where keeping track of the regions costs more than the accesses it passes
  /// over.
  static let regionWalkThreshold = 512

  /// Where the walk over a file's member accesses is, as it goes through them in order.
  /// (Numbers only: the lists it reads are passed to `visit`, not held, which would retain them.)
  private struct ReadWalk {
    /// The type enclosing the last read's brace group: reads follow each other in one group
    /// (`enclosingType(of:)` depends on the group alone), so most are not walked up for again.
    var lastBrace = -2, lastType = -1
    /// Whether a read is in a body, by a cursor over the bodies as the reads ascend:
    /// `drawing[..<nextBody]` start at or before the last read asked about, and the furthest of
    /// them ends at `bodiesEnd`. (Testing every body at every read was quadratic in a file of
    /// thousands of views.)
    var nextBody = 0, bodiesEnd = Int.min

    /// Member access `t`, past every one visited before, its finding appended to `findings`;
    /// `drawing` is the file's SwiftUI bodies (`swiftUIBodies`), in order of where they start.
    @inline(__always)
    mutating func visit(_ t: Int, _ context: LintContext, _ drawing: [Range<Int>], into findings: inout [Finding]) {
      let file = context.file
      guard let period = file.previousSignificant(before: t), var receiver = file.previousSignificant(before: period) else { return }
      if file.tokens[receiver].kind == .operator, let owner = file.previousSignificant(before: receiver) { receiver = owner }
      // A view store is not observed at all; only reads through an observed store go stale.
      guard endsWithStore(receiver, file), !startsWithViewStore(receiver, file) else { return }
      let observed = context.observeRun(containing: t) != nil
      if !observed {
        while nextBody < drawing.count, drawing[nextBody].lowerBound <= t {
          bodiesEnd = max(bodiesEnd, drawing[nextBody].upperBound)
          nextBody += 1
        }
      }
      guard observed || t < bodiesEnd && !inAction(t, context) else { return }
      let brace = file.brace(of: t)
      if brace != lastBrace {
        lastBrace = brace
        lastType = file.enclosingType(of: t)
      }
      // The field's name is moved into the question (the log keeps it) and made again for a
      // finding, which few reads have: kept here, it was retained for the log and released after.
      guard isIgnored(file.text(t), receiver: receiver, inType: lastType, context) else { return }
      findings.append(context.finding(
        info, at: context.chainStart(ofMember: t),
        "observe '\(file.text(t))' or stop drawing it here: it is @ObservationStateIgnored, so the UI never updates when it changes"))
    }
  }

  /// Whether `field`, read through the store property `receiver`, is ignored by observation. When
  /// the store's feature is unknown, only a name every State declaring it ignores counts.
  /// `receiver` is the receiver's token: its name is compared on bytes, not made into a string;
  /// `k` is the type enclosing the read (`enclosingType(of:)`). (`field` consumed: see
  /// `LintContext.isIgnored(_:ofFeature:)`.)
  private static func isIgnored(_ field: consuming String, receiver: Int, inType k: Int, _ context: LintContext) -> Bool {
    if let feature = context.storeFeature(ofType: k, named: receiver) {
      return context.isIgnored(field, ofFeature: feature)
    }
    return context.isIgnoredEverywhere(field)
  }

  /// Whether token `t` ends in `store`, any case, compared on bytes: every member access passes
  /// here. (`spellsIgnoringCase("store", at: end - 5)` read in place: the five bytes lie inside
  /// the token, so its bounds test always passed.)
  @inline(__always)
  private static func endsWithStore(_ t: Int, _ file: ScannedFile) -> Bool {
    let token = file.tokens[t]
    guard token.kind == .identifier, token.end - token.start >= 5 else { return false }
    let at = Int(token.end) - 5
    return file.bytes.withUnsafeBufferPointer { bytes in
      bytes[at] | 0x20 == UInt8(ascii: "s") && bytes[at + 1] | 0x20 == UInt8(ascii: "t") && bytes[at + 2] | 0x20 == UInt8(ascii: "o")
        && bytes[at + 3] | 0x20 == UInt8(ascii: "r") && bytes[at + 4] | 0x20 == UInt8(ascii: "e")
    }
  }

  /// Whether identifier `t` starts with `viewstore`, any case, compared on bytes.
  private static func startsWithViewStore(_ t: Int, _ file: ScannedFile) -> Bool {
    let token = file.tokens[t]
    return token.end - token.start >= 9 && file.spellsIgnoringCase("viewstore", at: Int(token.start))
  }

  /// SwiftUI closures that run on an event, not while drawing.
  static let actionCallees: Set<String> = [
    "onAppear", "onDisappear", "task", "onChange", "onTapGesture", "onLongPressGesture", "onSubmit", "onReceive",
    "refreshable", "onDelete", "onMove", "onOpenURL",
  ]

  /// Whether `t` is in an action closure of a SwiftUI body: `.onAppear { … }`, `Button("…") { … }`,
  /// `action: { … }`.
  private static func inAction(_ t: Int, _ context: LintContext) -> Bool {
    let file = context.file
    var b = file.brace(of: t)
    while b >= 0 {
      guard case .closure = file.outline.braces[b].kind else {
        if case .control = file.outline.braces[b].kind { b = file.outline.braces[b].parent; continue }
        return false
      }
      let callee = LintContext.callee(ofBrace: b, in: file)
      if callee.label == "action" || actionCallees.contains(callee.name ?? "") { return true }
      if callee.name == "Button", let token = callee.token, let next = file.nextSignificant(after: token),
         file.tokens[next].kind == .leftParen { return true }
      b = file.outline.braces[b].parent
    }
    return false
  }

  /// Token ranges of `var body: some View { … }` in SwiftUI views, in order of where they start.
  private static func swiftUIBodies(_ context: LintContext) -> [Range<Int>] {
    let file = context.file
    let variables = file.outline.variables
    var bodies: [Range<Int>] = []
    for v in variables.indices {
      // The flags first, read in place: the name is compared only for computed members.
      guard variables[v].isComputed, variables[v].brace >= 0, variables[v].name == "body",
            case let .type(k) = file.outline.braces[variables[v].brace].kind, context.isViewType(k) else { continue }
      bodies.append(variables[v].nameToken..<variables[v].declEnd)
    }
    // In order of where they start (`appendFindings(in:to:regionWalkAbove:)` goes through them in
    // that order): the variables are, unless a body declares a type with a body of its own.
    for k in bodies.indices.dropFirst() where bodies[k - 1].lowerBound > bodies[k].lowerBound {
      bodies.sort { $0.lowerBound < $1.lowerBound }
      break
    }
    return bodies
  }
}
