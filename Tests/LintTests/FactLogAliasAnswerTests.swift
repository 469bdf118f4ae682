import Testing
@testable import Migrate

/// A `FactLog` keeps its `aliasedReducer` answers as compact rows apart from the general ones:
/// they are listed as the general question and answer would be, and `holds` checks each against
/// the facts, whether the alias is found, changed or newly made.
@Suite("fact log alias answers")
struct FactLogAliasAnswerTests {
  @Test func aliasAnswersAreListedAndChecked() {
    var facts = LintFacts()
    facts.aliasTargets = ["ProfileState": "Profile"]
    let log = FactLog()
    #expect(log.recordAliasedReducer(of: "ProfileState", facts.aliasedReducer(of: "ProfileState")) == "Profile")
    #expect(log.recordAliasedReducer(of: "Other", facts.aliasedReducer(of: "Other")) == nil)
    #expect(log.answers.map(\.query) == [.aliasedReducer("ProfileState"), .aliasedReducer("Other")])
    #expect(log.answers.map(\.answer) == [.name("Profile"), .name(nil)])
    for (query, answer) in log.answers { #expect(facts.answer(query) == answer, "\(query)") }
    #expect(log.holds(under: facts))
    var renamed = facts
    renamed.aliasTargets = ["ProfileState": "Account"]
    #expect(!log.holds(under: renamed))
    var more = facts
    more.aliasTargets["Other"] = "Feature"
    #expect(!log.holds(under: more))
  }

  /// Facts aliasing nothing answer every question nil: a log holds under them exactly when
  /// every answer it recorded is nil, as under the same facts asked name by name.
  @Test func factsWithoutAliasesCheckTheRecordedAnswers() {
    let none = LintFacts()
    var other = LintFacts()
    other.aliasTargets = ["Unrelated": "Feature"]
    let found = FactLog(), missing = FactLog(), empty = FactLog()
    _ = found.recordAliasedReducer(of: "ProfileState", "Profile")
    _ = found.recordAliasedReducer(of: "Other", nil)
    _ = missing.recordAliasedReducer(of: "Other", nil)
    _ = missing.recordAliasedReducer(of: "More", nil)
    for log in [found, missing, empty] { #expect(log.holds(under: none) == log.holds(under: other)) }
    #expect(!found.holds(under: none))
    #expect(missing.holds(under: none) && empty.holds(under: none))
  }

  @Test func logsSharingRowsKeepTheirAliasAnswersApart() {
    var facts = LintFacts()
    facts.aliasTargets = ["AState": "A"]
    let rows = FactLogRows()
    let first = FactLog(rows: rows), second = FactLog(rows: rows)
    _ = first.recordAliasedReducer(of: "AState", "A")
    _ = second.recordAliasedReducer(of: "BState", nil)
    #expect(first.answers.map(\.query) == [.aliasedReducer("AState")])
    #expect(second.answers.map(\.query) == [.aliasedReducer("BState")])
    #expect(first.holds(under: facts) && second.holds(under: facts))
  }
}
