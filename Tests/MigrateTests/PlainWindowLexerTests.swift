import Testing
import SwiftScan
@testable import Migrate

/// `PlainWindowLexer` against `Lexer.lex`: where it lexes a text, the lexer finds no error and
/// makes the same tokens but trivia (kinds and offsets; keywords are left `.none`), and it gives
/// up on the forms it does not cover.
@Suite struct PlainWindowLexerTests {
  /// The plain lexer's tokens of `text`, or nil where it gives up.
  private func plainTokens(_ text: String) -> [Token]? {
    let bytes = Array(text.utf8)
    let room = UnsafeMutablePointer<Token>.allocate(capacity: max(bytes.count, 1))
    defer { room.deallocate() }
    guard let count = bytes.withUnsafeBufferPointer({ PlainWindowLexer.lex($0, into: room) }) else { return nil }
    return Array(UnsafeBufferPointer(start: room, count: count))
  }

  /// Whether the plain lexer gives up on `text`, or gives what the lexer gives (no error, the
  /// same tokens but trivia and keywords); records an issue otherwise. True when it lexed the text.
  @discardableResult
  private func agrees(_ text: String) -> Bool {
    guard let plain = plainTokens(text) else { return false }
    let lexed = Lexer.lex(Array(text.utf8))
    #expect(lexed.errors.isEmpty, "\(text.debugDescription)")
    let expected = lexed.tokens.filter { !$0.kind.isTrivia }.map { Token(kind: $0.kind, start: Int($0.start), end: Int($0.end)) }
    #expect(plain == expected, "\(text.debugDescription)")
    return true
  }

  @Test func lexesObserveBlocksAsTheLexer() {
    let blocks = [
      "    observe { [weak self] in\n      guard let self else { return }\n      field0View.text = \"\\(store.field0) field0\"\n      isHidden = !store.flag && a?.b == nil\n    }\n",
      "  @ObservableState\n  struct State: Equatable {\n",
      "observations.append(observe { [weak self] in\n  label.text = \"\\(store.count(of: (a, b)))\" + \"x\\\"y\\\\\"\n})\n",
      "a = \"\"\nb = \"\\(x) and \\(y(z)) \\n\"\n",
      "x[i] = y ?? z; w = a >= b ? c : d\n",
      "",
    ]
    for block in blocks { #expect(agrees(block), "\(block.debugDescription)") }
  }

  @Test func givesUpOnOtherForms() {
    let others = [
      "x = 1\n", "a..<b", "a / b", "a =/ b", "// c\n", "/* c */", "#if X\n", "$0", "`x`", "a\\b", "a\r\n",
      "\u{0B}", "é = 1", "a\u{E9} = 1", "@1", "@ x", "@é", "import Combine\n", "\"\"\"\nx\n\"\"\"", "\"open",
      "\"a\nb\"", "\"\\(x", "\"\\(x)", "\"\\(\"nested\")\"", "\"a\\\nb\"", "\"a\\", "x = 'c'",
    ]
    for other in others { #expect(plainTokens(other) == nil, "\(other.debugDescription)") }
  }

  /// Random texts over the covered bytes and a few others: every one the plain lexer takes, the
  /// lexer lexes alike.
  @Test func agreesWithTheLexerOnRandomTexts() {
    let pieces = [
      "a", "b", "_x", "self", "guard", "let", "ifLet", "sink", "Combine", "x1", " ", "  ", "\t", "\n", ",", ":", ";",
      "{", "}", "[", "]", "(", ")", ".", "?", "!", "=", "==", "&&", "<", ">", "+=", "\"", "\\", "\\(", "\\\"", "@",
      "@Published", "1", "/", "#", "$", "é", "..", "\r",
    ]
    var random = SeededRandom(seed: 0x5EED_1E7E)
    var lexedCount = 0
    for _ in 0..<20_000 {
      let length = Int.random(in: 1...16, using: &random)
      let text = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
      if agrees(text) { lexedCount += 1 }
    }
    // (Enough of them are taken to test the agreement, strings and interpolations among them.)
    #expect(lexedCount > 1_000)
  }

  /// The names the migrated-text check asks about past keywords are spelled as none: the plain
  /// lexer leaves every keyword `.none`.
  @Test func checkedNamesAreNoKeywords() {
    for name in UnusedCancellables.combineNames.sorted() + ["ViewStore", "ViewStoreOf", "ifLet", "publisher"] {
      #expect(Lexer.lex(Array(name.utf8)).tokens.first?.keyword == Keyword.none, "\(name)")
    }
  }
}
