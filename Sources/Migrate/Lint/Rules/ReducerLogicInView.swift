import SwiftScan

/// Rule `reducer-logic-in-view`: view controllers and views should say what the user did and
/// draw what the state says. A decision on state that picks which action to send, a network or
/// persistence call, async work that ends in a send, or a view property that copies a State
/// field, is business logic in the drawing layer: untested by the reducer's tests, and out of
/// step with the state the moment the reducer changes it.
public enum ReducerLogicInView: LintRule {
  public static let info = RuleInfo(
    id: "reducer-logic-in-view", severity: .warning, category: "reducer-logic", fixable: false,
    summary: "view code decides on state before sending, calls the network or storage, runs async work that sends, or mirrors a State field")

  /// Store members that are not state: reading them decides nothing.
  static let storeAPI: Set<String> = ["send", "scope", "publisher", "ifLet", "binding", "withState", "state", "actionless"]
  /// Names whose use in view code is a network or persistence call.
  static let ioNames: [StaticString] = ["URLSession", "NSManagedObjectContext", "viewContext", "UserDefaults", "NSPersistentContainer"]
  /// Bit `n` set when some name of `ioNames` is `n` bytes long: a test on every token of view
  /// code, without hashing.
  static let ioNameLengths: UInt64 = ioNames.reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }
  /// Whether `byte` starts some name of `ioNames` (`U`, `N` or `v`): `io` compares bytes, so
  /// a token starting otherwise is none of them.
  @inline(__always)
  static func isIONameInitial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "U") || byte == UInt8(ascii: "N") || byte == UInt8(ascii: "v")
  }

  /// Closures that run later: async work.
  static let deferredCallees: Set<String> = ["async", "asyncAfter", "scheduledTimer"]
  /// Every callee `asyncWork` looks at, compared on bytes before any string is made.
  static let asyncCallees: [StaticString] = ["Task", "detached", "async", "asyncAfter", "scheduledTimer"]

  /// Whether the walk over the view code in brace group `group` may find something. A decision
  /// and async work are reported only when the code they govern, which lies in the group, sends
  /// through a store (`storeSends`: an identifier spelled `send` right after a period, one of
  /// the file's member tokens); a network or persistence call only on a token of the group
  /// spelled as one of `ioNames`, which the lexer notes, and whose bytes then occur between its
  /// braces. Without either the walk finds nothing, and it asks the tree nothing (no question
  /// goes unasked when it is skipped), so skipping it changes no output.
  static func walkMayFind(_ context: LintContext, in group: Brace) -> Bool {
    let file = context.file
    let members = context.memberTokens()
    // Member tokens are in order: the first inside the group, then each up to its close. Read
    // in place, `textEquals(t, "send")` on the token's bytes: every member access of every view
    // type passes here.
    let first = FactsCollector.firstIndex(in: members, atLeast: group.open + 1)
    let sends = members.withUnsafeBufferPointer { members in
      file.tokens.withUnsafeBufferPointer { tokens in
        file.bytes.withUnsafeBufferPointer { bytes in
          var m = first
          while m < members.count, members[m] < group.close {
            let token = tokens[members[m]]
            let start = Int(token.start)
            if token.end &- token.start == 4, bytes[start] == UInt8(ascii: "s"), bytes[start + 1] == UInt8(ascii: "e"),
               bytes[start + 2] == UInt8(ascii: "n"), bytes[start + 3] == UInt8(ascii: "d") { return true }
            m += 1
          }
          return false
        }
      }
    }
    if sends { return true }
    // A name of `ioNames` is an identifier the lexer noted (`LexedSigns.namesIOWord`): in a file
    // without any, no group holds one, and its bytes are not searched.
    guard file.signs.namesIOWord else { return false }
    let lower = Int(file.tokens[group.open].end), upper = Int(file.tokens[group.close].start)
    return file.bytes.withUnsafeBufferPointer { bytes in
      let body = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
      return ioWords.contains { $0.occurs(in: body) }
    }
  }

  /// `ioNames` as words for a byte search.
  private static let ioWords = ioNames.map { ByteWord("\($0)") }

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    let file = context.file
    // This rule's findings are `findings[first...]`.
    let first = findings.count
    // By index: the declaration is not copied out (its strings and arrays retained) per type.
    for k in file.outline.types.indices where file.outline.types[k].brace >= 0 && context.isViewType(k) {
      let brace = file.outline.types[k].brace
      let group = file.outline.braces[brace]
      // Most view code neither sends nor calls IO (`walkMayFind`): the walk is skipped.
      guard walkMayFind(context, in: group) else {
        mirrors(ofType: k, context, into: &findings)
        heldDependencies(ofType: k, context, into: &findings)
        continue
      }
      // The type's own tokens: a nested type's body is skipped (it is judged as a type of its
      // own), its braces are not (they belong to this type's body).
      // Brace groups are numbered in the order they open: walking the tokens in order, a cursor
      // finds the group each `{` opens without a search.
      let ioLengths = ioNameLengths
      // Every token of view code passes here: read in place, without bounds checks.
      file.tokens.withUnsafeBufferPointer { tokens in
        file.bytes.withUnsafeBufferPointer { bytes in
          file.outline.braces.withUnsafeBufferPointer { braces in
            var b = brace + 1
            var t = group.open + 1
            while t < group.close {
              // Each check applies to one kind of token; the kind picks it without a call.
              let token = tokens[t]
              switch token.kind {
              case .identifier:
                let length = token.end - token.start
                let finding = token.keyword == .if || token.keyword == .guard || token.keyword == .switch ? decision(at: t, context)
                  : token.keyword == .none && length < 64 && ioLengths & (1 << UInt64(length)) != 0
                    && isIONameInitial(bytes[Int(token.start)]) ? io(at: t, context) : nil
                if let finding { findings.append(finding) }
              case .leftBrace:
                while b < braces.count, braces[b].open < t { b += 1 }
                guard b < braces.count, braces[b].open == t else { break }
                if let finding = asyncWork(at: t, brace: b, context) { findings.append(finding) }
                if case .type = braces[b].kind {
                  t = braces[b].close
                  continue
                }
              default: break
              }
              t += 1
            }
          }
        }
      }
      mirrors(ofType: k, context, into: &findings)
      heldDependencies(ofType: k, context, into: &findings)
    }
    // Offsets that only grow (no finding, one, or one type's walk alone) are in the order the
    // sort gives, and no two are equal for it to place: they are not sorted.
    var increasing = true
    for k in findings.indices.dropFirst(first + 1) where findings[k - 1].offset >= findings[k].offset { increasing = false; break }
    if !increasing { findings[first...].sort { $0.offset < $1.offset } }
  }

  // MARK: Decisions

  /// `if store.x { store.send(.a) }`, `guard store.x else { … }; store.send(.a)`,
  /// `switch store.mode { case …: store.send(…) }`, outside observe blocks (where
  /// `send-in-observe` reports them).
  private static func decision(at t: Int, _ context: LintContext) -> Finding? {
    let file = context.file
    let word = file.tokens[t].keyword
    guard file.tokens[t].kind == .identifier, word == .if || word == .guard || word == .switch else { return nil }
    if let previous = file.previousSignificant(before: t), file.isIdentifier(previous, "else") || file.tokens[previous].kind == .period { return nil }
    guard context.observeRun(containing: t) == nil, file.enclosingFunction(of: t) != nil || file.innermostClosure(of: t) != nil else { return nil }
    var conditions: [Range<Int>] = []
    var governed: [Range<Int>] = []
    var keyword = t
    while let body = controlBody(after: keyword, file) {
      conditions.append((keyword + 1)..<body)
      let close = file.partner(body) ?? body
      if file.isIdentifier(t, "guard") {
        let outer = file.brace(of: t)
        let end = outer >= 0 ? file.outline.braces[outer].close : file.tokens.count
        governed.append((close + 1)..<end)
        break
      }
      governed.append((body + 1)..<close)
      // `else if …` extends the decision; a plain `else { … }` is governed by it too.
      guard file.isIdentifier(t, "if"), let next = file.nextSignificant(after: close), file.isIdentifier(next, "else"),
            let after = file.nextSignificant(after: next) else { break }
      if file.isIdentifier(after, "if") { keyword = after; continue }
      if file.tokens[after].kind == .leftBrace, let end = file.partner(after) { governed.append((after + 1)..<end) }
      break
    }
    guard let read = conditions.lazy.compactMap({ stateRead(in: $0, context) }).first else { return nil }
    let outer = file.brace(of: t)
    let sends = governed.flatMap { region in
      context.storeSends(in: region).filter { !deferred($0, in: region, context) }
    }.filter { context.observeRun(containing: $0) == nil && !inHandler($0, below: outer, context) }
    guard !sends.isEmpty else { return nil }
    return context.finding(
      info, at: t, "move this decision on '\(read)' into the reducer: send what the user did and let the reducer decide")
  }

  /// Closures that run right away, as part of the code around them.
  static let immediateCallees: Set<String> = [
    "withAnimation", "withTransaction", "animate", "performWithoutAnimation", "transition", "performBatchUpdates",
  ]

  /// Whether `send` sits in a closure opened inside `region` that runs later (a SwiftUI
  /// `Button` action, a gesture): the condition chose what to show, not what to send.
  private static func deferred(_ send: Int, in region: Range<Int>, _ context: LintContext) -> Bool {
    let file = context.file
    var b = file.brace(of: send)
    while b >= 0, region.contains(file.outline.braces[b].open) {
      if case .closure = file.outline.braces[b].kind,
         !immediateCallees.contains(LintContext.callee(ofBrace: b, in: file).name ?? "") { return true }
      b = file.outline.braces[b].parent
    }
    return false
  }

  /// The control body `{` that belongs to keyword `k` (for `guard`, the one after `else`).
  private static func controlBody(after k: Int, _ file: ScannedFile) -> Int? {
    let outer = file.brace(of: k)
    var t = k + 1
    while t < file.tokens.count {
      if file.tokens[t].kind == .leftBrace, file.brace(of: t) == outer, let b = file.braceID(opening: t),
         file.outline.braces[b].kind == .control { return t }
      if file.tokens[t].kind == .rightBrace, file.brace(of: t) != outer || file.partner(t).map({ $0 < k }) == true { return nil }
      t += 1
    }
    return nil
  }

  /// `store.x` (or `viewStore.x`, `self.store.x`) in a condition: the text read, or nil.
  private static func stateRead(in range: Range<Int>, _ context: LintContext) -> String? {
    let file = context.file
    for t in range where file.tokens[t].kind == .identifier {
      guard let period = file.previousSignificant(before: t), file.tokens[period].kind == .period,
            var receiver = file.previousSignificant(before: period) else { continue }
      if file.tokens[receiver].kind == .operator, let owner = file.previousSignificant(before: receiver) { receiver = owner }
      guard file.tokens[receiver].kind == .identifier, file.text(receiver).lowercased().hasSuffix("store"),
            !storeAPI.contains(file.text(t)) else { continue }
      return file.text(receiver) + "." + file.text(t)
    }
    return nil
  }

  /// Whether `t` sits in a control's action handler opened inside brace group `outer`: it runs on a
  /// later tap, not as part of the code around it.
  private static func inHandler(_ t: Int, below outer: Int, _ context: LintContext) -> Bool {
    var b = context.file.brace(of: t)
    while b >= 0, b != outer {
      if context.isHandler(brace: b) { return true }
      b = context.file.outline.braces[b].parent
    }
    return false
  }

  // MARK: Input and output

  /// `t`: a name (not a keyword) as long as some name of `ioNames`, which the walk over view code
  /// tells from the token alone; bytes are compared before a string is made.
  private static func io(at t: Int, _ context: LintContext) -> Finding? {
    let file = context.file
    guard ioNames.contains(where: { file.textEquals(t, $0) }) else { return nil }
    if let previous = file.previousSignificant(before: t), file.tokens[previous].kind == .colon { return nil }
    return context.finding(
      info, at: t, "move '\(file.text(t))' out of the view: the reducer does network and persistence work through a @Dependency client")
  }

  /// `@Dependency` properties and stored clients or services held by a view, appended to
  /// `findings` (no array of its own per view type).
  private static func heldDependencies(ofType k: Int, _ context: LintContext, into findings: inout [Finding]) {
    let file = context.file
    let variables = file.outline.variables
    for v in context.variables(inBrace: file.outline.types[k].brace) {
      // Fields read in place: most properties are ruled out without copying their declaration.
      if !variables[v].attributes.isEmpty, let attribute = variables[v].attributes.first(where: { file.textEquals($0, "@Dependency") }) {
        findings.append(context.finding(info, at: attribute, "move '@Dependency' '\(variables[v].name)' into the reducer: views send actions, reducers call clients"))
        continue
      }
      let typeTokens = variables[v].typeTokens
      // Every suffix `isClientName` accepts ends in `t`, `e` or `y`. A type written as nothing is
      // no client; one ending in a name ends in that name's last byte (no `?`, `!` or `>` to
      // unwrap): most are ruled out before a string is made.
      guard !typeTokens.isEmpty, let last = typeTokens.last(where: { !file.tokens[$0].kind.isTrivia }) else { continue }
      let byte = file.bytes[Int(file.tokens[last].end) - 1]
      if file.tokens[last].kind == .identifier {
        guard byte == UInt8(ascii: "t") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "y") else { continue }
      } else if byte == UInt8(ascii: ">"), !mayStartOptional(typeTokens, file) {
        // `StoreOf<Feature>`: not `Optional<…>`, so nothing is unwrapped and the name ends in `>`.
        continue
      }
      let type = TypeText.joined(typeTokens, in: file)
      guard StateDependency.isClientName(TypeText.optionalWrapped(type) ?? type) else { continue }
      findings.append(context.finding(info, at: variables[v].nameToken, "move '\(variables[v].name)' into the reducer as a @Dependency: views send actions, reducers call clients"))
    }
  }

  /// Whether the significant bytes of `range` joined (what `TypeText.joined` makes) may start
  /// with `Optional<` as characters: false only when one of their first nine bytes, all ASCII up
  /// to it, differs (ASCII bytes are characters of their own, so the prefix cannot hold).
  static func mayStartOptional(_ range: Range<Int>, _ file: ScannedFile) -> Bool {
    let expected: StaticString = "Optional<"
    return expected.withUTF8Buffer { expected in
      var k = 0
      for t in range where !file.tokens[t].kind.isTrivia {
        for offset in Int(file.tokens[t].start)..<Int(file.tokens[t].end) {
          let byte = file.bytes[offset]
          if byte >= 0x80 { return true }
          if byte != expected[k] { return false }
          k += 1
          if k == expected.count { return true }
        }
      }
      // Shorter than `Optional<`: it cannot start with it.
      return false
    }
  }

  // MARK: Async work

  /// `Task { … await … store.send(…) }`, `DispatchQueue.main.asyncAfter(…) { store.send(…) }`,
  /// `Timer.scheduledTimer(…) { _ in store.send(…) }`.
  /// `b` is the brace group `t` opens.
  private static func asyncWork(at t: Int, brace b: Int, _ context: LintContext) -> Finding? {
    let file = context.file
    guard case .closure = file.outline.braces[b].kind,
          context.observeRun(containing: t) == nil, let callee = LintContext.calleeTokens(ofBrace: b, in: file).name,
          asyncCallees.contains(where: { file.textEquals(callee, $0) }) else { return nil }
    let name = file.text(callee)
    let isTask = name == "Task" || (name == "detached" && file.previousSignificant(before: callee).flatMap { file.previousSignificant(before: $0) }.map { file.isIdentifier($0, "Task") } == true)
    guard isTask || deferredCallees.contains(name), let close = file.partner(t) else { return nil }
    let body = (t + 1)..<close
    let sends = context.storeSends(in: body).filter { !inHandler($0, below: b, context) }
    guard !sends.isEmpty else { return nil }
    if isTask {
      // `Task { await store.send(.task).finish() }` only forwards a lifecycle event.
      let awaits = body.filter { file.isIdentifier($0, "await") }.count
      let awaitedSends = sends.filter { send in
        file.previousSignificant(before: context.chainStart(ofMember: send)).map { file.isIdentifier($0, "await") } == true
      }.count
      guard awaits > awaitedSends else { return nil }
    }
    return context.finding(
      info, at: context.chainStart(ofMember: callee), "move this async work into a reducer effect: send an action and let the effect send the result")
  }

  // MARK: Mirrors

  /// `var isLoading = false` in a view whose store's State has `isLoading`, appended to
  /// `findings` (no array of its own per view type).
  private static func mirrors(ofType k: Int, _ context: LintContext, into findings: inout [Finding]) {
    let file = context.file
    // The keyword as its token's (`typeKeyword`): no string comparison.
    let keyword = file.typeKeyword(k), brace = file.outline.types[k].brace
    guard keyword == .class || keyword == .struct else { return }
    // Most views hold one store property (or none): then the table `storeFeatures(ofType:)`
    // would have one entry (or none), and its order does not matter; it is made only for more.
    let entries = context.storeEntries(ofType: k)
    guard !entries.isEmpty else { return }
    let single = entries.allSatisfy { $0.name == entries[0].name }
    let stores = single ? [:] : context.storeFeatures(ofType: k)
    let variables = file.outline.variables
    let inBrace = context.variables(inBrace: brace)
    // Read in place, and gone through twice rather than listed: most properties are ruled out
    // without copying their declaration, and most views have none left (no array per view).
    func isCandidate(_ v: Int) -> Bool {
      !variables[v].isLet && !variables[v].isComputed && (single ? variables[v].name != entries[0].name : stores[variables[v].name] == nil)
    }
    // Asked only when some property could mirror a field: what a State elsewhere holds is a
    // question about another file.
    var firstCandidate = inBrace.count
    for k in inBrace.indices where isCandidate(inBrace[k]) {
      firstCandidate = k
      break
    }
    guard firstCandidate < inBrace.count else { return }
    // A State of this file is read in place, not summarized. (A later property of a name
    // replaces an earlier one in the table.) One store property names one feature (most views):
    // its State, if known, is the only one, held without a list.
    let only: LintContext.KnownState?
    let states: [LintContext.KnownState]
    if single {
      only = context.knownState(ofFeature: entries[entries.count - 1].feature)
      states = []
      guard only != nil else { return }
    } else {
      only = nil
      states = stores.values.compactMap { context.knownState(ofFeature: $0) }
      guard !states.isEmpty else { return }
    }
    for v in inBrace[firstCandidate...] where isCandidate(v) {
      let name = variables[v].name
      let state: LintContext.KnownState
      if let only {
        guard context.has(only, field: name) else { continue }
        state = only
      } else {
        guard let first = states.first(where: { context.has($0, field: name) }) else { continue }
        state = first
      }
      let written = TypeText.joined(variables[v].typeTokens, in: file) + TypeText.joined(variables[v].initializerTokens, in: file)
      if written.contains("UI") || variables[v].modifiers.contains(where: { file.textEquals($0, "static" as StaticString) }) { continue }
      // SwiftUI focus cannot live in the store; TCA syncs it with `.bind($store.focus, to: $focus)`.
      if variables[v].attributes.contains(where: {
        file.textEquals($0, "@FocusState" as StaticString) || file.textEquals($0, "@AccessibilityFocusState" as StaticString)
      }) { continue }
      findings.append(context.finding(
        info, at: variables[v].nameToken,
        "read '\(name)' from the store instead of keeping a copy in the view: it mirrors \(context.qualifiedName(of: state)).\(name)"))
    }
  }
}
