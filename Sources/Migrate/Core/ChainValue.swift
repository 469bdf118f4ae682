import Foundation
import SwiftScan

/// What a publisher chain hands its subscriber, rewritten as reads of the store: one expression
/// per subscriber parameter (a tuple from `map` or `combineLatest` gives several), and the
/// conditions `compactMap` and `filter` put around the subscriber's statements.
///
/// Expressions are built on a placeholder root and rendered twice: `store.x` for the block's own
/// level, `self.store.x` inside nested escaping closures (where implicit `self` is not allowed).
struct ChainValue {
  static let root = "__tcaMigrateStoreRoot__"
  /// Stands for the name `compactMap`'s `if let` binds, chosen once the subscriber is known.
  static let bound = "__tcaMigrateBound__"

  enum Condition: Equatable {
    case ifLet(String)
    case `if`(String)
  }

  /// One expression per subscriber parameter, written on the placeholder root. A value that is
  /// the store's field at the chain's path (most chains: no operator) keeps the path instead
  /// (`isPlainPath`) and makes its one expression only when asked: it is rendered from the path
  /// without a placeholder string and an array made and freed per chain.
  var expressions: [String] {
    get { isPlainPath ? [Self.dotted(parts)] : parts }
    set { parts = newValue; isPlainPath = false }
  }
  /// The path when `isPlainPath`, else the expressions: one array either way, so a value is
  /// copied and freed with one retain or release for both.
  private var parts: [String]
  private var isPlainPath = false
  var conditions: [Condition] = []
  /// The subscriber receives the whole state (`viewStore.publisher.sink { state in … }`).
  var wholeState = false
  var notes: [String] = []

  init(expressions: [String]) { parts = expressions }

  /// The value of the store's field at `path`: `ChainValue(expressions: [dotted(path)])`.
  init(path: [String]) {
    parts = path
    isPlainPath = true
  }

  /// `expressions.count`.
  var expressionCount: Int { isPlainPath ? 1 : parts.count }

  /// `render(expressions[index], store: store, nested: nested, bound: bound)`. The plain path's
  /// expression is `root` and the path joined by periods: rendering replaces that `root` by the
  /// store, then every root and bound placeholder (both hold `_`) inside the result. When neither
  /// the path nor the store holds a `_` there is none, and the result is the store and the path
  /// joined by periods, written at once.
  func rendered(_ index: Int, store: String, nested: Bool, bound: String) -> String {
    guard isPlainPath else { return Self.render(parts[index], store: store, nested: nested, bound: bound) }
    var joined = Self.joined(nested ? "self.\(store)" : store, parts)
    let placeholder = joined.withUTF8 { $0.count > 0 && memchr($0.baseAddress!, Int32(UInt8(ascii: "_")), $0.count) != nil }
    return placeholder ? Self.render(Self.dotted(parts), store: store, nested: nested, bound: bound) : joined
  }

  /// `rendered(0, store: store, nested: false, bound: "value")` of a value that is the store's
  /// field at a path, written into `text` as a new piece (its index returned) instead of made a
  /// string; nil for any other value. Where the store and the path joined by periods hold no `_`,
  /// that joined text is the rendering (see `rendered`): exactly the bytes written (the names'
  /// UTF-8 joined by periods is the joined string's). Otherwise the piece is dropped again (its
  /// bytes stay in the buffer, named by no piece).
  func appendFirstRendered(store: String, into text: inout ChainRewriteText) -> Int? {
    guard isPlainPath else { return nil }
    let piece = text.append(joining: store, parts)
    let bytes = text.bytes(piece)
    if bytes.count > 0, memchr(bytes.baseAddress!, Int32(UInt8(ascii: "_")), bytes.count) != nil {
      text.removePieces(from: piece)
      return nil
    }
    return piece
  }

  /// `text` with the placeholder root replaced by `store` (or `self.store`) and the bound name.
  static func render(_ text: String, store: String, nested: Bool, bound: String) -> String {
    text.replacingEvery(root, with: nested ? "self.\(store)" : store)
      .replacingEvery(Self.bound, with: bound)
  }

  /// Builds the value of a chain's operators (everything before its subscriber) or refuses.
  static func build(_ chain: Chain, context: MigrationContext) -> Result<ChainValue, Refusal> {
    let file = context.file
    var value = ChainValue(path: chain.path)
    value.wholeState = chain.path.isEmpty
    // A subscriber and `store` only (most chains): no operator, and no slice of the calls made.
    if chain.calls.count <= 2 { return .success(value) }
    for call in chain.calls.dropLast(2) {
      let name = call.name(in: file)
      let argumentText = call.arguments.map { open in
        (open + 1..<file.partner(open)!).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
      }
      guard value.expressionCount == 1 else {
        return .failure(Refusal("'\(name)' after a value with several parts has no observe equivalent; migrate this chain by hand"))
      }
      let current = value.expressions[0]
      switch name {
      case "map":
        switch transform(call, current, context: context, allowTuple: true) {
        case .success(let parts): value.expressions = parts; value.wholeState = false
        case .failure(let refusal): return .failure(refusal)
        }
      case "compactMap":
        switch transform(call, current, context: context, allowTuple: false) {
        case .success(let parts):
          value.conditions.append(.ifLet(parts[0]))
          value.expressions = [bound]
          value.wholeState = false
          value.notes.append("'compactMap' became 'if let': its statements run on every re-run while the value is present; keep them idempotent")
        case .failure(let refusal): return .failure(refusal)
        }
      case "filter":
        switch transform(call, current, context: context, allowTuple: false) {
        case .success(let parts):
          value.conditions.append(.if(parts[0]))
          value.notes.append("'filter' became 'if': its statements run on every re-run while the condition holds; keep them idempotent")
        case .failure(let refusal): return .failure(refusal)
        }
      case "combineLatest":
        guard let open = call.arguments, call.trailingClosure == nil,
              let other = storePublisherPath(open: open, receiverName: file.text(chain.receiver), file: file) else {
          return .failure(Refusal("'combineLatest' with a publisher that is not this store's has no observe equivalent; make it state in the reducer, or migrate this chain by hand"))
        }
        value.expressions = [current, dotted(other)]
        value.wholeState = false
      default:
        switch UntranslatableChain.verdict(for: name, argumentText: argumentText) {
        case .refuse(let reason): return .failure(Refusal(reason))
        case .drop(let note): if let note { value.notes.append(note) }
        }
      }
    }
    return .success(value)
  }

  /// The placeholder root followed by `path`, joined by periods (as `([root] + path).joined(separator: ".")`,
  /// built in one string).
  static func dotted(_ path: [String]) -> String { joined(root, path) }

  /// `head` followed by `path`, joined by periods.
  static func joined(_ head: String, _ path: [String]) -> String {
    let count = path.reduce(head.utf8.count) { $0 + 1 + $1.utf8.count }
    // Written as UTF-8 straight into a string of that size (each text read in place).
    return head.withUTF8InPlace { rootBytes in
      String(unsafeUninitializedCapacity: count) { output in
        var written = 0
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
          if bytes.count > 0 { (output.baseAddress! + written).initialize(from: bytes.baseAddress!, count: bytes.count) }
          written += bytes.count
        }
        copy(rootBytes)
        for part in path {
          output[written] = UInt8(ascii: ".")
          written += 1
          part.withUTF8InPlace(copy)
        }
        return written
      }
    }
  }

  /// `combineLatest(viewStore.publisher.b)` on the same store: the path `b`.
  static func storePublisherPath(open: Int, receiverName: String, file: ScannedFile) -> [String]? {
    guard let close = file.partner(open) else { return nil }
    var words = (open + 1..<close).filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }
    if words.first == "self", words.count > 1, words[1] == "." { words.removeFirst(2) }
    guard words.count >= 3, words[0] == receiverName, words[1] == ".", words[2] == "publisher" else { return nil }
    var path: [String] = []
    var k = 3
    while k + 1 < words.count, words[k] == "." { path.append(words[k + 1]); k += 2 }
    return k == words.count && !path.isEmpty ? path : nil
  }

  /// `\.a.b` appends the key path; `{ $0.count > 0 }` substitutes the value for `$0`; a closure
  /// returning a tuple `( … , … )` gives one expression per element.
  static func transform(_ call: ChainCall, _ value: String, context: MigrationContext, allowTuple: Bool) -> Result<[String], Refusal> {
    let file = context.file
    if call.trailingClosure == nil, let open = call.arguments {
      let arguments = file.arguments(open: open, close: file.partner(open)!)
      if arguments.count == 1, arguments[0].label == nil, file.tokens[arguments[0].value.lowerBound].kind == .backslash {
        let path = context.text.render(arguments[0].value.lowerBound + 1, arguments[0].value.upperBound)
        return .success([SourceText.needsParentheses(value) ? "(\(value))\(path)" : value + path])
      }
    }
    guard let closure = PublisherSubscription.subscriberClosureForMap(call, file: file) else {
      return .failure(Refusal("this '\(call.name(in: file))' is not a key path or a closure; migrate it by hand"))
    }
    let decl = file.outline.closures[closure]
    let brace = file.outline.braces[decl.brace]
    guard decl.captureList < 0, decl.parameters.count <= 1 else {
      return .failure(Refusal("this '\(call.name(in: file))' closure captures or takes several values; migrate it by hand"))
    }
    let parameter = decl.parameters.first.map { file.text($0) }
    var first = decl.inToken >= 0 ? decl.inToken + 1 : brace.open + 1
    while first < brace.close, file.tokens[first].kind.isTrivia { first += 1 }
    if first < brace.close, file.tokens[first].keyword == .return { first += 1 }
    var substitutions: [Int: String] = [:]
    for t in first..<brace.close {
      let token = file.tokens[t]
      if token.kind == .semicolon || token.kind == .newline,
         let next = file.nextSignificant(after: t), next < brace.close, token.kind == .semicolon || !file.continuesExpression(next) {
        return .failure(Refusal("this '\(call.name(in: file))' closure has several statements; migrate it by hand"))
      }
      if token.kind == .operator, file.textEquals(t, "=") {
        return .failure(Refusal("this '\(call.name(in: file))' closure assigns; a value transform must not have side effects"))
      }
      guard token.kind == .identifier, file.innermostClosure(of: t) == closure else { continue }
      if (parameter == nil && file.textEquals(t, "$0")) || (parameter != nil && file.textEquals(t, parameter!)) {
        substitutions[t] = SourceText.needsParentheses(value) ? "(\(value))" : value
      }
    }
    guard let last = file.previousSignificant(before: brace.close), last >= first else {
      return .failure(Refusal("this '\(call.name(in: file))' closure is empty; migrate it by hand"))
    }
    // `( a, b )` spanning the whole body: a tuple.
    if allowTuple, file.tokens[first].kind == .leftParen, file.partner(first) == last {
      let elements = file.arguments(open: first, close: last)
      if elements.count > 1 {
        guard elements.allSatisfy({ $0.label == nil }) else { return .failure(Refusal("a labelled tuple from 'map' is not supported; migrate it by hand")) }
        return .success(elements.map { singleLine(context.text.render($0.value.lowerBound, $0.value.upperBound, substitutions: substitutions)) })
      }
    }
    return .success([singleLine(context.text.render(first, last, substitutions: substitutions))])
  }

  static func singleLine(_ text: String) -> String {
    text.split(separator: "\n").map { String($0).trimmingSpaces }.joined(separator: " ").trimmingSpaces
  }
}
