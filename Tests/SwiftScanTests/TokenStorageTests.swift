import Testing
@testable import SwiftScan

/// A scanned file keeps its table (line starts, periods, the outline's columns) in the storage of
/// its tokens' array, past the tokens (`TokenStorage`): the array must hold exactly the tokens,
/// and a copy of it changed by a caller must leave the file's table as it was (the copy is made
/// anew, as the file still holds the array), whether the tokens fit their room or outgrew it.
@Suite("token storage")
struct TokenStorageTests {
  @Test func theArrayHoldsTheTokensAndCopiesLeaveTheTableAlone() {
    let fitting = "struct S {\n  var a = b.c(d)\n}\n"
    // More tokens than the room for two every five bytes: the tokens and table made again.
    let outgrown = String(repeating: "(", count: 100) + String(repeating: ")", count: 100) + "\na.b\n"
    for text in [fitting, outgrown] {
      let file = ScannedFile(text)
      #expect(file.errors.isEmpty)
      #expect(file.tokens == Lexer.lex(file.bytes).tokens)
      #expect(file.tokens.map(\.end).last == Int32(file.bytes.count))
      let partners = Array(file.outline.partner)
      let braces = Array(file.outline.braceOf)
      let members = file.memberTokens()
      var copy = file.tokens
      for _ in 0..<300 { copy.append(Token(kind: .unknown, start: 0, end: 0)) }
      copy.withUnsafeMutableBufferPointer { $0.update(repeating: Token(kind: .unknown, start: 7, end: 7)) }
      #expect(Array(file.outline.partner) == partners && Array(file.outline.braceOf) == braces)
      #expect(file.memberTokens() == members)
      #expect(file.lineCount == LineTableTests.lineStarts(file.bytes).count)
      LineTableTests.check(text)
    }
  }

  @Test func anEmptyFileHasOneLineAndNoTokens() {
    let file = ScannedFile("")
    #expect(file.tokens.isEmpty && file.errors.isEmpty)
    #expect(file.lineCount == 1 && file.lineStart(1) == 0 && file.lineColumn(ofOffset: 0) == (1, 1))
    #expect(file.memberTokens().isEmpty && file.outline.partner.isEmpty)
  }
}
