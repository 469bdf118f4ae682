import SwiftScan
import Testing
@testable import Migrate

/// `ChainParser.parse` finds a chain's statement end from its last token when the chain's words
/// and `(`s follow their tokens directly: it must take and refuse exactly the chains a walk of
/// the whole statement from its start takes and refuses, and a taken chain must end its statement.
@Suite("chain statement end")
struct ChainStatementEndTests {
  /// Chains laid out in every way a line break, comment or space can fall between their tokens,
  /// and statements that go on after `.store(in:)`, with whether the chain is taken.
  static let cases: [(source: String, taken: Bool)] = [
    ("viewStore.publisher.a.sink { _ in }.store(in: &c)", true),
    ("self.viewStore.publisher.a\n  .sink { v in }\n  .store(in: &cancellables)\nlet x = 1", true),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c).x", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c)\n.x", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) + 1", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c)\n+ 1", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c)\n!x", true),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) { }", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c)\n{ }", true),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c); x", true),
    ("viewStore.publisher.a.sink { _ in }.store\n(in: &c)", false),
    ("viewStore.publisher.a.sink { _ in }.store (in: &c)", true),
    ("viewStore.publisher.a.sink { _ in }.store/* c */(in: &c) .x", false),
    ("viewStore.publisher.a.sink { _ in }.\nstore(in: &c)", false),
    ("viewStore.publisher.a.sink { _ in }. store(in: &c).y", false),
    ("viewStore.publisher.a.sink\n{ _ in }.store(in: &c)", false),
    ("viewStore.publisher.a.sink /* c\n */ { _ in }.store(in: &c)", false),
    ("viewStore.publisher.\na.sink { _ in }.store(in: &c)", false),
    ("viewStore.\npublisher.a.sink { _ in }.store(in: &c)", false),
    ("viewStore . publisher.a.sink { _ in }.store(in: &c)", true),
    ("viewStore . publisher.a.sink { _ in }.store(in: &c).z", false),
    ("self.\nviewStore.publisher.a.sink { _ in }.store(in: &c)", false),
    ("self . viewStore.publisher.a.sink { _ in }.store(in: &c)", true),
    ("self . viewStore.publisher.a.sink { _ in }.store(in: &c) .q", false),
    ("self\n.viewStore.publisher.a.sink { _ in }.store(in: &c)", true),
    ("viewStore.publisher.a.map { $0 }.sink(receiveValue: { _ in }).store(in: &self.c)", true),
    ("viewStore.publisher.a.map { $0 }.sink(receiveValue: { _ in }).store(in: &self.c)[0]", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) // done\n.x", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) // done\nx()", true),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) /* \n */ .x", false),
    ("viewStore.publisher.a.sink { _ in }.store(in: &c) ?? y", false),
  ]

  @Test func takenChainsEndTheirStatements() {
    for (source, taken) in Self.cases {
      let file = ScannedFile(bytes: Array(source.utf8))
      let parser = ChainParser(file: file)
      let receivers = parser.publisherReceivers()
      #expect(receivers.count == 1, "\(source)")
      guard let receiver = receivers.first else { continue }
      var chain = Chain.empty
      let refusal = parser.parse(receiver: receiver, into: &chain)
      #expect((refusal == nil) == taken, "\(source): \(refusal ?? "taken")")
      // A taken chain ends where a walk of its statement from the start ends.
      if refusal == nil {
        #expect(chain.end == file.statementEnd(from: parser.expressionStart(receiver: receiver)), "\(source)")
      }
    }
  }
}
