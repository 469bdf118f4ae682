import Testing
import SwiftScan
@testable import Migrate

/// `FileModel` tells a class by its type's keyword token: the outline's `keyword` spelling is
/// `class` exactly when that token's keyword is `.class`.
@Suite("type keyword tokens")
struct TypeKeywordTokenTests {
  @Test func aClassIsToldByItsKeywordToken() {
    var texts = CorpusCase.all.map(\.before)
    texts.append(Array("final class A: UIViewController {}\nstruct B {}\nenum C { class D {} }\nextension A {}\nprotocol P {}\nactor E {}\n".utf8))
    var classes = 0
    for text in texts {
      let file = ScannedFile(bytes: text)
      for type in file.outline.types {
        let byToken = file.tokens[type.keywordToken].keyword == .class
        #expect(byToken == (type.keyword == "class"), "\(type.name)")
        if byToken { classes += 1 }
      }
    }
    #expect(classes > 10)
  }
}
