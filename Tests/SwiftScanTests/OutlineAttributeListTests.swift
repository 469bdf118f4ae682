import Testing
import SwiftScan

/// The outline keeps up to two attributes and two modifiers of a declaration in locals and walks
/// again, appending, when there are more: every count on either side of that limit must list the
/// same tokens, in source order.
@Suite("outline attribute and modifier lists")
struct OutlineAttributeListTests {
  @Test func everyCountOfAttributesAndModifiersInSourceOrder() {
    let attributeSpellings = ["@MainActor", "@available(iOS 17, *)", "@Published", "@objc(name)"]
    let modifierSpellings = ["private(set)", "public", "static", "nonisolated"]
    for attributeCount in 0...4 {
      for modifierCount in 0...4 {
        let attributes = Array(attributeSpellings.prefix(attributeCount))
        let modifiers = Array(modifierSpellings.prefix(modifierCount))
        // Attributes first, then modifiers, as written in code; a type gets the same attributes.
        let prefix = (attributes + modifiers).joined(separator: " ")
        let file = ScannedFile("struct S {\n  \(prefix) var value: Int = 1\n}\n\(attributes.joined(separator: "\n")) final class C {}\n")
        #expect(file.errors.isEmpty)
        let variable = file.outline.variables[0]
        #expect(variable.attributes.map { file.text($0) } == attributes.map { String($0.prefix { $0 != "(" }) })
        #expect(variable.modifiers.map { file.text($0) } == modifiers.map { String($0.prefix { $0 != "(" }) })
        let firstPrefixToken = (variable.attributes + variable.modifiers).min() ?? file.outline.variables[0].nameToken - 2
        #expect(variable.declStart == firstPrefixToken)
        let type = file.outline.types[1]
        #expect(type.attributes.map { file.text($0) } == attributes.map { String($0.prefix { $0 != "(" }) })
      }
    }
  }
}
