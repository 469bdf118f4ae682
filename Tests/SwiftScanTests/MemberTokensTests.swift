import Testing
@testable import SwiftScan

/// `ScannedFile.memberTokens` reads only the tokens after the periods the lexer recorded: it must
/// list what a walk over every token lists (the walk lint used before the lexer recorded periods, written out here),
/// on texts where periods come from the lexer's fast loop and its slow path (interpolations,
/// after `..` and `...`), are followed by trivia, comments or other periods, and outnumber the
/// room first made for them.
@Suite("member tokens")
struct MemberTokensTests {
  /// The identifiers whose previous significant token is a period, by reading every token.
  static func walked(_ tokens: [Token]) -> [Int] {
    var members: [Int] = []
    var t = 0
    while t < tokens.count {
      guard tokens[t].kind == .period else { t += 1; continue }
      var next = t + 1
      while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
      if next < tokens.count, tokens[next].kind == .identifier { members.append(next) }
      t = next
    }
    return members
  }

  @Test func listsWhatAWalkOverEveryTokenLists() {
    let texts = [
      "", ".", "a.b.c\n", "x = .init(a: .b)\n", "a . /* c */ b\n.c", "a.\n  b", "a..b ... c...d .. e\n",
      "\"\\(a.b) \\(c . d)\"\n", "a.0.b\n", "let k = \\.$name\n", "a.`b`\n", "a?.b!.c\n", "#if os(iOS)\n#endif\n",
      String(repeating: ".a", count: 500), String(repeating: "..", count: 300) + ".b",
    ]
    for text in texts {
      let file = ScannedFile(text)
      #expect(file.memberTokens() == Self.walked(file.tokens), "\(text)")
    }
  }

  @Test func agreesOnRandomTexts() {
    let alphabet = Array("\"#/\\*(){}[]`@$ \n\r\t..ab01_.=<>!?é'".utf8)
    var generator = SplitMix64(seed: 0x3E3B)
    for _ in 0..<3000 {
      let length = Int(generator.next() % 200)
      let bytes = generator.bytes(length, from: alphabet)
      let file = ScannedFile(bytes: bytes, outline: false)
      #expect(file.memberTokens() == Self.walked(file.tokens))
    }
  }
}
