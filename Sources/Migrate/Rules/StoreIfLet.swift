import SwiftScan

/// Rule `store-iflet`: `store.scope(state: \.child, action: \.child).ifLet(then:else:)` becomes
/// an `observe` block that unwraps `store.scope(…)`. A `Bool?` flag keeps the block idempotent:
/// `then` runs when the child appears and `else` when it goes (and at once when it starts
/// absent), exactly when `ifLet` fired — a re-run never pushes or presents twice.
enum StoreIfLet {
  static let id = "store-iflet"

  /// The pieces of one `ifLet` statement.
  struct Site {
    var start: Int           // first token of the statement
    var end: Int             // `)` of `.store(in:)`
    var scope: ClosedRange<Int>  // `store.scope(…)` (after an optional `self.`)
    var stateName: String    // `child` of `state: \.child`
    var then: Int            // closure index
    var otherwise: Int?      // closure index
    var collection: String
  }

  static func run(_ context: MigrationContext, into output: inout PublisherSubscription.Output) {
    let file = context.file
    // Most legacy screens never call `ifLet`: the lexer's note of the name spares the token pass.
    guard file.signs.namesIfLet else { return }
    for t in file.tokens.indices where file.tokens[t].kind == .identifier && file.textEquals(t, "ifLet") {
      guard let dot = file.previousSignificant(before: t), file.tokens[dot].kind == .period,
            let close = file.previousSignificant(before: dot), file.tokens[close].kind == .rightParen,
            let open = file.partner(close), let scopeName = file.previousSignificant(before: open), file.isIdentifier(scopeName, "scope"),
            let scopeDot = file.previousSignificant(before: scopeName), file.tokens[scopeDot].kind == .period,
            let receiver = file.previousSignificant(before: scopeDot), file.tokens[receiver].kind == .identifier else { continue }
      let k = file.enclosingType(of: t)
      guard k >= 0, let owner = context.owner(ofType: k), let storeName = owner.storeProperty, file.text(receiver) == storeName else { continue }
      var start = receiver
      if let selfDot = file.previousSignificant(before: receiver), file.tokens[selfDot].kind == .period,
         let selfToken = file.previousSignificant(before: selfDot), file.tokens[selfToken].keyword == .self { start = selfToken }
      switch site(ifLet: t, start: start, scope: receiver...close, file: file) {
      case .failure(let refusal):
        output.findings.append(UntranslatableChain.finding(reason: refusal.reason, offset: Int(file.tokens[start].start)))
      case .success(let site):
        guard let (_, insideClosure) = file.enclosingFunction(of: start), !insideClosure, owner.isNSObject else {
          output.findings.append(UntranslatableChain.finding(
            reason: "this 'ifLet' is made inside a closure or in a type that is not an NSObject; migrate it by hand",
            offset: Int(file.tokens[start].start)))
          continue
        }
        emit(site, owner: owner, storeName: storeName, context: context, into: &output)
      }
    }
  }

  static func site(ifLet t: Int, start: Int, scope: ClosedRange<Int>, file: ScannedFile) -> Result<Site, Refusal> {
    let arguments = file.arguments(open: file.partner(scope.upperBound)!, close: scope.upperBound)
    guard arguments.count == 2, arguments[0].label == "state", arguments[1].label == "action",
          file.tokens[arguments[0].value.lowerBound].kind == .backslash else {
      return .failure(Refusal("'scope' with closures (pre-1.0) cannot be unwrapped in an observe block; scope with key paths (`state: \\.child, action: \\.child`) first"))
    }
    let stateName = file.text(arguments[0].value.upperBound)
    var cursor = t
    var thenClosure: Int? = nil
    var elseClosure: Int? = nil
    func closureIndex(_ brace: Int) -> Int? { PublisherSubscription.closure(openedBy: brace, in: file) }
    if let paren = file.nextSignificant(after: cursor), file.tokens[paren].kind == .leftParen, let parenClose = file.partner(paren) {
      for argument in file.arguments(open: paren, close: parenClose) {
        guard file.tokens[argument.value.lowerBound].kind == .leftBrace, file.partner(argument.value.lowerBound) == argument.value.upperBound else {
          return .failure(Refusal("'ifLet' arguments that are not closures cannot be migrated; migrate it by hand"))
        }
        if argument.label == "then" { thenClosure = closureIndex(argument.value.lowerBound) }
        else if argument.label == "else" { elseClosure = closureIndex(argument.value.lowerBound) }
      }
      cursor = parenClose
    }
    if let brace = file.nextSignificant(after: cursor), file.tokens[brace].kind == .leftBrace, let braceClose = file.partner(brace) {
      thenClosure = closureIndex(brace)
      cursor = braceClose
      if let label = file.nextSignificant(after: cursor), file.tokens[label].keyword == .else,
         let colon = file.nextSignificant(after: label), file.tokens[colon].kind == .colon,
         let elseBrace = file.nextSignificant(after: colon), file.tokens[elseBrace].kind == .leftBrace, let elseClose = file.partner(elseBrace) {
        elseClosure = closureIndex(elseBrace)
        cursor = elseClose
      }
    }
    guard let then = thenClosure else { return .failure(Refusal("'ifLet' without a 'then' closure cannot be migrated; migrate it by hand")) }
    // `.store(in: &cancellables)` ends the statement.
    guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
          let storeCall = file.nextSignificant(after: dot), file.isIdentifier(storeCall, "store"),
          let paren = file.nextSignificant(after: storeCall), file.tokens[paren].kind == .leftParen, let parenClose = file.partner(paren),
          file.statementEnd(from: start) == parenClose else {
      return .failure(Refusal("the 'ifLet' result is not stored with '.store(in:)'; migrate it by hand"))
    }
    let inner = (paren + 1..<parenClose).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
    guard let collection = inner.last, inner.first == "in" else {
      return .failure(Refusal("the 'ifLet' result is stored somewhere other than a cancellables collection; migrate it by hand"))
    }
    return .success(Site(start: start, end: parenClose, scope: scope, stateName: stateName, then: then, otherwise: elseClosure, collection: collection))
  }

  static func emit(_ site: Site, owner: OwnerModel, storeName: String, context: MigrationContext, into output: inout PublisherSubscription.Output) {
    let file = context.file
    let text = context.text
    let rewrite = SinkRewrite(text: text, value: ChainValue(expressions: []), viewStoreName: owner.viewStores.first?.name,
                              storeName: storeName, substitutesParameters: false)
    guard case .success(let thenBody) = rewrite.sink(closure: site.then) else {
      output.findings.append(UntranslatableChain.finding(reason: "the 'then' closure captures more than self; migrate it by hand", offset: Int(file.tokens[site.start].start)))
      return
    }
    var elseBody: ObservedStatements? = nil
    if let otherwise = site.otherwise {
      guard case .success(let body) = rewrite.sink(closure: otherwise) else {
        output.findings.append(UntranslatableChain.finding(reason: "the 'else' closure captures more than self; migrate it by hand", offset: Int(file.tokens[site.start].start)))
        return
      }
      elseBody = body
    }
    let existing = Set(file.outline.variables.filter { $0.brace == file.outline.types[owner.type].brace }.map(\.name))
    var flag = "\(site.stateName)IsShown"
    while existing.contains(flag) { flag += "_" }
    let parameter = file.outline.closures[site.then].parameters.first.map { file.text($0) }
    let scope = text.render(site.scope.lowerBound, site.scope.upperBound)
    let start = Int(file.tokens[site.start].start)
    let indent = text.indentation(ofLineAt: start)
    let unit = context.indentUnit(brace: file.brace(of: site.start), inner: indent)
    let newline = text.newline
    var lines = ["observe { [weak self] in", unit + "guard let self else { return }"]
    let unwrap = parameter == nil || parameter == "_" ? "if \(scope) != nil {" : "if let \(parameter!) = \(scope) {"
    lines.append(unit + unwrap)
    lines.append(unit + unit + "if \(flag) != true {")
    lines.append(unit + unit + unit + "\(flag) = true")
    lines += thenBody.lines.map { $0.isEmpty ? "" : unit + unit + unit + $0 }
    lines.append(unit + unit + "}")
    lines.append(unit + "} else if \(flag) != false {")
    lines.append(unit + unit + "\(flag) = false")
    lines += (elseBody?.lines ?? []).map { $0.isEmpty ? "" : unit + unit + $0 }
    lines.append(unit + "}")
    lines.append("}")
    let range = PublisherSubscription.replacementRange(Chain(start: site.start, end: site.end, receiver: site.scope.lowerBound,
                                                             path: [], calls: [], cancellables: site.collection), text: text)
    let comments = PublisherSubscription.trailingComment(after: site.end, file: file)
      + (site.start...site.end).filter { t in
        file.tokens[t].kind.isComment && !closureRanges(site, file: file).contains { $0.contains(t) }
      }.map { file.text($0) }
    if let comment = comments.first { lines[0] += " " + comment }
    let block = (text.isFirstOnLine(start) ? indent : "") + lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
      .joined(separator: newline) + (range.ownsLineEnd ? newline : "")
    output.edits.append(Edit(range: range.range, replacement: block))
    output.claimed.append(range.range)
    // The flag lives beside the store property.
    if let storeVariable = file.outline.variables.first(where: { $0.name == storeName && $0.brace == file.outline.types[owner.type].brace }) {
      let lineEnd = text.endOfLine(after: Int(file.tokens[storeVariable.declEnd].end))
      let propertyIndent = text.indentation(ofLineAt: Int(file.tokens[storeVariable.declStart].start))
      output.edits.append(Edit(range: lineEnd..<lineEnd,
                               replacement: "\(propertyIndent)/// Whether `\(site.stateName)` was shown when the observe block last ran (nil: not yet).\(newline)\(propertyIndent)private var \(flag): Bool?\(newline)"))
    }
    output.findings.append(Finding(
      ruleID: id, severity: .warning,
      message: "replace 'ifLet' with an observe block that unwraps '\(scope)'; the '\(flag)' flag keeps a re-run from showing it twice",
      offset: start))
    output.rewrittenOwnerMarks.insert(owner.type)
    output.collections.append((owner.type, site.collection))
  }

  private static func closureRanges(_ site: Site, file: ScannedFile) -> [ClosedRange<Int>] {
    ([site.then] + (site.otherwise.map { [$0] } ?? [])).map { c in
      let brace = file.outline.braces[file.outline.closures[c].brace]
      return brace.open...brace.close
    }
  }
}
