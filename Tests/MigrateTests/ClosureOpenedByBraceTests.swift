import SwiftScan
import Testing
@testable import Migrate

/// `PublisherSubscription.closure(openedBy:in:)` reads the group a `{` opens off the per-token
/// table: it must name the closure `braceID(opening:)` names for every `{` of a file, including
/// empty groups, groups opening right after another `{`, and braces of functions and types.
@Suite("closure opened by a brace")
struct ClosureOpenedByBraceTests {
  static let sources: [String] = [
    "viewStore.publisher.a.sink { [weak self] value in self?.x = value }.store(in: &c)",
    "let f = {}\nlet g = { {} }\nlet h = { { 1 }() }",
    "final class A {\n  func f() {\n    run { $0 }\n    run(receiveValue: { _ in })\n    if x { y() } else {}\n  }\n}",
    "struct S { var a: Int { get { 1 } } }\nfunc g() -> Int { { 2 }() }",
    "x.map {\n  // {\n  \"{\" + $0\n}",
  ]

  @Test func namesTheClosureBraceIDNames() {
    for source in Self.sources {
      let file = ScannedFile(bytes: Array(source.utf8))
      for t in file.tokens.indices where file.tokens[t].kind == .leftBrace {
        var expected: Int? = nil
        if let id = file.braceID(opening: t), case let .closure(c) = file.outline.braces[id].kind { expected = c }
        #expect(PublisherSubscription.closure(openedBy: t, in: file) == expected, "\(source) at token \(t)")
      }
    }
  }
}
