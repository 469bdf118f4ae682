import SwiftScan
import Testing
@testable import Migrate

/// `MigrationContext.firstType` searches a few types in order and indexes many (by name and by
/// parent, linked through arrays): either way it must find the first match in declaration order.
@Suite("type index")
struct TypeIndexTests {
  @Test func indexedLookupsFindTheFirstMatchInOrder() {
    // Features named twice (a struct, then an enum, then a class), each with nested types, some
    // named `State` twice: more types than the search limit, so the index answers.
    var source = ""
    for k in 0..<8 {
      source += "struct F\(k) { struct State {} enum Action {} struct State {} }\n"
      source += "enum F\(k) { struct Inner {} }\nclass F\(k) {}\n"
    }
    let file = ScannedFile(source)
    let types = file.outline.types
    #expect(types.count > MigrationContext.typeSearchLimit)
    let context = MigrationContext(file: file)
    let names = Array(Set(types.map(\.name))) + ["Missing"]
    for name in names {
      for keyword in ["struct", "enum", "class"] {
        let expected = types.indices.first { types[$0].name == name && types[$0].keyword == keyword }
        #expect(context.firstType(named: name, where: { types[$0].keyword == keyword }) == expected, "\(name) \(keyword)")
      }
    }
    for parent in 0...types.count {
      for name in ["State", "Action", "Inner"] {
        let expected = types.indices.first { types[$0].parentType == parent && types[$0].name == name }
        #expect(context.firstType(nestedIn: parent, where: { types[$0].name == name }) == expected, "\(parent) \(name)")
      }
    }
  }
}
