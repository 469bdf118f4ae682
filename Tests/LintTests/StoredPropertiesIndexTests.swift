import Testing
@testable import Migrate
import SwiftScan

/// `ReducerStates.storedProperties(ofBrace:in:indexedBy:)` lists the same fields, in the same
/// order, whether it reads the group's variables through the file's `VariablesByBrace` or by a
/// pass over every variable of the file (the path taken for files of a few types).
@Suite("stored properties by index")
struct StoredPropertiesIndexTests {
  static func describe(_ fields: [StateField]) -> [String] {
    fields.map { "\($0.name) \($0.nameToken) \($0.typeTokens) \($0.initializerTokens) \($0.attributes) \($0.isAssociatedValue)" }
  }

  @Test func bothPathsListTheSameFields() {
    var groups = 0
    for lintCase in LintCase.all {
      for source in lintCase.files {
        let file = ScannedFile(bytes: source.bytes)
        let index = VariablesByBrace(file)
        for b in file.outline.braces.indices {
          let indexed = ReducerStates.storedProperties(ofBrace: b, in: file, indexedBy: index)
          let scanned = ReducerStates.storedProperties(ofBrace: b, in: file, indexedBy: nil)
          #expect(Self.describe(indexed) == Self.describe(scanned), "\(lintCase.name)/\(source.name) brace \(b)")
          #expect(index.slice(inBrace: b).map { Int($0) } == VariablesByBrace.variables(inBrace: b, of: file))
          if !indexed.isEmpty { groups += 1 }
        }
      }
    }
    #expect(groups > 20)
  }
}
