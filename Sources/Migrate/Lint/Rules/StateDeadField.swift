/// Rule `state-dead-field`: a field no view draws and no reducer consults serves nobody. It still
/// costs: it takes part in every `==`, shows up in every test diff, must be filled in every test
/// State, and tells the next reader something false about the feature.
public enum StateDeadField: LintRule {
  public static let info = RuleInfo(
    id: "state-dead-field", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State field that no view and no reducer reads anywhere in the scanned paths")

  /// Conformances under which fields are read by generated code (encoding, identity).
  static let readByConformance: [StaticString] = ["Codable", "Encodable", "CustomStringConvertible", "CustomDebugStringConvertible"]

  /// Whether conformance `name` is one of `readByConformance`, on its bytes for an ASCII name
  /// (an ASCII string equals exactly the string of its own bytes): every conformance of every
  /// State linted passes here, and hashing each for a set cost some 260 instructions. Past
  /// ASCII, by the strings.
  static func isReadByConformance(_ name: String) -> Bool {
    let answer: Bool? = name.withUTF8InPlace { bytes in
      for byte in bytes where byte >= 0x80 { return nil }
      return readByConformance.contains { word in
        word.utf8CodeUnitCount == bytes.count && (0..<bytes.count).allSatisfy { bytes[$0] == word.utf8Start[$0] }
      }
    }
    return answer ?? readByConformance.contains { name == $0.description }
  }

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    // By index: a State or a field copied out retains its strings and arrays.
    let states = context.states
    var reserved = false
    for s in states.indices where !states[s].isEnum && !states[s].conformances.contains(where: isReadByConformance) {
      // The message captures these strings, not the State (a copy of it per field).
      let qualifiedName = states[s].qualifiedName
      for f in states[s].fields.indices {
        let name = states[s].fields[f].name
        // `name == "id"` on its bytes: an ASCII string equals only the string of its own bytes.
        if name.utf8.count == 2, name.utf8.elementsEqual("id".utf8) { continue }
        // Most fields are read in other files (a view reads what its reducer keeps): the finding
        // stands unless the tree reads the field, so a file linted alone need not be linted again.
        if let finding = context.finding(
          info, at: states[s].fields[f].nameToken, unlessMemberRead: name, orReadInside: qualifiedName, message: message) {
          // Under a file's own facts most fields are reported: room for every field at the first,
          // so the list grows once, not at every doubling.
          if !reserved {
            findings.reserveCapacity(findings.count + states.reduce(0) { $0 + $1.fields.count })
            reserved = true
          }
          findings.append(finding)
        }
      }
    }
  }

  /// The message of the finding guarded by `isMemberRead(name)` and `isReadInside(state:name:)`,
  /// made from the guards (see `LintContext.finding(_:at:unlessMemberRead:orReadInside:message:)`).
  @Sendable static func message(_ first: FactQuery, _ second: FactQuery) -> String {
    guard case let .isReadInside(qualifiedName, name) = second else { preconditionFailure("guarded by isReadInside") }
    return MessageText.join("remove '", name, "' from ", qualifiedName, ": no view and no reducer reads it (== and hash(into:) do not count)")
  }
}
