import Testing
@testable import Migrate

/// A `FactLog` keeps its first name question apart from the others: the answers are listed in
/// the order asked, a question asked again is answered from the first row without a new row,
/// and `holds` checks the first row as it checks the others.
@Suite("fact log first answer")
struct FactLogFirstAnswerTests {
  @Test func firstAnswerIsListedKeptAndChecked() {
    var facts = LintFacts()
    facts.classNames = ["Box"]
    let log = FactLog()
    #expect(log.ask(.isClass, "Box", facts))
    #expect(log.ask(.isClass, "Box", facts))
    #expect(!log.ask(.isClass, "Item", facts))
    #expect(log.ask(.isClass, "Box", facts))
    #expect(log.answers.map(\.query) == [.isClass("Box"), .isClass("Item")])
    #expect(log.holds(under: facts))
    // Only the first row's answer changes: `holds` must see it.
    var other = facts
    other.classNames = ["Box2"]
    #expect(!log.holds(under: other))
    var both = facts
    both.classNames = ["Box", "Other"]
    #expect(log.holds(under: both))
  }

  @Test func oneQuestionAloneIsKept() {
    var facts = LintFacts()
    facts.classNames = ["Screen"]
    let log = FactLog()
    #expect(!log.ask(.isClass, "View", facts))
    #expect(log.answers.map(\.query) == [.isClass("View")])
    var other = facts
    other.classNames = ["View"]
    #expect(!log.holds(under: other))
    // A question that only grows, answered true, is not kept: the next one is the first row.
    let growing = FactLog()
    var aliases = facts
    aliases.closureAliases = ["Handler"]
    #expect(growing.ask(.isClosureAlias, "Handler", aliases))
    #expect(growing.answers.isEmpty)
    #expect(!growing.ask(.isClass, "View", aliases))
    #expect(growing.answers.map(\.query) == [.isClass("View")])
  }
}
