import SwiftScan

/// The statements a subscriber contributes to an `observe` block.
struct ObservedStatements {
  /// Lines without their common indentation; nested lines keep their relative indentation.
  var lines: [String]
  /// Whether the statements read the store (if not, the block must read the value explicitly).
  var readsValue: Bool
  /// A `return` at the subscriber's top level would skip what follows in a merged block.
  var hasEarlyReturn: Bool
  /// Names declared at the subscriber's top level (merging two that share one would not compile).
  var locals: Set<String>
  /// Reloads, snapshots and layout passes: work that gets an `observe` block of its own.
  var isExpensive: Bool
}

/// Turns a `sink` closure or an `assign(to:on:)` call into statements for an `observe` block.
struct SinkRewrite {
  let text: SourceText
  /// `store.x` after the chain's operators: what replaces the closure's parameter.
  let value: String
  /// The view store identifier and the store name that replaces it.
  let viewStoreName: String?
  let storeName: String
  /// Whether `value` must be parenthesized as an operand (decided once: it lexes the value).
  let valueNeedsParentheses: Bool

  init(text: SourceText, value: String, viewStoreName: String?, storeName: String) {
    self.text = text
    self.value = value
    self.viewStoreName = viewStoreName
    self.storeName = storeName
    self.valueNeedsParentheses = SourceText.needsParentheses(value)
  }

  var file: ScannedFile { text.file }

  static let expensiveCalls: Set<String> = ["performBatchUpdates", "layoutIfNeeded", "applySnapshotUsingReloadData"]

  static func isExpensive(_ name: String) -> Bool {
    if expensiveCalls.contains(name) { return true }
    // Case-insensitive search for "reload" / "snapshot" without allocating a lowercased copy.
    let bytes = Array(name.utf8)
    func contains(_ word: [UInt8]) -> Bool {
      guard bytes.count >= word.count else { return false }
      for start in 0...(bytes.count - word.count) where (0..<word.count).allSatisfy({ bytes[start + $0] | 0x20 == word[$0] }) {
        return true
      }
      return false
    }
    return contains(Array("reload".utf8)) || contains(Array("snapshot".utf8))
  }

  /// `self?.` and `self.` become implicit at the closure's own level; in nested closures without
  /// their own capture of `self`, `self?.` becomes `self.` because `self` is now unwrapped.
  func sink(closure c: Int) -> Result<ObservedStatements, Refusal> {
    let closure = file.outline.closures[c]
    let brace = file.outline.braces[closure.brace]
    if closure.captureList >= 0 {
      let close = file.partner(closure.captureList)!
      let words = (closure.captureList + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
      guard words == ["weak", "self"] || words == ["unowned", "self"] || words == ["self"] else {
        return .failure(Refusal("the closure captures '\(words.joined(separator: " "))'; capture only self, then migrate"))
      }
    }
    guard closure.parameters.count <= 1 else {
      return .failure(Refusal("the closure takes \(closure.parameters.count) parameters; a store publisher emits one value"))
    }
    let parameter = closure.parameters.first.map { file.text($0) }
    let bodyFirst = closure.inToken >= 0 ? closure.inToken + 1 : brace.open + 1
    let bodyLast = brace.close - 1
    var substitutions: [Int: String] = [:]
    var readsValue = false
    var hasEarlyReturn = false
    var isExpensive = false
    var locals = Set<String>()
    let guardMarker = "\u{1}"
    var t = bodyFirst
    while t <= bodyLast {
      defer { t += 1 }
      let token = file.tokens[t]
      guard token.kind == .identifier else { continue }
      let keyword = token.keyword
      let name = keyword == .none ? file.text(t) : ""
      let previous = file.previousSignificant(before: t)
      let afterPeriod = previous.map { file.tokens[$0].kind == .period } ?? false
      let ownLevel = file.innermostClosure(of: t) == c
      if !isExpensive, keyword == .none, Self.isExpensive(name) { isExpensive = true }
      if ownLevel, !afterPeriod, keyword == .guard, let end = selfGuardEnd(from: t) {
        substitutions[t] = guardMarker
        for k in t + 1...end { substitutions[k] = "" }
        if let semicolon = file.nextSignificant(after: end), file.tokens[semicolon].kind == .semicolon { substitutions[semicolon] = "" }
        t = end
        continue
      }
      if ownLevel, !afterPeriod, keyword == .return { hasEarlyReturn = true }
      if ownLevel, !afterPeriod, keyword == .let || keyword == .var, let declared = file.nextSignificant(after: t),
         file.tokens[declared].kind == .identifier { locals.insert(file.text(declared)) }
      if !afterPeriod, (parameter != nil && name == parameter && name != "_") || (name == "$0" && ownLevel && parameter == nil) {
        if let next = file.nextSignificant(after: t), file.tokens[next].kind == .colon,
           let previous, [.leftParen, .comma].contains(file.tokens[previous].kind) { continue }  // an argument label
        substitutions[t] = operand(value, at: t)
        readsValue = true
        continue
      }
      if keyword == .self, !afterPeriod, let next = file.nextSignificant(after: t) {
        if file.tokens[next].kind == .operator, file.textEquals(next, "?"),
           let dot = file.nextSignificant(after: next), file.tokens[dot].kind == .period, dot == next + 1 {
          if ownLevel {
            substitutions[t] = ""; substitutions[next] = ""; substitutions[dot] = ""
          } else if !capturesSelfWeakly(file.innermostClosure(of: t)!) {
            substitutions[next] = ""
          }
        } else if file.tokens[next].kind == .period, next == t + 1, ownLevel,
                  let member = file.nextSignificant(after: next), !locals.contains(file.text(member)) {
          substitutions[t] = ""; substitutions[next] = ""
        }
        continue
      }
      if name == viewStoreName || name == storeName, !afterPeriod || isSelfMember(t) {
        if let dot = file.nextSignificant(after: t), file.tokens[dot].kind == .period,
           let member = file.nextSignificant(after: dot), file.isIdentifier(member, "publisher") {
          return .failure(Refusal("the subscriber subscribes to the store again; migrate it by hand"))
        }
        if name == viewStoreName { substitutions[t] = storeName }
      }
    }
    if bodyFirst > bodyLast { return .success(ObservedStatements(lines: [], readsValue: false, hasEarlyReturn: false, locals: [], isExpensive: false)) }
    let rendered = text.render(bodyFirst, bodyLast, substitutions: substitutions)
    let lines = Self.dedent(rendered).filter { $0.trimmingSpaces != guardMarker }.map { $0.replacingMarker(guardMarker) }
    return .success(ObservedStatements(lines: lines, readsValue: readsValue, hasEarlyReturn: hasEarlyReturn,
                                       locals: locals, isExpensive: isExpensive))
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
    return .success(ObservedStatements(lines: ["\(member) = \(value)"], readsValue: true, hasEarlyReturn: false,
                                       locals: [], isExpensive: false))
  }

  private func isSelfMember(_ t: Int) -> Bool {
    guard let dot = file.previousSignificant(before: t), file.tokens[dot].kind == .period,
          let owner = file.previousSignificant(before: dot) else { return false }
    return file.isIdentifier(owner, "self")
  }

  private func capturesSelfWeakly(_ c: Int) -> Bool {
    let closure = file.outline.closures[c]
    guard closure.captureList >= 0, let close = file.partner(closure.captureList) else { return false }
    let words = (closure.captureList + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
    return words.contains("self")
  }

  /// The last token of `guard let self else { return }` or `guard let self = self else { return }`.
  private func selfGuardEnd(from t: Int) -> Int? {
    var words: [String] = []
    var k = t
    while words.count < 9, let next = file.nextSignificant(after: k) {
      words.append(file.text(next))
      k = next
      if words == ["let", "self", "else", "{", "return", "}"] || words == ["let", "self", "=", "self", "else", "{", "return", "}"] {
        return k
      }
    }
    return nil
  }

  /// The value as it must be written where token `t` stood: bare when it is a postfix chain or the
  /// whole right-hand side, in parentheses otherwise.
  private func operand(_ value: String, at t: Int) -> String {
    guard valueNeedsParentheses else { return value }
    if let previous = file.previousSignificant(before: t), let next = file.nextSignificant(after: t) {
      let opensWhole = file.textEquals(previous, "=") || file.isIdentifier(previous, "return")
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
  /// by the same amount, so multi-line string literals keep their meaning.
  static func dedent(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    var lines: [ArraySlice<UInt8>] = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? line.dropLast() : line
    }
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
    func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy(isSpace) }
    func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
      var l = line
      while let f = l.first, isSpace(f) { l = l.dropFirst() }
      while let e = l.last, isSpace(e) { l = l.dropLast() }
      return l
    }
    let inline = trimmed(lines.removeFirst())
    let nonBlank = lines.filter { !isBlank($0) }
    let common = nonBlank.map { $0.prefix(while: isSpace) }.min { $0.count < $1.count } ?? []
    let shift = nonBlank.allSatisfy { $0.starts(with: common) } ? common.count : 0
    var result: [ArraySlice<UInt8>] = (inline.isEmpty ? [] : [inline]) + lines.map { isBlank($0) ? [] : $0.dropFirst(shift) }
    while let first = result.first, first.isEmpty { result.removeFirst() }
    while let last = result.last, isBlank(last) { result.removeLast() }
    if let last = result.last {
      var l = last
      while let e = l.last, isSpace(e) { l = l.dropLast() }
      result[result.count - 1] = l
    }
    return result.map { String(decoding: $0, as: UTF8.self) }
  }
}

/// Why a chain is left untouched, in one line that says what to do instead.
struct Refusal: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension String {
  var trimmingSpaces: String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }

  func replacingMarker(_ marker: String) -> String {
    guard contains(marker) else { return self }
    return split(separator: Character(marker), omittingEmptySubsequences: false).joined()
  }
}
