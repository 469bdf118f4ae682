import Testing
@testable import Migrate

/// Shortcuts that skip the lexer for plain text must say what the lexer says.
@Suite("lexer shortcuts")
struct FastPathTests {
  static let lines = [
    "titleLabel.text = value", "self.titleLabel.text = store.title", "a = 1", "a.b.c = d", "label2.isHidden = !value",
    "a == b", "a.b == c", "a =-1", "a.b =c", "a.b= c", "a = ", "a =", "1.5 = x", ".a = b", "a. = b", "a..b = c",
    "let x = 1", "self?.label.text = v", "x\t= 1", "  indented.value = 2", "a.b = c == d", "café = 1", "`default` = 1",
    "$0.x = 1", "_private.y = 2", "a.b += 1", "tableView.reloadData()", "a /* c */ = b",
  ]

  @Test func assignmentTargetsAgreeWithTheLexer() {
    for line in Self.lines {
      if let plain = SinkRewrite.plainAssignmentTarget(line) {
        #expect(plain == SinkRewrite.lexedAssignmentTarget(line), "\(line)")
      }
    }
    #expect(SinkRewrite.plainAssignmentTarget("self.titleLabel.text = store.title") == "self.titleLabel.text")
    #expect(SinkRewrite.plainAssignmentTarget("a =-1") == nil && SinkRewrite.plainAssignmentTarget("a..b = c") == nil)
  }

  static let expressions = [
    "store.items.count", "__tcaMigrateStoreRoot__.field0", "self.store.x", "a", "a.b", "0.5", "1..2", "1...2", "a..b",
    ".a", "a.", "a + b", "a.b?.c", "!a", "f(x)", "a[0]", "store.x ?? 0", "_x.y", "x2.y3", "1e5", "a.0",
  ]

  @Test func parenthesesAgreeWithTheLexer() {
    for var expression in Self.expressions where expression.withUTF8(SourceText.isPlainPath) {
      // The shortcut answers false: the lexer must see no operator and no space.
      var lexed = false
      for token in SwiftScanLexer.lex(expression) where token == .operator || token == .whitespace { lexed = true }
      #expect(!lexed, "\(expression) has an operator or a space")
    }
    #expect(SourceText.needsParentheses("a + b") && SourceText.needsParentheses("1..2") && !SourceText.needsParentheses("a.b?.c"))
  }
}

import SwiftScan

/// Token kinds of a text, for the checks above.
enum SwiftScanLexer {
  static func lex(_ text: String) -> [TokenKind] { Lexer.lex(Array(text.utf8)).tokens.map(\.kind) }
}
