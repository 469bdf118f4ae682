import SwiftScan

/// Builds a scenario from the scanner's outline when none is given: the first view controller
/// of the file that takes a store, its feature's default state, every payload-free action, then
/// every simple-typed `State` field (Bool, Int, Double, String, optionals of them, enums with
/// known cases) through sample values.
public enum ScenarioGenerator {
  /// At most this many `set` steps per field, to keep runs short.
  static let samplesPerField = 3

  public static func generate(primary: String, context: [String] = []) -> Result<Scenario, VerifyError> {
    let files = ([primary] + context).map { ScannedFile($0) }
    guard let file = files.first, file.errors.isEmpty else { return .failure(.unverifiable("the file does not scan")) }
    guard let (controller, label, storeType) = controllerTakingStore(file) else {
      return .failure(.unverifiable("no view controller with an `init(store:)` taking a StoreOf<…> or Store<…, …> in the file; write a scenario"))
    }
    var scenario: Scenario
    if storeType.hasPrefix("StoreOf<") {
      let feature = String(storeType.dropFirst("StoreOf<".count).dropLast())
      scenario = Scenario(controller: controller, feature: feature, stateType: "\(feature).State")
    } else {
      let arguments = storeType.dropFirst("Store<".count).dropLast().split(separator: ",").map(String.init)
      guard arguments.count == 2 else { return .failure(.unverifiable("cannot read the store type '\(storeType)'; write a scenario")) }
      if arguments[0].hasSuffix(".State"), arguments[1].hasSuffix(".Action"),
         arguments[0].dropLast(".State".count) == arguments[1].dropLast(".Action".count) {
        let feature = String(arguments[0].dropLast(".State".count))
        scenario = Scenario(controller: controller, feature: feature, stateType: arguments[0])
      } else {
        scenario = Scenario(controller: controller, feature: nil, stateType: arguments[0])
        scenario.actionType = arguments[1]
      }
    }
    scenario.initLabel = label
    guard let (stateFile, state) = findType(scenario.stateType, in: files) else {
      return .failure(.unverifiable("'\(scenario.stateType)' is not declared in the verified files; verify them together, or write a scenario"))
    }
    let fields = storedFields(of: state, in: stateFile)
    if let missing = fields.first(where: { !$0.hasDefault }) {
      return .failure(.unverifiable("State field '\(missing.name)' has no default value; write a scenario with an initial state (`state …`)"))
    }
    if scenario.feature != nil, let actionFile = findType(scenario.stateType.replacingSuffix(".State", with: ".Action"), in: files) {
      scenario.steps += payloadFreeCases(of: actionFile.1, in: actionFile.0).map { .send(".\($0)") }
    }
    for field in fields where !field.isLet {
      for value in sampleValues(for: field, in: files).prefix(samplesPerField) {
        scenario.steps.append(.set(field: field.name, value: value))
      }
    }
    return .success(scenario)
  }

  /// The first class inheriting a UIKit controller with an initializer whose first parameter is
  /// a store: its name, the parameter's label, and the store type (without spaces).
  static func controllerTakingStore(_ file: ScannedFile) -> (String, String, String)? {
    for function in file.outline.functions where function.name == "init" && function.parentType >= 0 && function.brace >= 0 {
      let type = file.outline.types[function.parentType]
      guard type.keyword == "class", let base = type.inheritance.first.map({ String($0.prefix { $0 != "<" }) }), base.hasSuffix("Controller"),
            let open = file.nextSignificant(after: function.keywordToken), file.tokens[open].kind == .leftParen,
            let close = file.partner(open) else { continue }
      // The first parameter: names up to `:`, then its type up to a comma outside `<…>`.
      var names: [String] = []
      var t = file.nextSignificant(after: open) ?? close
      while t < close, file.tokens[t].kind == .identifier { names.append(file.text(t)); t = file.nextSignificant(after: t) ?? close }
      guard t < close, file.tokens[t].kind == .colon, let label = names.first else { continue }
      var typeText = ""
      var angles = 0
      t = file.nextSignificant(after: t) ?? close
      while t < close {
        let text = file.text(t)
        if file.tokens[t].kind == .operator {
          angles += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
        }
        if angles == 0, file.tokens[t].kind == .comma { break }
        typeText += text
        t = file.nextSignificant(after: t) ?? close
      }
      guard typeText.hasPrefix("StoreOf<") || typeText.hasPrefix("Store<") else { continue }
      return (type.name, label, typeText)
    }
    return nil
  }

  /// A type by (possibly dotted) name: `Feature.State` is `State` nested in `Feature`.
  static func findType(_ name: String, in files: [ScannedFile]) -> (ScannedFile, TypeDecl)? {
    let parts = name.split(separator: ".").map(String.init)
    for file in files {
      let types = file.outline.types
      for (k, type) in types.enumerated() where type.name == parts.last! && type.keyword != "extension" && type.brace >= 0 {
        if parts.count == 1 { return (file, type) }
        let parent = type.parentType
        if parent >= 0, types[parent].name == parts[parts.count - 2] { return (file, types[k]) }
      }
    }
    return nil
  }

  struct Field {
    var name: String
    var type: String
    var initializer: String
    var isLet: Bool
    var hasDefault: Bool
  }

  static func storedFields(of type: TypeDecl, in file: ScannedFile) -> [Field] {
    file.outline.variables.filter { $0.brace == type.brace && !$0.isComputed }.compactMap { variable in
      if variable.modifiers.contains(where: { file.tokens[$0].keyword == .static }) { return nil }
      let typeText = variable.typeTokens.filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
      let initializer = variable.initializerTokens.filter { !file.tokens[$0].kind.isTrivia }.map { file.text($0) }.joined()
      let wrapped = variable.attributes.contains { file.textEquals($0, "@PresentationState") || file.textEquals($0, "@Presents") }
      let hasDefault = !initializer.isEmpty || typeText.hasSuffix("?") || wrapped
      return Field(name: variable.name, type: typeText, initializer: initializer, isLet: variable.isLet, hasDefault: hasDefault)
    }
  }

  /// `case a, b(Int), c` → `a`, `c`.
  static func payloadFreeCases(of type: TypeDecl, in file: ScannedFile) -> [String] {
    guard type.keyword == "enum" else { return [] }
    let brace = file.outline.braces[type.brace]
    var names: [String] = []
    var t = brace.open + 1
    while t < brace.close {
      if file.tokens[t].kind == .leftBrace, let close = file.partner(t) { t = close + 1; continue }
      if file.tokens[t].keyword == .case, file.brace(of: t) == type.brace {
        var cursor = t
        while let name = file.nextSignificant(after: cursor), file.tokens[name].kind == .identifier {
          let next = file.nextSignificant(after: name)
          let hasPayload = next.map { file.tokens[$0].kind == .leftParen } ?? false
          if !hasPayload { names.append(file.text(name)) }
          var end = hasPayload ? file.partner(next!)! : name
          if let equals = file.nextSignificant(after: end), file.textEquals(equals, "="), let value = file.nextSignificant(after: equals) { end = value }
          guard let comma = file.nextSignificant(after: end), file.tokens[comma].kind == .comma else { break }
          cursor = comma
        }
      }
      t += 1
    }
    return names
  }

  static func sampleValues(for field: Field, in files: [ScannedFile]) -> [String] {
    var type = field.type
    var optional = false
    if type.hasSuffix("?") { type.removeLast(); optional = true }
    if type.isEmpty { type = literalType(field.initializer) }
    var values: [String]
    switch type {
    case "Bool": values = ["true", "false"]
    case "Int", "UInt", "Int64", "Int32": values = ["1", "42", "0"]
    case "Double", "CGFloat", "Float": values = ["0.5", "0"]
    case "String": values = ["\"Ana\"", "\"\""]
    default:
      guard !type.isEmpty, let (file, decl) = findType(type, in: files), decl.keyword == "enum" else { return [] }
      values = payloadFreeCases(of: decl, in: file).map { ".\($0)" }
    }
    if optional { values = Array(values.prefix(samplesPerField - 1)) + ["nil"] }
    return values
  }

  static func literalType(_ initializer: String) -> String {
    if initializer.hasPrefix("\"") { return "String" }
    if initializer == "true" || initializer == "false" { return "Bool" }
    if !initializer.isEmpty, initializer.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "-" }) { return "Int" }
    if !initializer.isEmpty, initializer.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) { return "Double" }
    return ""
  }
}

extension String {
  func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}
