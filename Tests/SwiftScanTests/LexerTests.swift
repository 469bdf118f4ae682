import Foundation
import Testing
@testable import SwiftScan

/// Kinds of the significant tokens of `source`, paired with their text.
func significant(_ source: String) -> [(TokenKind, String)] {
  let file = ScannedFile(source)
  return file.tokens.indices.filter { !file.tokens[$0].kind.isTrivia }.map { (file.tokens[$0].kind, file.text($0)) }
}

func roundTrips(_ bytes: [UInt8]) -> Bool {
  let (tokens, _) = Lexer.lex(bytes)
  var rebuilt: [UInt8] = []
  var cursor = 0
  for token in tokens {
    guard Int(token.start) == cursor, token.end > token.start else { return false }
    rebuilt.append(contentsOf: bytes[token.range])
    cursor = Int(token.end)
  }
  return rebuilt == bytes
}

@Suite("Lexer")
struct LexerTests {
  @Test func nestedBlockComments() {
    let tokens = significant("a /* x /* y */ z */ b")
    #expect(tokens.map(\.1) == ["a", "b"])
    let file = ScannedFile("a /* x /* y */ z */ b")
    #expect(file.tokens.contains { $0.kind == .blockComment && file.text(bytes: $0.range) == "/* x /* y */ z */" })
  }

  @Test func lineAndDocComments() {
    let file = ScannedFile("/// doc { \n// line }\nlet x = 1 // trailing {")
    #expect(file.errors.isEmpty)
    #expect(file.tokens.filter { $0.kind == .lineComment }.count == 3)
  }

  @Test func interpolationNestedWithClosuresAndStrings() {
    let source = #"let s = "a \(items.map { "\($0) \("x")" }.joined()) b""#
    let file = ScannedFile(source)
    #expect(file.errors.isEmpty)
    #expect(file.tokens.filter { $0.kind == .interpolationOpen }.count == 3)
    #expect(file.tokens.filter { $0.kind == .interpolationClose }.count == 3)
    #expect(file.outline.closures.count == 1)
    #expect(roundTrips(Array(source.utf8)))
  }

  @Test func interpolationWithParenthesesInside() {
    let kinds = significant(#""\(f((1 + 2)) * (3))""#).map(\.0)
    #expect(kinds.first == .stringOpen && kinds.last == .stringClose)
    #expect(kinds.filter { $0 == .interpolationClose }.count == 1)
  }

  @Test func multilineStrings() {
    let source = "let s = \"\"\"\n  a \"quoted\" } {\n  \\(x) \"\" \n  \"\"\"\nlet y = 2"
    let file = ScannedFile(source)
    #expect(file.errors.isEmpty)
    #expect(significant(source).map(\.1).suffix(4) == ["let", "y", "=", "2"])
  }

  @Test func rawStringsWithHashes() {
    let source = ###"let a = #"raw \(no) "quote" \#(yes)"#; let b = ##"x "# still"##"###
    let file = ScannedFile(source)
    #expect(file.errors.isEmpty)
    #expect(file.tokens.filter { $0.kind == .interpolationOpen }.count == 1)
    #expect(file.tokens.filter { $0.kind == .stringClose }.map { file.text(bytes: $0.range) } == ["\"#", "\"##"])
  }

  @Test func regexLiterals() {
    let extended = significant("let r = #/[a-z]+ \" { /#")
    #expect(extended.last?.0 == .regex)
    let bare = significant("let r = /a+b/\nlet q = x / y / z")
    #expect(bare.contains { $0.0 == .regex && $0.1 == "/a+b/" })
    #expect(bare.filter { $0.0 == .operator && $0.1 == "/" }.count == 2)
  }

  @Test func casePathIsNotARegex() {
    let tokens = significant("store.scope(state: \\.child, action: /Action.child)")
    #expect(!tokens.contains { $0.0 == .regex })
    #expect(ScannedFile("store.scope(state: \\.child, action: /Action.child)").errors.isEmpty)
  }

  @Test func backtickIdentifiersAndPound() {
    let tokens = significant("let `default` = 1\n#if DEBUG\nprint(#file)\n#endif")
    #expect(tokens.contains { $0.0 == .identifier && $0.1 == "`default`" })
    #expect(tokens.filter { $0.0 == .pound }.map(\.1) == ["#if", "#file", "#endif"])
  }

  @Test func attributes() {
    let tokens = significant("@MainActor @available(iOS 17, *) final class A {}")
    #expect(tokens.filter { $0.0 == .attribute }.map(\.1) == ["@MainActor", "@available"])
  }

  @Test func shebangBOMAndCRLF() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\r\nlet x = 1\r\n".utf8)
    let file = ScannedFile(bytes: bytes)
    #expect(file.tokens.first?.kind == .byteOrderMark)
    #expect(file.tokens[1].kind == .shebang)
    #expect(file.tokens.filter { $0.kind == .newline }.allSatisfy { Int($0.end - $0.start) == 2 })
    #expect(file.lineColumn(ofToken: file.tokens.firstIndex { $0.kind == .identifier }!) == (2, 1))
    #expect(roundTrips(bytes))
  }

  @Test func unterminatedConstructsAreErrorsButStillTile() {
    for source in ["let s = \"abc\nlet t = 1", "/* open /* nested */", "let s = \"\"\"\nabc", "let r = #/abc", "x = #\"raw"] {
      let bytes = Array(source.utf8)
      #expect(!ScannedFile(bytes: bytes).errors.isEmpty, "\(source)")
      #expect(roundTrips(bytes), "\(source)")
    }
  }

  @Test func columnsCountScalarsAfterMultiByteCharacters() {
    let file = ScannedFile("let 🙂 = \"é\"; x")
    let x = file.tokens.lastIndex { $0.kind == .identifier }!
    #expect(file.lineColumn(ofToken: x).column == 14)
  }
}
