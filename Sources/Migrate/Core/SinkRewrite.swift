import Foundation
import SwiftScan

/// The statements a subscriber contributes to an `observe` block.
struct ObservedStatements {
  /// Lines without their common indentation; nested lines keep their relative indentation.
  var lines: [String]
  /// Whether the statements read the store (if not, the block must read the value explicitly).
  var readsValue: Bool
  /// A `return` at the subscriber's top level would skip what follows in a merged block.
  var hasEarlyReturn: Bool = false
  /// Names declared at the subscriber's top level (merging two that share one would not compile).
  var locals: Set<String> = []
  /// Reloads, snapshots and layout passes: work that gets an `observe` block of its own.
  var isExpensive: Bool = false
  /// `if let` / `if` lines (rendered) that wrap `lines`, outermost first.
  var conditions: [String] = []
  /// Byte offset of a synchronous `send` in the subscriber: reducer logic in view code.
  var sendOffset: Int? = nil
  /// The subscriber animates (`UIView.animate`): kept inside the block, with a note.
  var animates: Bool = false
  /// What the statements assign to at their top level (`titleLabel.text`), sorted, each once (as
  /// strings compare): two subscriptions' targets are compared by walking both (most have one or
  /// two), not hashed.
  var targets: [String] = []
  /// Whether every target is ASCII (then two lists are compared by their bytes); set with them.
  var targetsAreASCII = true
  /// The whole state is handed to this call (`render(state)`).
  var wholeStateHandedTo: String? = nil

  /// Makes these the empty statements `ObservedStatements(lines: [], readsValue: false)` makes,
  /// for the next subscriber, emptying only what holds something: most subscribers leave every
  /// list empty, and one value kept from chain to chain is then neither destroyed nor made again.
  mutating func reset() {
    if !lines.isEmpty { lines = [] }
    readsValue = false
    hasEarlyReturn = false
    if !locals.isEmpty { locals = [] }
    isExpensive = false
    if !conditions.isEmpty { conditions = [] }
    sendOffset = nil
    animates = false
    if !targets.isEmpty { targets = [] }
    targetsAreASCII = true
    if wholeStateHandedTo != nil { wholeStateHandedTo = nil }
  }
}

/// Where a chain's statements were written in the file's `ChainRewriteText`: ranges of its
/// pieces. Plain indices, copied for nothing.
struct ChainStatementPieces {
  /// `ObservedStatements.conditions`, `lines` and `targets` as pieces.
  var conditions: Range<Int>
  var lines: Range<Int>
  var targets: Range<Int>
  var targetsAreASCII: Bool

  /// Statements written as strings (`assign`'s), appended to `text`.
  init(_ statements: ObservedStatements, into text: inout ChainRewriteText) {
    let conditionsStart = text.pieces.count
    for condition in statements.conditions { text.append(condition) }
    let linesStart = text.pieces.count
    for line in statements.lines { text.append(line) }
    let targetsStart = text.pieces.count
    for target in statements.targets { text.append(target) }
    self.init(conditions: conditionsStart..<linesStart, lines: linesStart..<targetsStart,
              targets: targetsStart..<text.pieces.count, targetsAreASCII: statements.targetsAreASCII)
  }

  init(conditions: Range<Int>, lines: Range<Int>, targets: Range<Int>, targetsAreASCII: Bool) {
    self.conditions = conditions
    self.lines = lines
    self.targets = targets
    self.targetsAreASCII = targetsAreASCII
  }
}

/// Turns a `sink` closure or an `assign(to:on:)` call into statements for an `observe` block.
struct SinkRewrite {
  let text: SourceText
  /// What the chain delivers, per subscriber parameter. (It and the names below change from
  /// chain to chain where one rewrite serves every chain of a file.)
  var value: ChainValue
  /// The view store identifier and the store name that replaces it.
  var viewStoreName: String?
  var storeName: String
  /// False for closures whose parameters stay names (`ifLet`'s child store), not chain values.
  var substitutesParameters = true
  /// `expression(0, nested: false, bound: "value")` when the caller has already rendered it
  /// (the rule shows it in its finding too): rendered once per chain, not twice.
  var firstValue: String? = nil
  /// The piece of the chains' text holding that first value instead, when the caller wrote it
  /// there and its bytes are a plain path (`SourceText.isPlainPath`, so it needs no parentheses
  /// anywhere): the parameter's uses are replaced by a copy of the piece, and no string is made.
  /// Only `sink(closure:statements:into:substitutions:)`, which renders into that text, reads it.
  var firstValuePiece: Int? = nil
  /// Whether `viewStoreName` (true when there is none) and `storeName` are ASCII, when the caller
  /// knows: the same names come with every chain of an owner.
  var namesAreASCII: (viewStore: Bool, store: Bool)? = nil

  var file: ScannedFile { text.file }

  /// Whether a name (as UTF-8 bytes) calls for its own observe block: asked for every
  /// identifier of every subscriber.
  static func isExpensive(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.count < 6 { return false }
    // Case-insensitive search for "reload" / "snapshot" without making a lowercased copy, in one
    // pass: only a position holding `r` or `s` (either case) can start either word.
    func matches(_ word: StaticString, at start: Int) -> Bool {
      let length = word.utf8CodeUnitCount
      guard start + length <= bytes.count else { return false }
      let letters = word.utf8Start
      for k in 1..<length where bytes[start + k] | 0x20 != letters[k] { return false }
      return true
    }
    for start in 0...(bytes.count - 6) {
      let lower = bytes[start] | 0x20
      if lower == UInt8(ascii: "r"), matches("reload", at: start) { return true }
      if lower == UInt8(ascii: "s"), matches("snapshot", at: start) { return true }
    }
    // The calls by name, compared as bytes: equal as strings to one of these ASCII words means
    // equal as bytes (none holds a letter that a non-ASCII character is canonically equivalent
    // to, such as the Kelvin sign to `K`, and repaired bytes decode to no ASCII letter).
    switch bytes.count {
    case 19: return equals(bytes, "performBatchUpdates")
    case 14: return equals(bytes, "layoutIfNeeded")
    case 28: return equals(bytes, "applySnapshotUsingReloadData")
    default: return false
    }
  }

  private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    bytes.count == word.utf8CodeUnitCount && memcmp(bytes.baseAddress!, word.utf8Start, bytes.count) == 0
  }

  /// Expression `index` as written at the block's own level or inside a nested closure.
  func expression(_ index: Int, nested: Bool, bound: String) -> String {
    if index == 0, !nested, let firstValue, bound == "value" { return firstValue }
    return value.rendered(index, store: storeName, nested: nested, bound: bound)
  }

  /// `self?.` and `self.` become implicit at the closure's own level; in nested closures without
  /// their own capture of `self`, `self?.` becomes `self.` because `self` is now unwrapped. A
  /// `guard let strongSelf = self` alias is folded into the block's own guard.
  func sink(closure c: Int) -> Result<ObservedStatements, Refusal> {
    var substitutions = TokenSubstitutions()
    var result = ObservedStatements(lines: [], readsValue: false)
    let body: (first: Int, last: Int)
    switch walk(closure: c, into: &result, substitutions: &substitutions) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let walked): body = (walked.bodyFirst, walked.bodyLast)
    }
    guard body.first <= body.last else { return .success(result) }
    // Rendered into a scratch buffer (on the stack when small) and split from there: only the
    // lines become strings.
    result.lines = substitutions.withRendered(body.first, body.last, in: file) { Self.dedent(bytes: $0, dropping: 0x01) }
    result.targets = Self.assignmentTargets(result.lines, allASCII: &result.targetsAreASCII)
    // Moved out (`consume` of this variable is refused by the compiler): returned as it was, it
    // was copied (every array and string retained) and the original destroyed.
    var statements = ObservedStatements(lines: [], readsValue: false)
    swap(&statements, &result)
    return .success(statements)
  }

  /// `sink(closure:)` with the lines, conditions and targets written into `text` as pieces
  /// (returned) instead of strings, and the other facts into `statements` (empty, as
  /// `ObservedStatements(lines: [], readsValue: false)` makes them), which hold none of them.
  /// A chain's rewrite keeps the pieces; the strings were made and freed again for every chain.
  /// The caller's statements are filled in place: returned in the result, they were moved
  /// through it and an emptied copy destroyed, per chain.
  func sink(closure c: Int, statements: inout ObservedStatements, into text: inout ChainRewriteText,
            substitutions: inout TokenSubstitutions) -> Result<ChainStatementPieces, Refusal> {
    substitutions.removeAll()
    let walked: (bodyFirst: Int, bodyLast: Int)
    switch walk(closure: c, into: &statements, substitutions: &substitutions) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let body): walked = body
    }
    let conditionsStart = text.pieces.count
    for condition in statements.conditions { text.append(condition) }
    let linesStart = text.pieces.count
    if walked.bodyFirst <= walked.bodyLast {
      // Rendered straight into the text's buffer, whose pieces the lines then are: no scratch
      // buffer to fill and copy the lines out of.
      let body = substitutions.render(walked.bodyFirst, walked.bodyLast, in: file, into: &text)
      Self.writeLines(ofRendered: body, into: &text)
    }
    let lines = linesStart..<text.pieces.count
    var targetsAreASCII = true
    let targets = Self.assignmentTargets(pieces: lines, in: &text, allASCII: &targetsAreASCII)
    return .success(ChainStatementPieces(
      conditions: conditionsStart..<linesStart, lines: lines, targets: targets, targetsAreASCII: targetsAreASCII))
  }

  /// The dedented lines of a rendered body (`dedent`'s), each appended to `text` as a piece.
  /// Pieces hold valid UTF-8: a body that is not all ASCII is first decoded as a string would
  /// decode it (repairs replace invalid bytes only, never an ASCII byte such as the line breaks,
  /// spaces and marker `dedent` reads, so the lines are the repaired lines of the raw body).
  static func writeLines(of body: UnsafeBufferPointer<UInt8>, into text: inout ChainRewriteText) {
    var ascii = true
    for byte in body where byte >= 0x80 { ascii = false; break }
    if ascii {
      dedentLines(bytes: body, dropping: 0x01) { text.append(validBytes: $0) }
    } else {
      var repaired = String(decoding: body, as: UTF8.self)
      repaired.withUTF8 { bytes in dedentLines(bytes: bytes, dropping: 0x01) { text.append(validBytes: $0) } }
    }
  }

  /// `writeLines(of:into:)` of bytes `body` of `text`'s buffer (a rendered body, not a piece):
  /// where they are all ASCII and hold no marker byte (most bodies), `dedentLines` hands out
  /// only parts of them (a line is cut and trimmed, never filtered or repaired), which become
  /// pieces as they are, the bytes `writeLines` would copy. Otherwise the bytes are copied out
  /// (appending moves the buffer) and written by `writeLines`.
  static func writeLines(ofRendered body: Range<Int>, into text: inout ChainRewriteText) {
    let bytes = text.bytes(in: body)
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    guard isASCIIWithoutMarker(bytes) else {
      let copy = Array(bytes)
      copy.withUnsafeBufferPointer { writeLines(of: $0, into: &text) }
      return
    }
    // (Appending pieces leaves the buffer, and `bytes`, where they are.)
    dedentLines(bytes: bytes, dropping: 0x01) { line in
      let start = line.baseAddress.map { body.lowerBound + base.distance(to: $0) } ?? body.lowerBound
      text.appendPiece(start..<(start + line.count))
    }
  }

  /// Whether every byte is ASCII and none is the marker 0x01, eight at a time: a word's bytes
  /// are all below 0x80 when no high bit is set, and none is 0x01 when the word XOR 0x01…01
  /// has no zero byte (`(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when `x` has one).
  static func isASCIIWithoutMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base), n = bytes.count
    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
    var k = 0
    while k + 8 <= n {
      let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
      let x = word ^ ones
      if (word | ((x &- ones) & ~x)) & highs != 0 { return false }
      k += 8
    }
    while k < n {
      if bytes[k] >= 0x80 || bytes[k] == 0x01 { return false }
      k += 1
    }
    return true
  }

  /// The parameter substitutions and the facts of the subscriber's body (`sink(closure:)`
  /// without its lines and targets), written into `result` (empty, as
  /// `ObservedStatements(lines: [], readsValue: false)` makes them), and the body's first and
  /// last token.
  private func walk(closure c: Int, into result: inout ObservedStatements, substitutions: inout TokenSubstitutions)
    -> Result<(bodyFirst: Int, bodyLast: Int), Refusal> {
    // The scanned file once, for the whole walk (not through `text` at every use); nothing
    // below captures `self` in a closure, so `self` is not copied either.
    let file = text.file
    // The closure's fields read in place (its parameters too, below), not the declaration
    // copied out and freed again.
    let captureList = file.outline.closures[c].captureList, inToken = file.outline.closures[c].inToken
    let braceID = file.outline.closures[c].brace
    let brace = file.outline.braces[braceID]
    if captureList >= 0 {
      let close = file.partner(captureList)!
      // The words are compared as bytes (every subscriber has a capture list); they become
      // strings only for the refusal.
      guard capturesOnlySelf(captureList + 1..<close) else {
        let words = (captureList + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
        return .failure(Refusal("the closure captures '\(words.joined(separator: " "))'; capture only self, then migrate"))
      }
    }
    // Parameters stay token indices: a use is told by comparing the two tokens' texts as strings
    // compare them (`textsEqual`), without making the strings when both are ASCII.
    // Read from the declaration in place, each where it is asked (a copy of the list kept for
    // the walk copied the whole declaration and destroyed it again, per closure); the count
    // through `endIndex` (`count` and `first` were generic calls).
    @inline(__always) func parameter(_ k: Int) -> Int { file.outline.closures[c].parameters[k] }
    let parameterCount = file.outline.closures[c].parameters.endIndex
    let firstParameter = parameterCount > 0 ? parameter(0) : nil
    let arity = value.expressionCount
    guard !substitutesParameters || parameterCount <= 1 && arity == 1 || parameterCount == arity else {
      return .failure(Refusal("the closure takes \(parameterCount) parameters but the chain delivers \(arity) values; migrate it by hand"))
    }
    // The name the value is bound to: the first parameter's, but for `_`. Told by the token's
    // bytes (equal to these ASCII words exactly when its text is), and made a string only when
    // it is neither: most subscribers name it `value`, the name bound without one.
    let firstParameterIsUnderscore = firstParameter.map { file.textEquals($0, "_" as StaticString) } ?? false
    let bound = firstParameter.map {
      firstParameterIsUnderscore || file.textEquals($0, "value" as StaticString) ? "value" : file.text($0)
    } ?? "value"
    let bodyFirst = inToken >= 0 ? inToken + 1 : brace.open + 1
    let bodyLast = brace.close - 1
    result.readsValue = !value.conditions.isEmpty
    var alias: String? = nil
    var aliasIsASCII = true, aliasLength = 0
    // Whether the names identifiers are compared with are ASCII: then (with an ASCII identifier)
    // the comparison is the bytes', and names of other lengths differ (their lengths, in bytes,
    // are worked out once per walk, not per identifier compared).
    let viewStoreNameIsASCII = namesAreASCII?.viewStore ?? viewStoreName.map(Self.isASCII) ?? true
    let storeNameIsASCII = namesAreASCII?.store ?? Self.isASCII(storeName)
    let viewStoreNameLength = viewStoreName?.utf8.count ?? 0, storeNameLength = storeName.utf8.count
    // Stands for a `guard let self` line folded into the block's own guard: the line is dropped.
    let guardMarker = "\u{1}"
    var t = bodyFirst
    while t <= bodyLast {
      defer { t += 1 }
      let token = file.tokens[t]
      guard token.kind == .identifier else { continue }
      let keyword = token.keyword
      // The identifier's text is compared with names as strings compare: as bytes when both are
      // ASCII (ASCII strings are equal exactly when their bytes are), as strings otherwise
      // (canonical equivalence, repaired bytes). Literal words are compared as bytes, which for
      // these ASCII words (none holds a letter a canonical singleton decomposes to) is the same.
      // A keyword compared as the empty string, which equals none of the names asked about.
      // Whether the name is ASCII is read off its bytes only where a name is compared (most
      // identifiers of a body are members, after a period, and compared with none).
      let isName = keyword == .none
      // Words are told by their length first, read off the token here: most identifiers have
      // none of their lengths, and `textEquals` (like `isExpensive`) is a call per word.
      let length = Int(token.end &- token.start)
      // (Reads a constant copy of `t`: a function capturing the loop's variable had every use of
      // it checked for exclusive access.)
      let current = t
      // (`wordLength` is the word's length in bytes: an ASCII word of another length than an
      // ASCII name's is told apart without a call.)
      @inline(__always) func spells(_ word: String, _ wordIsASCII: Bool, _ wordLength: Int, _ nameIsASCII: Bool) -> Bool {
        isName && (nameIsASCII && wordIsASCII ? length == wordLength && file.textEquals(current, word) : file.text(current) == word)
      }
      let previous = file.previousSignificant(before: t)
      let afterPeriod = previous.map { file.tokens[$0].kind == .period } ?? false
      // Asked only of a token not after a period: every use below is under `!afterPeriod`. A
      // token right in the closure's own group (most) is at its level without walking up groups.
      let ownLevel = !afterPeriod && (file.brace(of: t) == braceID || file.innermostClosure(of: t) == c)
      // (`isExpensive` holds of no name shorter than six bytes.)
      if !result.isExpensive, keyword == .none, length >= 6, file.bytes.withUnsafeBufferPointer({
        Self.isExpensive(UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]))
      }) { result.isExpensive = true }
      if ownLevel, !afterPeriod, keyword == .guard, let (end, bound) = selfGuard(from: t) {
        substitutions[t] = guardMarker
        for k in t + 1...end { substitutions[k] = "" }
        if let semicolon = file.nextSignificant(after: end), file.tokens[semicolon].kind == .semicolon { substitutions[semicolon] = "" }
        if bound != "self" { alias = bound; aliasIsASCII = Self.isASCII(bound); aliasLength = bound.utf8.count }
        t = end
        continue
      }
      // `guard let self, condition else …`: the block already unwrapped self.
      if ownLevel, !afterPeriod, keyword == .guard, let (end, _) = selfGuardPrefix(from: t) {
        for k in t + 1...end { substitutions[k] = "" }
        substitutions[t] = "guard "
        t = end
        continue
      }
      if ownLevel, !afterPeriod, keyword == .return { result.hasEarlyReturn = true }
      if ownLevel, !afterPeriod, keyword == .let || keyword == .var, let declared = file.nextSignificant(after: t),
         file.tokens[declared].kind == .identifier { result.locals.insert(file.text(declared)) }
      if afterPeriod, isName, length == 4, file.textEquals(t, "send" as StaticString), let receiver = receiver(ofMember: t),
         receiver == viewStoreName || receiver == storeName, result.sendOffset == nil {
        result.sendOffset = Int(file.tokens[t].start)
      }
      if afterPeriod, isName, length == 7, file.textEquals(t, "animate" as StaticString), receiver(ofMember: t) == "UIView" { result.animates = true }
      // A parameter use: the value it stands for.
      var index: Int? = nil
      if !afterPeriod, substitutesParameters {
        if parameterCount == 0, ownLevel, isName, length == 2, file.textEquals(t, "$0" as StaticString) { index = 0 }
        else if isName, length != 1 || !file.textEquals(t, "_" as StaticString) {
          for k in 0..<parameterCount where Self.textsEqual(t, parameter(k), in: file) { index = k; break }
        }
      }
      if let index {
        if let next = file.nextSignificant(after: t), file.tokens[next].kind == .colon,
           let previous, [.leftParen, .comma].contains(file.tokens[previous].kind) { continue }  // an argument label
        let nested = !ownLevel
        let memberFollows = file.nextSignificant(after: t).map { file.tokens[$0].kind == .period } ?? false
        if value.wholeState, !memberFollows {
          substitutions[t] = "\(nested ? "self." : "")\(storeName).state"
          result.wholeStateHandedTo = callee(around: t) ?? "another call"
        } else if index == 0, !nested, bound == "value", let piece = firstValuePiece {
          // What `operand(expression(0, nested: false, bound: "value"), at: t)` gives: a plain
          // path is written bare.
          substitutions.replace(t, withPiece: piece)
        } else {
          substitutions[t] = operand(expression(index, nested: nested, bound: bound), at: t)
        }
        result.readsValue = true
        continue
      }
      if keyword == .self || (alias != nil && spells(alias!, aliasIsASCII, aliasLength, isName && Self.tokenIsASCII(t, in: file))), !afterPeriod,
         let next = file.nextSignificant(after: t) {
        let isAlias = keyword != .self
        if file.tokens[next].kind == .operator, file.textEquals(next, "?" as StaticString),
           let dot = file.nextSignificant(after: next), file.tokens[dot].kind == .period, dot == next + 1 {
          if ownLevel {
            // `self?.` written together (most): one deleted run.
            if next == t + 1 { substitutions.delete(t, through: dot) } else { substitutions[t] = ""; substitutions[next] = ""; substitutions[dot] = "" }
          } else if let inner = file.innermostClosure(of: t), !capturesSelfWeakly(inner) {
            // (Inside a local function there is no closure between: `self?.` stays as written.)
            substitutions[next] = ""
          }
        } else if file.tokens[next].kind == .period, next == t + 1, ownLevel,
                  let member = file.nextSignificant(after: next), !result.locals.contains(file.text(member)) {
          substitutions.delete(t, through: next)
        } else if isAlias {
          substitutions[t] = "self"
        }
        continue
      }
      // A member (after a period) is the view store or the store only as a member of `self`:
      // asked first, so most members are compared with neither name.
      if !afterPeriod || isSelfMember(afterPeriod: previous!) {
        let nameIsASCII = isName && Self.tokenIsASCII(t, in: file)
        let isViewStore = viewStoreName.map { spells($0, viewStoreNameIsASCII, viewStoreNameLength, nameIsASCII) } ?? false
        if isViewStore || spells(storeName, storeNameIsASCII, storeNameLength, nameIsASCII) {
          if let dot = file.nextSignificant(after: t), file.tokens[dot].kind == .period,
             let member = file.nextSignificant(after: dot), file.isIdentifier(member, "publisher") {
            return .failure(Refusal("the subscriber subscribes to the store again; migrate it by hand"))
          }
          if isViewStore { substitutions[t] = storeName }
        }
      }
    }
    // Appended in a loop, not mapped: a closure reading `storeName` copied the whole rewrite
    // (its value and names retained and released) for every chain, and most have no condition.
    for condition in value.conditions {
      switch condition {
      case .ifLet(let expression):
        let rendered = ChainValue.render(expression, store: storeName, nested: false, bound: bound)
        result.conditions.append(firstParameterIsUnderscore ? "if \(rendered) != nil {" : "if let \(bound) = \(rendered) {")
      case .if(let expression):
        result.conditions.append("if \(ChainValue.render(expression, store: storeName, nested: false, bound: bound)) {")
      }
    }
    return .success((bodyFirst, bodyLast))
  }

  /// Whether a string's UTF-8 is all ASCII.
  static func isASCII(_ text: String) -> Bool {
    // Over the contiguous UTF-8 (a native string's own storage), not through `utf8`'s iterator,
    // which cost ten times as much: asked several times per subscriber. In place, no copy.
    text.withUTF8InPlace { $0.isAllASCII }
  }

  /// Whether token `t`'s bytes are all ASCII.
  static func tokenIsASCII(_ t: Int, in file: ScannedFile) -> Bool {
    let token = file.tokens[t]
    return file.bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[Int(token.start)..<Int(token.end)]).isAllASCII }
  }

  /// Whether `file.text(a) == file.text(b)`, the same way.
  func textsEqual(_ a: Int, _ b: Int) -> Bool { Self.textsEqual(a, b, in: file) }

  /// `textsEqual` in a given file.
  static func textsEqual(_ a: Int, _ b: Int, in file: ScannedFile) -> Bool {
    let first = file.tokens[a], second = file.tokens[b]
    let length = Int(first.end) - Int(first.start)
    let answer: Bool? = file.bytes.withUnsafeBufferPointer { bytes in
      // The same bytes are the same string, whatever they hold (most pairs asked are equal).
      if length == Int(second.end) - Int(second.start),
         memcmp(bytes.baseAddress! + Int(first.start), bytes.baseAddress! + Int(second.start), length) == 0 { return true }
      // Different bytes are different strings when both are ASCII.
      for k in Int(first.start)..<Int(first.end) where bytes[k] >= 0x80 { return nil }
      for k in Int(second.start)..<Int(second.end) where bytes[k] >= 0x80 { return nil }
      return false
    }
    return answer ?? (file.text(a) == file.text(b))
  }

  /// Whether the significant words of a capture list are `weak self`, `unowned self` or `self`.
  private func capturesOnlySelf(_ range: Range<Int>) -> Bool {
    var first = -1, second = -1
    for k in range where !file.tokens[k].kind.isTrivia {
      if second >= 0 { return false }
      if first < 0 { first = k } else { second = k }
    }
    if first < 0 { return false }
    return file.bytes.withUnsafeBufferPointer { bytes in
      func spells(_ t: Int, _ word: StaticString) -> Bool {
        let token = file.tokens[t]
        guard Int(token.end - token.start) == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        for k in 0..<word.utf8CodeUnitCount where bytes[start + k] != word.utf8Start[k] { return false }
        return true
      }
      if second < 0 { return spells(first, "self") }
      return (spells(first, "weak") || spells(first, "unowned")) && spells(second, "self")
    }
  }

  /// `a` of `self?.a.send`: the identifier just before the member's period (skipping `?`/`!`).
  private func receiver(ofMember t: Int) -> String? {
    guard let dot = file.previousSignificant(before: t), file.tokens[dot].kind == .period,
          var owner = file.previousSignificant(before: dot) else { return nil }
    if file.tokens[owner].kind == .operator, let before = file.previousSignificant(before: owner) { owner = before }
    return file.tokens[owner].kind == .identifier ? file.text(owner) : nil
  }

  /// The function whose argument list holds `t` (`render` in `self?.render(state)`).
  private func callee(around t: Int) -> String? {
    var k = t
    while let previous = file.previousSignificant(before: k) {
      if file.tokens[previous].kind == .leftParen, let name = file.previousSignificant(before: previous),
         file.tokens[name].kind == .identifier { return file.text(name) }
      if [.leftBrace, .rightBrace, .semicolon].contains(file.tokens[previous].kind) { return nil }
      k = previous
    }
    return nil
  }

  /// `target = value` lines, at any depth: the view properties the statements may write.
  static func assignmentTargets(_ lines: [String]) -> [String] {
    var allASCII = true
    return assignmentTargets(lines, allASCII: &allASCII)
  }

  /// `assignmentTargets(lines)`, also telling whether every target it returns is ASCII (what
  /// `ObservedStatements.targetsAreASCII` holds), found while the targets are gathered instead
  /// of walking their bytes again: a plain target is ASCII by construction.
  static func assignmentTargets(_ lines: [String], allASCII: inout Bool) -> [String] {
    var targets: [String] = []
    var ascii = true
    for var line in lines {
      // Lines without `=` assign nothing; the plain form is read in the same pass over the bytes.
      var hasEquals = false
      let plain = line.withUTF8 { bytes -> String? in
        hasEquals = bytes.count > 0 && memchr(bytes.baseAddress!, Int32(UInt8(ascii: "=")), bytes.count) != nil
        return hasEquals ? plainAssignmentTarget(bytes: bytes) : nil
      }
      guard hasEquals else { continue }
      // `plainAssignmentTarget` admits only `isPlainPathByte` bytes, all ASCII.
      if let plain { targets.append(plain) }
      else if let target = lexedAssignmentTarget(line) {
        if ascii { ascii = isASCII(target) }
        targets.append(target)
      }
    }
    allASCII = ascii
    guard targets.count > 1 else { return targets }
    // Names that are not ASCII may be equal as strings with other bytes: the set keeps the first
    // of them, as the set this list replaces did. (What it keeps may then be all ASCII: `\u{212A}`
    // equals `K`; told from the list it returns.)
    guard ascii else {
      let unique = Set(targets).sorted()
      allASCII = unique.allSatisfy(isASCII)
      return unique
    }
    targets.sort()
    var unique: [String] = []
    unique.reserveCapacity(targets.count)
    for target in targets where unique.last != target { unique.append(target) }
    return unique
  }

  /// `assignmentTargets` of the lines that are pieces `lines` of `text`, appended to it as pieces
  /// (their range returned): the same targets in the same order. A plain target is a piece of
  /// its line's bytes (nothing copied). ASCII targets are sorted and told equal by their bytes,
  /// which is how ASCII strings order and compare.
  static func assignmentTargets(pieces lines: Range<Int>, in text: inout ChainRewriteText, allASCII: inout Bool) -> Range<Int> {
    let first = text.pieces.count
    var ascii = true
    for k in lines {
      let line = text.bytes(k)
      // Lines without `=` assign nothing; the plain form is read in the same pass over the bytes.
      guard line.count > 0, memchr(line.baseAddress!, Int32(UInt8(ascii: "=")), line.count) != nil else { continue }
      if let plain = plainAssignmentTargetRange(bytes: line) {
        let lower = text.pieces[k].lowerBound
        text.appendPiece((lower + plain.lowerBound)..<(lower + plain.upperBound))
      } else if let target = lexedAssignmentTarget(text.string(k)) {
        if ascii { ascii = isASCII(target) }
        text.append(target)
      }
    }
    allASCII = ascii
    let count = text.pieces.count - first
    guard count > 1 else { return first..<text.pieces.count }
    guard ascii else {
      let unique = Set(text.strings(first..<text.pieces.count)).sorted()
      allASCII = unique.allSatisfy(isASCII)
      text.removePieces(from: first)
      for target in unique { text.append(target) }
      return first..<text.pieces.count
    }
    var order = Array(first..<text.pieces.count)
    order.sort { text.pieceLess($0, $1) }
    let ranges = order.map { text.pieces[$0] }
    text.removePieces(from: first)
    for range in ranges {
      let k = text.appendPiece(range)
      if k > first, text.piecesEqual(k - 1, k) { text.removePieces(from: k) }
    }
    return first..<text.pieces.count
  }

  /// The target of an assignment line, read off its tokens: names, periods and `?` up to `=`.
  static func lexedAssignmentTarget(_ line: String) -> String? {
    let bytes = Array(line.trimmingSpaces.utf8)
    var target = ""
    for token in Lexer.lex(bytes).tokens where !token.kind.isTrivia {
      let text = String(decoding: bytes[token.range], as: UTF8.self)
      if token.kind == .operator, text == "=" { return target.isEmpty ? nil : target }
      guard token.kind == .identifier || token.kind == .period || (token.kind == .operator && text == "?") else { return nil }
      target += text
    }
    return nil
  }

  /// The target of `a.b.c = value` written plainly (ASCII names and periods, then ` = `), found
  /// without the lexer; nil for any other line, which `assignmentTargets` lexes.
  static func plainAssignmentTarget(_ line: String) -> String? {
    line.withUTF8InPlace { plainAssignmentTarget(bytes: $0) }
  }

  /// `plainAssignmentTarget` of a line's UTF-8.
  static func plainAssignmentTarget(bytes: UnsafeBufferPointer<UInt8>) -> String? {
    plainAssignmentTargetRange(bytes: bytes).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
  }

  /// Where in a line's UTF-8 `plainAssignmentTarget` finds its target.
  static func plainAssignmentTargetRange(bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var k = 0
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
    let start = k
    // `SourceText.isPlainPath` of the run of plain-path bytes, told in the same pass: it starts
    // with neither a digit nor a period, has no two periods in a row and does not end in one.
    guard k < bytes.count, !(bytes[k] >= 0x30 && bytes[k] <= 0x39), bytes[k] != 0x2E else { return nil }
    var previous: UInt8 = 0
    while k < bytes.count, SourceText.isPlainPathByte(bytes[k]) {
      if bytes[k] == 0x2E, previous == 0x2E { return nil }
      previous = bytes[k]
      k += 1
    }
    let end = k
    guard end > start, previous != 0x2E else { return nil }
    var m = end
    while m < bytes.count, bytes[m] == 0x20 { m += 1 }
    // ` = ` exactly: anything else after `=` may lex as another operator (`==`, `=-`).
    guard m + 1 < bytes.count, bytes[m] == UInt8(ascii: "="), bytes[m + 1] == 0x20 else { return nil }
    return start..<end
  }

  /// `assign(to: \.path, on: target)` becomes `target.path = value`.
  func assign(arguments open: Int) -> Result<ObservedStatements, Refusal> {
    let arguments = file.arguments(open: open, close: file.partner(open)!)
    guard arguments.count == 2, arguments[0].label == "to", arguments[1].label == "on",
          file.tokens[arguments[0].value.lowerBound].kind == .backslash else {
      return .failure(Refusal("'assign' is not of the form 'assign(to: \\.property, on: object)'; migrate it by hand"))
    }
    let keyPath = text.render(arguments[0].value.lowerBound + 1, arguments[0].value.upperBound)
    var target = text.render(arguments[1].value.lowerBound, arguments[1].value.upperBound)
    if target == "self" { target = "" } else if target.hasPrefix("self.") { target = String(target.dropFirst(5)) }
    let member = target.isEmpty ? String(keyPath.dropFirst()) : target + keyPath
    guard value.expressionCount == 1, !value.wholeState, value.conditions.isEmpty else {
      return .failure(Refusal("'assign' of this chain's value has no direct observe equivalent; migrate it by hand"))
    }
    return .success(ObservedStatements(lines: ["\(member) = \(expression(0, nested: false, bound: "value"))"], readsValue: true,
                                       targets: [member], targetsAreASCII: Self.isASCII(member)))
  }

  /// Whether the member after the period at token `dot` is a member of `self`: the period (the
  /// walk found it already, as the member's previous significant token) follows `self`.
  private func isSelfMember(afterPeriod dot: Int) -> Bool {
    guard var owner = file.previousSignificant(before: dot) else { return false }
    // `self?.viewStore` and `self!.viewStore` too.
    if file.tokens[owner].kind == .operator, let before = file.previousSignificant(before: owner) { owner = before }
    return file.tokens[owner].keyword == .self
  }


  private func capturesSelfWeakly(_ c: Int) -> Bool {
    let closure = file.outline.closures[c]
    guard closure.captureList >= 0, let close = file.partner(closure.captureList) else { return false }
    let words = (closure.captureList + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
    return words.contains("self")
  }

  /// `guard let self else { return }`, `guard let self = self …` or `guard let strongSelf = self …`:
  /// its last token and the name it binds.
  private func selfGuard(from t: Int) -> (end: Int, name: String)? {
    var words: [String] = []
    var k = t
    while words.count < 9, let next = file.nextSignificant(after: k) {
      words.append(file.text(next))
      k = next
      if words == ["let", "self", "else", "{", "return", "}"] { return (k, "self") }
      if words.count == 8, words[0] == "let", words[2] == "=", words[3] == "self",
         Array(words[4...]) == ["else", "{", "return", "}"] { return (k, words[1]) }
    }
    return nil
  }

  /// `guard let self,` (or `guard let self = self,`) before further conditions: its last token.
  private func selfGuardPrefix(from t: Int) -> (end: Int, name: String)? {
    var words: [(String, Int)] = []
    var k = t
    while words.count < 5, let next = file.nextSignificant(after: k) {
      words.append((file.text(next), next))
      k = next
      let texts = words.map(\.0)
      if texts == ["let", "self", ","] { return (next, "self") }
      if texts == ["let", "self", "=", "self", ","] { return (next, "self") }
    }
    return nil
  }

  /// The value as it must be written where token `t` stood: bare when it is a postfix chain or the
  /// whole right-hand side, in parentheses otherwise.
  private func operand(_ value: String, at t: Int) -> String {
    guard SourceText.needsParentheses(value) else { return value }
    if let previous = file.previousSignificant(before: t), let next = file.nextSignificant(after: t) {
      let opensWhole = file.textEquals(previous, "=" as StaticString) || file.isIdentifier(previous, "return")
        || [.leftParen, .comma, .colon].contains(file.tokens[previous].kind)
      let closesWhole = [.rightParen, .comma, .semicolon, .rightBrace].contains(file.tokens[next].kind)
        || file.hasNewline(between: t, and: next)
      let endsTernaryBranch = file.tokens[previous].kind == .colon && file.tokens[next].kind == .rightBrace
      if opensWhole && closesWhole && !endsTernaryBranch { return value }
    }
    return "(\(value))"
  }

  /// Splits a closure body into lines without their shared indentation. Text on the line of `in`
  /// (or `{`) is kept as the first line; later lines move left by the indentation they share, all
  /// by the same amount, so multi-line string literals keep their meaning. A line holding only
  /// `marker` (between spaces) is dropped, and `marker` is removed from the others.
  static func dedent(_ bytes: [UInt8], dropping marker: UInt8) -> [String] {
    bytes.withUnsafeBufferPointer { dedent(bytes: $0, dropping: marker) }
  }

  /// `dedent` of bytes in a buffer.
  static func dedent(bytes: UnsafeBufferPointer<UInt8>, dropping marker: UInt8) -> [String] {
    var lines: [String] = []
    dedentLines(bytes: bytes, dropping: marker) { lines.append(String(decoding: $0, as: UTF8.self)) }
    return lines
  }

  /// The lines `dedent` makes, handed to `line` as bytes in order (a line is valid only during
  /// the call) instead of as strings.
  static func dedentLines(bytes: UnsafeBufferPointer<UInt8>, dropping marker: UInt8,
                          _ line: (UnsafeBufferPointer<UInt8>) -> Void) {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    // A body on one line (most subscribers): that line, trimmed, is all the steps below leave of
    // it (no later lines, so no shared indentation), without splitting and collecting lines.
    if bytes.isEmpty || memchr(bytes.baseAddress!, 0x0A, bytes.count) == nil {
      var end = bytes.count
      if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
      var start = 0
      while start < end, isSpace(bytes[start]) { start += 1 }
      while end > start, isSpace(bytes[end - 1]) { end -= 1 }
      if start == end { return }
      let only = UnsafeBufferPointer(rebasing: bytes[start..<end])
      // (Searched by `memchr`: the bytes are not empty.)
      guard memchr(only.baseAddress!, Int32(marker), only.count) != nil else { return line(only) }
      if only.count == 1 { return }
      return only.filter { $0 != marker }.withUnsafeBufferPointer(line)
    }
    // Line extents without their line break, worked on as ranges of `bytes`: a body is split,
    // measured and trimmed for every subscriber of every file.
    var lines: [Range<Int>] = []
    var start = 0
    func addLine(_ end: Int) {
      lines.append(start..<(end > start && bytes[end - 1] == 0x0D ? end - 1 : end))
    }
    for k in bytes.indices where bytes[k] == 0x0A {
      addLine(k)
      start = k + 1
    }
    addLine(bytes.count)
    func indentation(_ line: Range<Int>) -> Int {
      var k = line.lowerBound
      while k < line.upperBound, isSpace(bytes[k]) { k += 1 }
      return k - line.lowerBound
    }
    func isBlank(_ line: Range<Int>) -> Bool { indentation(line) == line.count }
    var inline = lines[0]
    while !inline.isEmpty, isSpace(bytes[inline.lowerBound]) { inline = inline.dropFirst() }
    while !inline.isEmpty, isSpace(bytes[inline.upperBound - 1]) { inline = inline.dropLast() }
    let later = lines.dropFirst()
    // The shortest indentation among the lines that hold something; the shift applies only when
    // every such line starts with exactly those bytes.
    var common: Range<Int>? = nil
    for line in later where !isBlank(line) {
      let width = indentation(line)
      if common == nil || width < common!.count { common = line.lowerBound..<(line.lowerBound + width) }
    }
    var shift = 0
    if let common {
      let sharesIt = later.allSatisfy { line in
        isBlank(line) || bytes[line.lowerBound..<(line.lowerBound + common.count)].elementsEqual(bytes[common])
      }
      shift = sharesIt ? common.count : 0
    }
    var result: [Range<Int>] = inline.isEmpty ? [] : [inline]
    for line in later { result.append(isBlank(line) ? line.lowerBound..<line.lowerBound : line.dropFirst(shift)) }
    // Blank lines are empty by now, and a kept line is never blank.
    while let first = result.first, first.isEmpty { result.removeFirst() }
    while let last = result.last, last.isEmpty { result.removeLast() }
    if var last = result.last {
      while !last.isEmpty, isSpace(bytes[last.upperBound - 1]) { last = last.dropLast() }
      result[result.count - 1] = last
    }
    for range in result {
      guard bytes[range].contains(marker) else { line(UnsafeBufferPointer(rebasing: bytes[range])); continue }
      var content = range
      while !content.isEmpty, isSpace(bytes[content.lowerBound]) { content = content.dropFirst() }
      while !content.isEmpty, isSpace(bytes[content.upperBound - 1]) { content = content.dropLast() }
      if content.count == 1 { continue }
      bytes[range].filter { $0 != marker }.withUnsafeBufferPointer(line)
    }
  }
}

/// Replacement texts for tokens, kept sorted by token (a subscriber sets a handful, almost
/// always in token order, so a set is an append): rendering then copies the bytes between two
/// replaced tokens in one piece, and nothing is allocated per token of the body.
struct TokenSubstitutions {
  /// A replaced token (or run of deleted tokens, `token...last`) and its text, or (`piece` not
  /// negative) the piece of the chains' text that replaces it instead (`text` then empty): only
  /// `render(_:_:in:into:)`, given that text, renders such an entry.
  private var entries: [Entry] = []
  /// The entries' texts that are not empty, in the order they were set. Most entries delete
  /// tokens or copy a piece: holding no string, they are emptied for the next chain without a
  /// release each.
  private var texts: [String] = []

  /// (A struct, not a tuple: a tuple type's metadata is made at run time, on first use.)
  private struct Entry {
    var token: Int
    var last: Int
    /// The index of the replacement text in `texts`, or -1 for the empty text.
    var text: Int
    var piece: Int
  }

  /// The index in `texts` of `text`, added there, or -1 for the empty text.
  private mutating func index(ofText text: String) -> Int {
    if text.isEmpty { return -1 }
    texts.append(text)
    return texts.count - 1
  }

  /// The replacement text of entry `k`.
  private func text(_ k: Int) -> String { entries[k].text >= 0 ? texts[entries[k].text] : "" }

  /// The index of the first entry whose token is at least `t`.
  private func lowerBound(_ t: Int) -> Int {
    var low = 0, high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if entries[mid].token < t { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Empties the entries, keeping their storage (one instance serves every chain of a file):
  /// element by element (a body sets a handful), as `ChainParser.parse` empties its scratch
  /// arrays; `removeAll(keepingCapacity:)` replaces the whole range through the general
  /// `replaceSubrange`, several times the cost.
  mutating func removeAll() {
    while entries.popLast() != nil {}
    while texts.popLast() != nil {}
  }

  subscript(t: Int) -> String? {
    get {
      let k = lowerBound(t)
      guard k < entries.count, entries[k].token == t else { return nil }
      precondition(entries[k].piece < 0, "a piece's text is read from the chains' text")
      return text(k)
    }
    set {
      if newValue != nil, entries.isEmpty || entries[entries.count - 1].last < t {
        // One allocation for the handful a body usually has.
        if entries.capacity == 0 { entries.reserveCapacity(8) }
        let text = index(ofText: newValue!)
        entries.append(Entry(token: t, last: t, text: text, piece: -1))
        return
      }
      let k = lowerBound(t)
      let present = k < entries.count && entries[k].token == t
      precondition(present ? entries[k].last == t : k == 0 || entries[k - 1].last < t, "a token of a deleted run")
      switch (newValue, present) {
      case (let text?, true):
        let text = index(ofText: text)
        entries[k] = Entry(token: t, last: t, text: text, piece: -1)
      case (let text?, false):
        let text = index(ofText: text)
        entries.insert(Entry(token: t, last: t, text: text, piece: -1), at: k)
      case (nil, true): entries.remove(at: k)
      case (nil, false): break
      }
    }
  }

  /// Deletes tokens `first...last`, after every token replaced so far: what setting each of them
  /// to the empty text does, as one entry (`self?.`, which every `[weak self]` subscriber drops,
  /// is three tokens set, rendered and emptied one by one otherwise).
  mutating func delete(_ first: Int, through last: Int) {
    precondition(first <= last && (entries.isEmpty || entries[entries.count - 1].last < first), "deleted after the replaced tokens")
    if entries.capacity == 0 { entries.reserveCapacity(8) }
    entries.append(Entry(token: first, last: last, text: -1, piece: -1))
  }

  /// Replaces token `t` by a copy of piece `piece` of the text `render(_:_:in:into:)` renders into.
  mutating func replace(_ t: Int, withPiece piece: Int) {
    if entries.isEmpty || entries[entries.count - 1].last < t {
      if entries.capacity == 0 { entries.reserveCapacity(8) }
      entries.append(Entry(token: t, last: t, text: -1, piece: piece))
      return
    }
    let k = lowerBound(t)
    let present = k < entries.count && entries[k].token == t
    precondition(present ? entries[k].last == t : k == 0 || entries[k - 1].last < t, "a token of a deleted run")
    if present {
      entries[k] = Entry(token: t, last: t, text: -1, piece: piece)
    } else {
      entries.insert(Entry(token: t, last: t, text: -1, piece: piece), at: k)
    }
  }

  /// `body` of `render(first, last, in: file)`, written into a scratch buffer (on the stack
  /// when small) instead of an array: a subscriber's body is rendered only to be split into lines.
  func withRendered<R>(_ first: Int, _ last: Int, in file: ScannedFile, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    guard first <= last else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    let lower = lowerBound(first)
    var upper = lower
    // The rendered length: the tokens' bytes, less each replaced token's, plus its replacement's.
    var count = Int(file.tokens[last].end) - Int(file.tokens[first].start)
    while upper < entries.count, entries[upper].token <= last {
      precondition(entries[upper].piece < 0, "a piece is rendered into the chains' text")
      precondition(entries[upper].last <= last, "a deleted run past the rendered tokens")
      count += (entries[upper].text >= 0 ? texts[entries[upper].text].utf8.count : 0)
        - (Int(file.tokens[entries[upper].last].end) - Int(file.tokens[entries[upper].token].start))
      upper += 1
    }
    if count == 0 { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { output in
      let base = output.baseAddress!
      var written = 0
      func copy(_ piece: UnsafeBufferPointer<UInt8>) {
        if piece.count > 0 { (base + written).initialize(from: piece.baseAddress!, count: piece.count) }
        written += piece.count
      }
      var cursor = Int(file.tokens[first].start)
      file.bytes.withUnsafeBufferPointer { source in
        for k in lower..<upper {
          let token = file.tokens[entries[k].token]
          copy(UnsafeBufferPointer(rebasing: source[cursor..<Int(token.start)]))
          // (Most replacements delete a token: nothing to copy.)
          if entries[k].text >= 0 { texts[entries[k].text].withUTF8InPlace(copy) }
          cursor = Int(file.tokens[entries[k].last].end)
        }
        copy(UnsafeBufferPointer(rebasing: source[cursor..<Int(file.tokens[last].end)]))
      }
      precondition(written == count, "rendered length")
      return body(UnsafeBufferPointer(start: base, count: written))
    }
  }

  /// Appends the bytes `withRendered` hands over to `text`'s buffer, not as a piece; their
  /// range there.
  func render(_ first: Int, _ last: Int, in file: ScannedFile, into text: inout ChainRewriteText) -> Range<Int> {
    let start = text.byteCount
    guard first <= last else { return start..<start }
    var cursor = Int(file.tokens[first].start)
    file.bytes.withUnsafeBufferPointer { source in
      var k = lowerBound(first)
      while k < entries.count, entries[k].token <= last {
        precondition(entries[k].last <= last, "a deleted run past the rendered tokens")
        let token = file.tokens[entries[k].token]
        text.appendUnnamed(UnsafeBufferPointer(rebasing: source[cursor..<Int(token.start)]))
        // (Most replacements delete a token: nothing to append.)
        if entries[k].piece >= 0 {
          text.appendUnnamedCopy(ofPiece: entries[k].piece)
        } else if entries[k].text >= 0 {
          texts[entries[k].text].withUTF8InPlace { text.appendUnnamed($0) }
        }
        cursor = Int(file.tokens[entries[k].last].end)
        k += 1
      }
      text.appendUnnamed(UnsafeBufferPointer(rebasing: source[cursor..<Int(file.tokens[last].end)]))
    }
    return start..<text.byteCount
  }

  /// The bytes of tokens `first...last` with the replaced tokens' texts instead: what
  /// `SourceText.renderBytes` gives with this as its substitution. Tokens tile the bytes, so the
  /// bytes between two replaced tokens are the bytes of the tokens between them.
  func render(_ first: Int, _ last: Int, in file: ScannedFile) -> [UInt8] {
    guard first <= last else { return [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(file.tokens[last].end - file.tokens[first].start))
    var cursor = Int(file.tokens[first].start)
    file.bytes.withUnsafeBufferPointer { source in
      var k = lowerBound(first)
      while k < entries.count, entries[k].token <= last {
        precondition(entries[k].piece < 0, "a piece is rendered into the chains' text")
        precondition(entries[k].last <= last, "a deleted run past the rendered tokens")
        let token = file.tokens[entries[k].token]
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<Int(token.start)]))
        if entries[k].text >= 0 { bytes.appendUTF8(texts[entries[k].text]) }
        cursor = Int(file.tokens[entries[k].last].end)
        k += 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[cursor..<Int(file.tokens[last].end)]))
    }
    return bytes
  }
}

/// Why a chain is left untouched, in one line that says what to do instead.
struct Refusal: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension String {
  var trimmingSpaces: String {
    let bytes = utf8
    var start = bytes.startIndex, end = bytes.endIndex
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
    while end > start, bytes[bytes.index(before: end)] == 0x20 || bytes[bytes.index(before: end)] == 0x09 { end = bytes.index(before: end) }
    if start == bytes.startIndex, end == bytes.endIndex { return self }
    return String(self[start..<end])
  }

  /// Every occurrence of `target` replaced by `replacement`, compared byte for byte: the
  /// placeholders replaced here are ASCII, and `replacing(_:with:)` of the standard library
  /// builds a searcher per call that cost a third of a lint run.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    // The three texts read in place (mutable copies for `withUTF8` retained and released each).
    withUTF8InPlace { text in
      target.withUTF8InPlace { pattern in
        guard let first = pattern.first, text.count >= pattern.count else { return self }
        let base = UnsafeRawPointer(text.baseAddress!)
        let lastStart = text.count - pattern.count
        // The next match at or after `k`: `memchr` finds a candidate start (vectorized), `memcmp`
        // checks it. Matches do not overlap: the search goes on after each.
        func match(from k: Int) -> Int? {
          var k = k
          while k <= lastStart {
            guard let found = memchr(base + k, Int32(first), lastStart - k + 1) else { return nil }
            let at = base.distance(to: UnsafeRawPointer(found))
            if memcmp(base + at, pattern.baseAddress!, pattern.count) == 0 { return at }
            k = at + 1
          }
          return nil
        }
        guard let firstMatch = match(from: 0) else { return self }
        var matches = 1
        var next = match(from: firstMatch + pattern.count)
        while let at = next { matches += 1; next = match(from: at + pattern.count) }
        // Written straight into the string (no intermediate array): the pieces are valid UTF-8
        // split at an ASCII pattern, so nothing is repaired.
        return replacement.withUTF8InPlace { replacement in
          String(unsafeUninitializedCapacity: text.count + matches * (replacement.count - pattern.count)) { output in
            var written = 0, copied = 0
            func copy(_ piece: UnsafeBufferPointer<UInt8>) {
              if piece.count > 0 { UnsafeMutableRawPointer(output.baseAddress! + written).copyMemory(from: piece.baseAddress!, byteCount: piece.count) }
              written += piece.count
            }
            var at: Int? = firstMatch
            while let found = at {
              copy(UnsafeBufferPointer(rebasing: text[copied..<found]))
              copy(replacement)
              copied = found + pattern.count
              at = match(from: copied)
            }
            copy(UnsafeBufferPointer(rebasing: text[copied...]))
            return written
          }
        }
      }
    }
  }
}
