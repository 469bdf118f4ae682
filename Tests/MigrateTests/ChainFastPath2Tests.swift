import Testing
@testable import Migrate
import SwiftScan

/// Second round of shortcuts in the publisher-chain rewrite: each must answer what the slow form
/// answers.
@Suite("chain fast paths, second round")
struct ChainFastPath2Tests {
  /// Sources that scan without errors, with every kind of line break and breaks inside tokens.
  static let sources = [
    "",
    "\n",
    "a\nb\n",
    "a\r\nb\r\n  c\r\n",
    "a\rb\r  c",
    "a\r\n\r\n\rb\n\r",
    "let x = 1 /* one\r\ntwo\rthree\n */ let y = 2\n",
    "let s = \"\"\"\n  one\r\n  two\r  three\n  \"\"\"\nlet t = 1\n",
    "  func f() {\n    // comment \u{E9}\n    g()\n  }\n",
    "let r = #/a\nb/#\n",
  ]

  /// The walk back to the previous line break finds the line start the lexer recorded, at every
  /// offset (and past the end).
  @Test func lineStartMatchesTheLineTable() {
    var checked = 0
    defer { #expect(checked >= Self.sources.count - 1) }
    for source in Self.sources {
      let file = ScannedFile(bytes: Array(source.utf8))
      // The walk answers for files that scan without errors (the only ones a migration reads).
      guard file.errors.isEmpty else { continue }
      checked += 1
      let text = SourceText(file: file)
      for offset in 0...(file.bytes.count + 1) {
        #expect(text.lineStart(ofOffset: offset) == file.lineStart(ofOffset: offset), "\(source.debugDescription) at \(offset)")
      }
    }
  }

  /// The finding's text is the prefix, the value and a closing quote, whatever the value holds.
  @Test func findingMessageIsTheJoinedText() {
    for value in ["", "store.title", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "a, b", "store.state"] {
      let message = PublisherSubscription.findingMessage(reading: value)
      let expected = "replace this publisher subscription with an observe block that reads '" + value + "'"
      #expect(Array(message.utf8) == Array(expected.utf8))
    }
  }
}
