import Testing
@testable import Migrate
import SwiftScan

/// The helpers lint reads tokens with instead of making strings: each gives what the plain string
/// form gives (written out here as the reference).
@Suite("lint helpers")
struct LintHelperTests {
  static let types = [
    "Array<Row.State>?", "Array < Row . State >?", "Row./* c */State", "[String: (Int) -> Void]",
    "IdentifiedArrayOf<Child.State>", "Foo.?", "Foo . ?", "A.B.C", "(@Sendable (Int) -> Void)?",
    "Dictionary<String, [Item.ID]>", "Cafe\u{301}.Menu",
  ]

  /// The type tokens of `var x: <type>`.
  static func typeTokens(_ type: String) -> (ScannedFile, Range<Int>) {
    let file = ScannedFile("var x: \(type)\n")
    return (file, file.outline.variables[0].typeTokens)
  }

  /// Significant token texts appended one by one.
  static func referenceJoined(_ range: Range<Int>, in file: ScannedFile) -> String {
    var text = ""
    for t in range where !file.tokens[t].kind.isTrivia { text += file.text(t) }
    return text
  }

  /// Dotted names built from token texts, less one trailing period.
  static func referenceNames(_ range: Range<Int>, in file: ScannedFile) -> [String] {
    var names: [String] = []
    var current = ""
    var expectPart = false
    for t in range where !file.tokens[t].kind.isTrivia {
      let kind = file.tokens[t].kind
      if kind == .identifier {
        if expectPart { current += file.text(t) } else {
          if !current.isEmpty { names.append(current) }
          current = file.text(t)
        }
        expectPart = false
      } else if kind == .period, !current.isEmpty {
        current += "."
        expectPart = true
      } else {
        if !current.isEmpty { names.append(current) }
        current = ""
        expectPart = false
      }
    }
    if !current.isEmpty { names.append(current) }
    return names.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
  }

  @Test func typeNamesAndJoinedTypesAreTheTokenTexts() {
    for type in Self.types {
      let (file, range) = Self.typeTokens(type)
      #expect(!range.isEmpty, "\(type)")
      #expect(TypeText.names(range, in: file) == Self.referenceNames(range, in: file), "\(type)")
      #expect(TypeText.joined(range, in: file) == Self.referenceJoined(range, in: file), "\(type)")
    }
    let (file, range) = Self.typeTokens("Array < Row . State >?")
    #expect(TypeText.names(range, in: file) == ["Array", "Row.State"])
  }

  @Test func lastPartIsTheLastPartOfASplit() {
    for name in ["Feature.State", "State", "A..B", "A.", "A..", ".A", ".", "", "Caf\u{E9}.Menu", "e\u{301}.x", "x.\u{301}y"] {
      #expect(TypeText.lastPart(name) == name.split(separator: ".").last.map(String.init), "\(name)")
    }
  }

  @Test func membersAreTheIdentifiersAfterAPeriod() {
    let file = ScannedFile("a.b . c\n.d\n  x./* c */y .. z. 1 .w.\n")
    let expected = file.tokens.indices.filter { t in
      file.tokens[t].kind == .identifier && file.previousSignificant(before: t).map { file.tokens[$0].kind == .period } == true
    }
    #expect(file.memberTokens() == expected)
    #expect(expected.map { file.text($0) } == ["b", "c", "d", "y", "w"])
  }

  @Test func variablesByBraceKeepDeclarationOrder() {
    let file = ScannedFile("""
      let top = 1
      struct A {
        var a = 1
        struct B { var b = 2; var c = 3 }
        var d = 4
        func f() { let local = 5 }
      }

      """)
    let index = VariablesByBrace(file)
    for b in -1..<file.outline.braces.count {
      let expected = b < 0 ? [] : file.outline.variables.indices.filter { file.outline.variables[$0].brace == b }
      #expect(index.variables(inBrace: b) == expected, "brace \(b)")
    }
    #expect(index.variables(inBrace: file.outline.types[0].brace).map { file.outline.variables[$0].name } == ["a", "d"])
  }

  /// `NonIdempotentObserve` rules out names by their first byte.
  @Test func addingCallsStartWithAOrI() {
    #expect(NonIdempotentObserve.addingCalls.allSatisfy { $0.first == "a" || $0.first == "i" })
  }
}
