import SwiftScan

/// A `ViewState` struct whose `init(state:)` only derives its fields from the feature's State:
/// its fields become `fileprivate` computed properties on that State, in an extension in the same
/// file, so `viewStore.field` reads become `store.field` (TCA 1.7's own migration of view state).
struct ViewStateConversion: Sendable {
  /// Index into `Outline.types` of the `ViewState` struct.
  var type: Int
  /// `extension Feature.State { … }`, without indentation of its own.
  var extensionLines: [String]
  /// `Feature.State`, and the fields the extension declares.
  var stateType: String
  var fields: [String]

  /// Whether the file already extends the State with these fields (a previous migration did).
  func isApplied(in file: ScannedFile) -> Bool {
    // Any extension declaring every field: its name as written may not match `stateType`.
    file.outline.types.contains { type in
      guard type.keyword == "extension", type.brace >= 0 else { return false }
      let declared = Set(file.outline.variables.filter { $0.brace == type.brace }.map(\.name))
      return declared.isSuperset(of: fields)
    }
  }

  /// Reads `ViewState.init` (or `ViewState.init(state:)`) and the struct it names, or says why not.
  static func analyze(_ observeText: String, file: ScannedFile) -> Result<ViewStateConversion, Refusal> {
    var name = observeText
    for suffix in [".init(state:)", ".init"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    guard name != observeText, let k = file.outline.types.firstIndex(where: { $0.keyword == "struct" && $0.name == name.split(separator: ".").last.map(String.init) && $0.brace >= 0 }) else {
      return .failure(Refusal("the view store observes '\(observeText)', not the whole state; turn its view state into computed properties on State, then migrate"))
    }
    let type = file.outline.types[k]
    guard let initializer = file.outline.functions.first(where: { $0.name == "init" && $0.parentType == k && $0.brace >= 0 }),
          let open = file.nextSignificant(after: initializer.keywordToken), file.tokens[open].kind == .leftParen,
          let close = file.partner(open), let parameter = file.arguments(open: open, close: close).first,
          parameter.label == "state" else {
      return .failure(Refusal("'\(type.name)' has no 'init(state:)' to derive its fields from; migrate its view state by hand"))
    }
    let stateType = parameter.value.filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
    // The extension is new code: only from names it can be written with, or it would not read
    // back as an extension (and a second run would add it again).
    guard isTypeName(stateType) else {
      return .failure(Refusal("'\(type.name).init(state:)' takes '\(stateType)', not a State type name; migrate its view state by hand"))
    }
    let fields = file.outline.variables.filter { $0.brace == type.brace }
    guard fields.allSatisfy({ !$0.isComputed && !$0.typeTokens.isEmpty }) else {
      return .failure(Refusal("'\(type.name)' has computed or untyped fields; migrate its view state by hand"))
    }
    // Every statement of the initializer must be `self.field = expression` or `field = expression`.
    let body = file.outline.braces[file.outline.functions.firstIndex { $0.keywordToken == initializer.keywordToken }.map { file.outline.functions[$0].brace }!]
    var derived: [String: [String]] = [:]
    var locals: [String] = []
    var t = file.nextSignificant(after: body.open) ?? body.close
    while t < body.close {
      let end = file.statementEnd(from: t)
      if file.tokens[t].keyword == .let {
        // A local the fields derive from: every later field's property computes it again.
        locals.append(render(t, end, file: file))
        t = file.nextSignificant(after: end) ?? body.close
        continue
      }
      var cursor = t
      if file.tokens[cursor].keyword == .self, let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
         let member = file.nextSignificant(after: dot) { cursor = member }
      guard file.tokens[cursor].kind == .identifier, let equals = file.nextSignificant(after: cursor), file.textEquals(equals, "="),
            let first = file.nextSignificant(after: equals), first <= end else {
        return .failure(Refusal("'\(type.name).init(state:)' does more than assign fields; migrate its view state by hand"))
      }
      let expression = render(first, end, file: file)
      derived[file.text(cursor)] = locals.isEmpty ? [expression] : locals + ["return \(expression)"]
      t = file.nextSignificant(after: end) ?? body.close
      if t < body.close, file.tokens[t].kind == .semicolon { t = file.nextSignificant(after: t) ?? body.close }
    }
    var lines = ["extension \(stateType) {"]
    for field in fields {
      guard let expression = derived[field.name] else {
        return .failure(Refusal("'\(type.name).init(state:)' does not set '\(field.name)'; migrate its view state by hand"))
      }
      let fieldType = field.typeTokens.filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
      guard let first = fieldType.unicodeScalars.first, first.properties.isAlphabetic || first == "[" || first == "(" || first == "_",
            !(fieldType + expression.joined()).unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) else {
        return .failure(Refusal("'\(type.name).\(field.name)' cannot be rewritten as a computed property; migrate its view state by hand"))
      }
      if expression.count == 1 {
        lines.append("  fileprivate var \(field.name): \(fieldType) { \(expression[0]) }")
      } else {
        lines.append("  fileprivate var \(field.name): \(fieldType) {")
        lines += expression.map { "    " + $0 }
        lines.append("  }")
      }
    }
    lines.append("}")
    return .success(ViewStateConversion(type: k, extensionLines: lines, stateType: stateType, fields: fields.map(\.name)))
  }

  /// `Feature.State`: identifiers joined by periods.
  static func isTypeName(_ text: String) -> Bool {
    !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
      return part.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }
  }

  /// Tokens `first...last` on one line, with `state.x` read as `x` and `state` as `self`.
  static func render(_ first: Int, _ last: Int, file: ScannedFile) -> String {
    var substitutions: [Int: String] = [:]
    for k in first...last where file.tokens[k].kind == .identifier && file.textEquals(k, "state") {
      if let previous = file.previousSignificant(before: k), file.tokens[previous].kind == .period { continue }
      if let dot = file.nextSignificant(after: k), file.tokens[dot].kind == .period, dot == k + 1 {
        substitutions[k] = ""; substitutions[dot] = ""
      } else {
        substitutions[k] = "self"
      }
    }
    return SourceText(file: file).render(first, last, substitutions: substitutions)
      .split(separator: "\n").map { String($0).trimmingSpaces }.joined(separator: " ")
  }
}
