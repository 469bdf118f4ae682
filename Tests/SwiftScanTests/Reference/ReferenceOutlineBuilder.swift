// The outline builder as it was before the speed work (SwiftScan at 2f569be), kept verbatim
// but for its name: `ReferenceScanTests` checks that the fast builder produces exactly this
// outline and these errors.

@testable import SwiftScan

/// Builds the `Outline` of a token stream in one forward pass plus a pass over declarations.
///
/// A `{` is classified by what introduced it: a pending type, function, control or accessor
/// keyword in the same group makes it a body; anything else (a call's trailing closure, an
/// argument, an initializer) makes it a closure. Imbalance is reported, never guessed around.
struct ReferenceOutlineBuilder {
  static let maximumNesting = 512

  private enum Pending {
    case type(Int)
    case function(Int)
    case control
    case variable(sawEquals: Bool)
  }

  private struct Frame {
    var open: Int           // token index of the opening delimiter, -1 for the file
    var brace: Int          // brace id for `{` frames, -1 otherwise
    var pending: Pending?
  }

  let file: ScannedFile
  var outline = Outline()
  var errors: [ScanError] = []

  init(file: ScannedFile) {
    self.file = file
  }

  mutating func build() -> (Outline, [ScanError]) {
    let tokens = file.tokens
    outline.partner = Array(repeating: -1, count: tokens.count)
    // Filled in local arrays (one uniqueness check per write is cheap only on a local).
    var braceOf = [Int32](repeating: -1, count: tokens.count)
    var branchOf = [Int32](repeating: 0, count: tokens.count)

    var branches: [Int32] = [0]   // the open branch at each `#if` depth
    var nextBranch: Int32 = 1
    var frames = [Frame(open: -1, brace: -1, pending: nil)]
    var currentBrace = -1
    var previous = -1             // previous significant token
    var conditionals: [Int] = []  // open `#if` token indices
    var repeatBraces = Set<Int>()

    func isCodeFrame(_ frame: Frame) -> Bool { frame.open == -1 || frame.brace != -1 }

    for t in tokens.indices {
      braceOf[t] = Int32(currentBrace)
      branchOf[t] = branches[branches.count - 1]
      let kind = tokens[t].kind
      if kind == .newline {
        // A `var x: T` without a body ends at the line break unless the next line opens it.
        if case .variable? = frames[frames.count - 1].pending,
           let next = file.nextSignificant(after: t), tokens[next].kind != .leftBrace {
          frames[frames.count - 1].pending = nil
        }
        continue
      }
      if kind.isTrivia { continue }
      defer { previous = t }

      switch kind {
      case .leftParen, .leftBracket, .interpolationOpen:
        frames.append(Frame(open: t, brace: -1, pending: nil))
        if frames.count > Self.maximumNesting {
          errors.append(ScanError(offset: Int(tokens[t].start), message: "nesting deeper than \(Self.maximumNesting) levels"))
          outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
        }
      case .rightParen, .rightBracket, .interpolationClose, .rightBrace:
        guard frames.count > 1 else {
          errors.append(ScanError(offset: Int(tokens[t].start), message: "unbalanced '\(file.text(t))' has no opening partner"))
          outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
        }
        let frame = frames.removeLast()
        let openKind = tokens[frame.open].kind
        let expected: TokenKind = switch openKind {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .interpolationOpen: .interpolationClose
        default: .rightBrace
        }
        guard expected == kind else {
          let (line, column) = file.lineColumn(ofOffset: Int(tokens[frame.open].start))
          errors.append(ScanError(
            offset: Int(tokens[t].start),
            message: "unbalanced '\(file.text(t))' does not close '\(file.text(frame.open))' opened at \(line):\(column)"))
          outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
        }
        outline.partner[t] = Int32(frame.open)
        outline.partner[frame.open] = Int32(t)
        if kind == .rightBrace {
          outline.braces[frame.brace].close = t
          currentBrace = outline.braces[frame.brace].parent
          braceOf[t] = Int32(currentBrace)
          if case let .closure(c) = outline.braces[frame.brace].kind { analyzeClosureSignature(c) }
        }
      case .leftBrace:
        var top = frames[frames.count - 1]
        let braceKind: BraceKind
        if !isCodeFrame(top) {
          braceKind = .closure(outline.closures.count)
        } else {
          braceKind = classifyBrace(at: t, previous: previous, pending: top.pending, frameBrace: top.brace)
          if case .variable(true) = top.pending, case .closure = braceKind {
            // `lazy var x = { … }()` keeps its declaration pending until the line ends.
          } else {
            top.pending = nil
          }
          frames[frames.count - 1] = top
        }
        let id = outline.braces.count
        outline.braces.append(Brace(open: t, close: -1, kind: braceKind, parent: currentBrace))
        switch braceKind {
        case .type(let k): outline.types[k].brace = id
        case .function(let f): outline.functions[f].brace = id
        case .closure: outline.closures.append(ClosureDecl(brace: id, captureList: -1, parameters: [], inToken: -1))
        case .control:
          if previous >= 0, file.tokens[previous].keyword == .repeat { repeatBraces.insert(t) }
        case .accessor: break
        }
        currentBrace = id
        frames.append(Frame(open: t, brace: id, pending: nil))
        if frames.count > Self.maximumNesting {
          errors.append(ScanError(offset: Int(tokens[t].start), message: "nesting deeper than \(Self.maximumNesting) levels"))
          outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
        }
      case .pound:
        switch file.text(t) {
        case "#if":
          conditionals.append(t)
          branches.append(nextBranch); nextBranch += 1
        case "#elseif", "#else":
          if conditionals.isEmpty {
            errors.append(ScanError(offset: Int(tokens[t].start), message: "'\(file.text(t))' without '#if'"))
            outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
          }
          branches[branches.count - 1] = nextBranch; nextBranch += 1
        case "#endif":
          if conditionals.popLast() == nil {
            errors.append(ScanError(offset: Int(tokens[t].start), message: "'#endif' without '#if'"))
            outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
          }
          branches.removeLast()
          branchOf[t] = branches[branches.count - 1]
        default: break
        }
      case .operator:
        if case .variable(false) = frames[frames.count - 1].pending, file.textEquals(t, "=") {
          frames[frames.count - 1].pending = .variable(sawEquals: true)
        }
      case .identifier:
        // Only keywords introduce declarations or bodies; most identifiers are names.
        guard tokens[t].keyword != .none, isCodeFrame(frames[frames.count - 1]) else { break }
        if let pending = declarationKeyword(at: t, previous: previous, currentBrace: currentBrace, repeatBraces: repeatBraces) {
          frames[frames.count - 1].pending = pending
        }
      default:
        break
      }
    }
    if frames.count > 1 {
      let open = frames[frames.count - 1].open
      errors.append(ScanError(offset: Int(tokens[open].start), message: "'\(file.text(open))' is never closed"))
    }
    if let open = conditionals.last {
      errors.append(ScanError(offset: Int(tokens[open].start), message: "'#if' is never closed by '#endif'"))
    }
    if errors.isEmpty { finishDeclarations() }
    outline.braceOf = braceOf; outline.branchOf = branchOf; return (outline, errors)
  }

  // MARK: Classification

  private func classifyBrace(at t: Int, previous: Int, pending: Pending?, frameBrace: Int) -> BraceKind {
    switch pending {
    case .type(let k)?: return .type(k)
    case .function(let f)?: return .function(f)
    case .control?: return .control
    case .variable(let sawEquals)?:
      if !sawEquals { return .accessor }
      if let first = file.nextSignificant(after: t), file.tokens[first].keyword == .willSet || file.tokens[first].keyword == .didSet {
        return .accessor
      }
      return .closure(outline.closures.count)
    case nil: break
    }
    guard previous >= 0 else { return .closure(outline.closures.count) }
    switch file.tokens[previous].keyword {
    case .else, .do, .repeat, .defer: return .control
    case .get, .set, .willSet, .didSet, ._read, ._modify, .`init`:
      if frameBrace >= 0, outline.braces[frameBrace].kind == .accessor { return .accessor }
    default: break
    }
    if file.tokens[previous].kind == .rightParen, frameBrace >= 0, outline.braces[frameBrace].kind == .accessor,
       let before = file.previousSignificant(before: Int(outline.partner[previous])),
       [.set, .willSet, .didSet].contains(file.tokens[before].keyword) {
      return .accessor
    }
    return .closure(outline.closures.count)
  }

  /// Recognizes a keyword that introduces a braced body or a declaration, recording the declaration.
  private mutating func declarationKeyword(at t: Int, previous: Int, currentBrace: Int, repeatBraces: Set<Int>) -> Pending? {
    let afterPeriod = previous >= 0 && file.tokens[previous].kind == .period
    if afterPeriod { return nil }
    // `} else: { … }`: a keyword spelling the label of a trailing closure introduces nothing.
    if let next = file.nextSignificant(after: t), file.tokens[next].kind == .colon { return nil }
    switch file.tokens[t].keyword {
    case .if, .guard, .for, .switch, .catch, .do, .else, .repeat, .defer:
      return .control
    case .while:
      if previous >= 0, file.tokens[previous].kind == .rightBrace, repeatBraces.contains(Int(outline.partner[previous])) {
        return nil
      }
      return .control
    case .class, .struct, .enum, .actor, .extension, .protocol:
      guard let nameToken = file.nextSignificant(after: t), file.tokens[nameToken].kind == .identifier,
            !Self.notTypeNames.contains(file.tokens[nameToken].keyword) else { return nil }
      var name = file.text(nameToken)
      var last = nameToken
      while let dot = file.nextSignificant(after: last), file.tokens[dot].kind == .period,
            let part = file.nextSignificant(after: dot), file.tokens[part].kind == .identifier {
        name += "." + file.text(part)
        last = part
      }
      let attributes = attributesAndModifiers(before: t)
      outline.types.append(TypeDecl(
        keyword: file.text(t), name: name, inheritance: [], declStart: attributes.start,
        keywordToken: t, nameToken: nameToken, brace: -1, parentType: enclosingType(ofBrace: currentBrace),
        attributes: attributes.attributes))
      return .type(outline.types.count - 1)
    case .func, .`init`, .deinit, .subscript:
      let name: String
      if file.tokens[t].keyword == .func, let next = file.nextSignificant(after: t) {
        name = file.text(next)
      } else {
        name = file.text(t)
      }
      outline.functions.append(FunctionDecl(name: name, keywordToken: t, brace: -1, parentType: enclosingType(ofBrace: currentBrace)))
      return .function(outline.functions.count - 1)
    case .var, .let:
      if previous >= 0 {
        let p = file.tokens[previous]
        if p.kind == .comma || p.kind == .leftParen { return nil }
        if Self.bindingIntroducers.contains(p.keyword) { return nil }
      }
      guard let nameToken = file.nextSignificant(after: t), file.tokens[nameToken].kind == .identifier else { return nil }
      let prefix = attributesAndModifiers(before: t)
      outline.variables.append(VariableDecl(
        name: file.text(nameToken), isLet: file.tokens[t].keyword == .let, nameToken: nameToken,
        declStart: prefix.start, declEnd: nameToken, typeTokens: 0..<0, initializerTokens: 0..<0,
        attributes: prefix.attributes, modifiers: prefix.modifiers, brace: currentBrace, isComputed: false))
      return .variable(sawEquals: false)
    case .import:
      if currentBrace == -1, let module = file.nextSignificant(after: t) {
        let prefix = attributesAndModifiers(before: t)
        var end = module
        while let dot = file.nextSignificant(after: end), file.tokens[dot].kind == .period,
              let part = file.nextSignificant(after: dot) { end = part }
        outline.imports.append(ImportDecl(module: file.text(module), declStart: prefix.start, declEnd: end))
      }
      return nil
    default:
      return nil
    }
  }

  static let notTypeNames: Set<Keyword> = [
    .func, .var, .let, .static, .final, .override, .private, .fileprivate, .public, .internal,
    .open, .class, .`init`, .subscript, .typealias, .convenience, .required, .nonisolated,
  ]
  static let bindingIntroducers: Set<Keyword> = [.if, .guard, .while, .case, .for, .catch]

  /// The first token of the attributes and modifiers written before a declaration keyword.
  private func attributesAndModifiers(before keyword: Int) -> (start: Int, attributes: [Int], modifiers: [Int]) {
    var start = keyword
    var attributes: [Int] = []
    var modifiers: [Int] = []
    var cursor = keyword
    while let p = file.previousSignificant(before: cursor) {
      let token = file.tokens[p]
      if token.kind == .attribute {
        attributes.append(p); start = p; cursor = p; continue
      }
      if token.keyword.isModifier || token.keyword == .class {
        modifiers.append(p); start = p; cursor = p; continue
      }
      if token.kind == .rightParen, outline.partner[p] >= 0,
         let owner = file.previousSignificant(before: Int(outline.partner[p])),
         file.tokens[owner].kind == .attribute || file.tokens[owner].keyword.isModifier {
        if file.tokens[owner].kind == .attribute { attributes.append(owner) } else { modifiers.append(owner) }
        start = owner; cursor = owner; continue
      }
      break
    }
    return (start, attributes.reversed(), modifiers.reversed())
  }

  private func enclosingType(ofBrace brace: Int) -> Int {
    var b = brace
    while b >= 0 {
      if case let .type(k) = outline.braces[b].kind { return k }
      b = outline.braces[b].parent
    }
    return -1
  }

  // MARK: After balancing: signatures, inheritance, declaration extents

  private mutating func analyzeClosureSignature(_ c: Int) {
    let brace = outline.braces[outline.closures[c].brace]
    guard var cursor = file.nextSignificant(after: brace.open), cursor < brace.close else { return }
    // `{ @MainActor [weak self] in`: attributes may come before the capture list.
    while file.tokens[cursor].kind == .attribute, let next = file.nextSignificant(after: cursor), next < brace.close {
      cursor = next
      if file.tokens[cursor].kind == .leftParen, let close = file.partner(cursor), let after = file.nextSignificant(after: close) { cursor = after }
    }
    var capture = -1
    if file.tokens[cursor].kind == .leftBracket, outline.partner[cursor] > cursor {
      capture = cursor
      guard let after = file.nextSignificant(after: Int(outline.partner[cursor])) else { return }
      cursor = after
    }
    var parameters: [Int] = []
    var expectName = true
    var steps = 0
    var t = cursor
    while t < brace.close, steps < 64 {
      steps += 1
      let token = file.tokens[t]
      switch token.kind {
      case .identifier:
        let keyword = token.keyword
        if keyword == .in {
          outline.closures[c].captureList = capture
          outline.closures[c].parameters = parameters
          outline.closures[c].inToken = t
          return
        }
        if Self.statementWords.contains(keyword) { return }
        if expectName { parameters.append(t); expectName = false }
      case .leftParen:
        // `(a: Int, b)` parameter clause: the first name of each element.
        let close = Int(outline.partner[t])
        guard close > t else { return }
        var element = true
        var u = file.nextSignificant(after: t) ?? close
        while u < close {
          if file.tokens[u].kind == .comma { element = true }
          else if element, file.tokens[u].kind == .identifier { parameters.append(u); element = false }
          if outline.partner[u] > u, file.tokens[u].kind != .rightParen { u = Int(outline.partner[u]) }
          u = file.nextSignificant(after: u) ?? close
        }
        t = close
        expectName = false
      case .comma: expectName = true
      case .colon, .attribute, .period, .leftBracket, .rightBracket, .operator: break
      default: return
      }
      if file.tokens[t].kind == .leftBracket, outline.partner[t] > t { t = Int(outline.partner[t]) }
      guard let next = file.nextSignificant(after: t) else { return }
      t = next
    }
  }

  static let statementWords: Set<Keyword> = [
    .let, .var, .if, .guard, .for, .while, .return, .switch, .self, .try, .await, .do,
    .repeat, .defer, .throw, .case, .super, .true, .false, .nil, .Self,
  ]

  private mutating func finishDeclarations() {
    for k in outline.types.indices {
      let type = outline.types[k]
      guard type.brace >= 0 else { continue }
      outline.types[k].inheritance = inheritance(from: type.nameToken, to: outline.braces[type.brace].open)
    }
    for v in outline.variables.indices {
      finishVariable(v)
    }
  }

  private func inheritance(from nameToken: Int, to open: Int) -> [String] {
    var names: [String] = []
    var current = ""
    var angle = 0
    var started = false
    var t = nameToken + 1
    while t < open {
      let token = file.tokens[t]
      defer { t += 1 }
      if token.kind.isTrivia { continue }
      let text = file.text(t)
      if token.kind == .operator {
        angle += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
      }
      if !started {
        if token.kind == .colon, angle == 0 { started = true }
        continue
      }
      if angle == 0, token.keyword == .where { break }
      if angle == 0, token.kind == .comma {
        names.append(current); current = ""; continue
      }
      if outline.partner[t] > t, token.kind == .leftParen { current += file.text(from: t, through: Int(outline.partner[t])); t = Int(outline.partner[t]); continue }
      current += text
    }
    if !current.isEmpty { names.append(current) }
    return names
  }

  private mutating func finishVariable(_ v: Int) {
    let variable = outline.variables[v]
    var t = variable.nameToken
    var typeStart = -1
    var typeEnd = -1
    var initStart = -1
    var last = t
    var angles = 0  // `<` … `>` depth inside the type annotation: `Store<A, B>` holds a comma
    while let next = file.nextSignificant(after: t) {
      let token = file.tokens[next]
      if typeStart >= 0, initStart == -1, token.kind == .operator, !file.textEquals(next, "->") {
        for byte in file.bytes[token.range] {
          if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles = max(0, angles - 1) }
        }
      }
      if angles > 0, token.kind == .comma { t = next; last = next; continue }
      if token.kind == .colon, typeStart == -1, initStart == -1 {
        typeStart = next + 1; t = next; last = next; continue
      }
      if token.kind == .operator, initStart == -1, file.textEquals(next, "=") {
        if typeStart >= 0 { typeEnd = next }
        initStart = next + 1; t = next; last = next; continue
      }
      if token.kind == .leftBrace, initStart == -1 {
        // Accessor block: computed property (or observers on a typed declaration).
        if typeStart >= 0, typeEnd == -1 { typeEnd = next }
        outline.variables[v].isComputed = !(file.nextSignificant(after: next).map {
          file.textEquals($0, "willSet") || file.textEquals($0, "didSet")
        } ?? false)
        last = Int(outline.partner[next])
        break
      }
      if endsStatement(before: next, after: last) { break }
      if outline.partner[next] > next { t = Int(outline.partner[next]); last = t; continue }
      t = next
      last = next
    }
    if typeStart >= 0 {
      outline.variables[v].typeTokens = typeStart..<(typeEnd >= 0 ? typeEnd : last + 1)
    }
    if initStart >= 0 { outline.variables[v].initializerTokens = initStart..<(last + 1) }
    outline.variables[v].declEnd = last
  }

  /// Whether the statement that ended with token `last` is over before `next`.
  func endsStatement(before next: Int, after last: Int) -> Bool {
    let token = file.tokens[next]
    switch token.kind {
    case .semicolon, .rightBrace, .rightParen, .rightBracket, .comma, .interpolationClose: return true
    default: break
    }
    if !file.hasNewline(between: last, and: next) { return false }
    return !file.continuesExpression(next)
  }
}
