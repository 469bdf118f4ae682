import Foundation

/// The part of JSON Schema (draft 2020-12) the report schema uses: `type`, `const`, `enum`,
/// `properties`, `required`, `additionalProperties` (boolean or schema), `items`, `minimum`,
/// `oneOf` and local `$ref`s (`#/$defs/…`). Annotations (`title`, `description`, `$id`) are
/// ignored; any other keyword is reported, so the schema cannot quietly use one this does not check.
struct SchemaValidator {
  let root: [String: Any]
  static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
  static let checked: Set<String> = ["type", "const", "enum", "properties", "required", "additionalProperties", "items",
                                     "minimum", "oneOf", "$ref"]

  init(schema text: String) throws {
    root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
  }

  /// Every violation as `path: problem`; empty when the instance is valid.
  func validate(_ instance: Any) -> [String] {
    var problems: [String] = []
    check(instance, against: root, at: "$", into: &problems)
    return problems
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    guard reference.hasPrefix("#/") else { return nil }
    var node: Any = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let object = node as? [String: Any], let next = object[String(part)] else { return nil }
      node = next
    }
    return node as? [String: Any]
  }

  private func check(_ value: Any, against schema: [String: Any], at path: String, into problems: inout [String]) {
    for key in schema.keys where !Self.annotations.contains(key) && !Self.checked.contains(key) {
      problems.append("\(path): unsupported schema keyword \(key)")
    }
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else { problems.append("\(path): unresolved \(reference)"); return }
      check(value, against: target, at: path, into: &problems)
    }
    if let type = schema["type"] as? String, !Self.matches(value, type) {
      problems.append("\(path): expected \(type), found \(Self.describe(value))")
      return
    }
    if let constant = schema["const"], !Self.equal(value, constant) { problems.append("\(path): expected \(constant)") }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
      problems.append("\(path): \(value) is not one of \(options)")
    }
    if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
      problems.append("\(path): \(number) is below \(minimum)")
    }
    if let alternatives = schema["oneOf"] as? [[String: Any]] {
      let passing = alternatives.filter { alternative in
        var scratch: [String] = []
        check(value, against: alternative, at: path, into: &scratch)
        return scratch.isEmpty
      }
      if passing.count != 1 { problems.append("\(path): matches \(passing.count) of the oneOf alternatives, not exactly one") }
    }
    if let object = value as? [String: Any], !(value is [Any]) {
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      for key in schema["required"] as? [String] ?? [] where object[key] == nil { problems.append("\(path): missing \(key)") }
      for (key, member) in object {
        if let property = properties[key] {
          check(member, against: property, at: "\(path).\(key)", into: &problems)
        } else if let extra = schema["additionalProperties"] as? [String: Any] {
          check(member, against: extra, at: "\(path).\(key)", into: &problems)
        } else if let allowed = schema["additionalProperties"] as? Bool, !allowed {
          problems.append("\(path): unexpected property \(key)")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (k, item) in array.enumerated() { check(item, against: items, at: "\(path)[\(k)]", into: &problems) }
    }
  }

  /// JSON types as Foundation decodes them (booleans are `NSNumber`s of type char).
  static func matches(_ value: Any, _ type: String) -> Bool {
    let isBool = (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? false
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBool
    case "integer": return !isBool && (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } ?? false
    case "number": return !isBool && value is NSNumber
    case "null": return value is NSNull
    default: return false
    }
  }

  static func equal(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? String, let b = b as? String { return a == b }
    if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
    return false
  }

  static func describe(_ value: Any) -> String {
    switch value {
    case is NSNull: return "null"
    case is String: return "a string"
    case is [Any]: return "an array"
    case is [String: Any]: return "an object"
    default: return "\(value)"
    }
  }
}
