import Testing
@testable import Migrate

/// Past `FactLog.nameRowsSearched` kept `NameFact` answers, a log looks questions up by an index
/// instead of searching its rows in order: the answers, the rows listed and `holds` are the same
/// on both sides of that line, asked again or for the first time.
@Suite("fact log name index")
struct FactLogNameIndexTests {
  @Test func answersAndRowsAreTheSamePastTheIndexThreshold() {
    var facts = LintFacts()
    // Every third name is a class: `isClass` is kept either way (it does not only grow).
    let names = (0..<(FactLog.nameRowsSearched * 3)).map { "Type\($0)" }
    facts.classNames = Set(names.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    let log = FactLog()
    for name in names { #expect(log.ask(.isClass, name, facts) == facts.classNames.contains(name)) }
    // Asked again, before and after the threshold, and for questions of another kind.
    for name in names.reversed() { #expect(log.ask(.isClass, name, facts) == facts.classNames.contains(name)) }
    for name in names.prefix(10) { #expect(!log.ask(.isViewClass, name, facts)) }
    let asked = names.map { FactQuery.isClass($0) } + names.prefix(10).map { FactQuery.isViewClass($0) }
    #expect(log.answers.map(\.query) == asked, "each question kept once, in the order asked")
    for (query, answer) in log.answers { #expect(facts.answer(query) == answer, "\(query)") }
    #expect(log.holds(under: facts))
    var changed = facts
    changed.classNames.insert(names[names.count - 1])
    #expect(!log.holds(under: changed), "a question kept through the index is checked too")
  }

  @Test func logsSharingRowsKeepTheirOwnIndexes() {
    let facts = LintFacts()
    let rows = FactLogRows()
    let first = FactLog(rows: rows)
    for k in 0..<(FactLog.nameRowsSearched + 5) { _ = first.ask(.isClass, "A\(k)", facts) }
    let second = FactLog(rows: rows)
    for k in 0..<(FactLog.nameRowsSearched + 5) { _ = second.ask(.isClass, "B\(k)", facts) }
    _ = second.ask(.isClass, "A0", facts)
    #expect(first.answers.count == FactLog.nameRowsSearched + 5)
    #expect(second.answers.count == FactLog.nameRowsSearched + 6)
    #expect(second.answers.last?.query == .isClass("A0"))
  }
}
