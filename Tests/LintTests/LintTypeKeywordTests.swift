import Testing
@testable import Migrate
import SwiftScan

/// `ScannedFile.typeKeyword(k)`, read from the declaration's keyword token, is the keyword that
/// `outline.types[k].keyword` spells, for every type of every lint case and of a few sources that
/// spell keywords in other places (a member named `class`, a label `struct:`, backticks).
@Suite("lint type keyword")
struct LintTypeKeywordTests {
  static let sources = [
    "class A: B {}\nstruct S { enum E {} }\nactor X {}\nextension A.B: View {}\nprotocol P {}",
    "let x = y.class\nfunc f(struct: Int) {}\nstruct `class` {}\nenum Outer { class Inner: UIView {} }",
    "@MainActor final class C {}\npublic struct D<T>: Reducer where T: Equatable { struct State {} }",
  ]

  static func spelling(_ keyword: Keyword) -> String {
    switch keyword {
    case .class: "class"
    case .struct: "struct"
    case .enum: "enum"
    case .actor: "actor"
    case .extension: "extension"
    case .protocol: "protocol"
    default: "other"
    }
  }

  @Test func everyTypeKeywordAgreesWithItsSpelling() {
    var files = OwnFileReuseTests.corpus().map(\.file)
    files += Self.sources.map { ScannedFile(bytes: Array($0.utf8)) }
    var types = 0
    for file in files {
      for k in file.outline.types.indices {
        #expect(Self.spelling(file.typeKeyword(k)) == file.outline.types[k].keyword)
        types += 1
      }
    }
    #expect(types > 100)
  }
}
