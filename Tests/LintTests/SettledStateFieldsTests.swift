import Testing
@testable import Migrate
import SwiftScan

/// Settling joins the States' fields into `ignoredEverywhere` by their names' numbers: the same
/// table as recording every State's summary in file order gives (`LintFacts.record`), for any
/// split of the files over collectors, with names equal as strings but spelled apart, a State
/// whose reducer is declared in another file, and a State found again through an alias.
@Suite("settled State fields")
struct SettledStateFieldsTests {
  static let sources = [
    "@Reducer struct A { struct State { @ObservationStateIgnored var shared = 0; var caf\u{E9} = 1; var k = 2 } }\n",
    "@Reducer struct B { struct State { @ObservationStateIgnored var shared = 0; @ObservationStateIgnored var cafe\u{301} = 1 } }\n",
    "struct C { struct State { var notAState = 0 } }\nstruct Other { struct State { var x = 0 } }\n",
    "extension C: Reducer {}\n@Reducer struct D { typealias State = DState }\n",
    "struct DState { @ObservationStateIgnored var \u{212A} = 0; @ObservationStateIgnored var only = 1 }\n",
    "@Reducer struct E { struct State { @ObservationStateIgnored var k = 0; @ObservationStateIgnored var only = 1 } }\n",
  ]

  /// Every State's summary recorded one by one, in file order, as settling did before.
  static func expected(_ files: [ScannedFile], _ facts: LintFacts) -> LintFacts {
    var expected = LintFacts()
    for file in files { expected.record(facts.states(in: file).map(LintFacts.summary)) }
    return expected
  }

  @Test func fieldsJoinAsRecordingEveryStateForEverySplit() {
    let files = Self.sources.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    var settled: [LintFacts] = []
    for workers in 1...3 {
      var collectors = Array(repeating: FactsCollector(), count: workers)
      for (index, file) in files.enumerated() { collectors[(index * 2 + workers) % workers].add(file, index: index) }
      let facts = FactsCollector.settle(collectors) { files.indices.contains($0) ? files[$0] : nil }
      let expected = Self.expected(files, facts)
      #expect(facts.ignoredEverywhere == expected.ignoredEverywhere, "\(workers) collectors")
      #expect(facts.states.keys.sorted() == expected.states.keys.sorted())
      #expect(facts.stateOfFeature == expected.stateOfFeature)
      for (name, summaries) in expected.states { #expect(facts.states[name] == summaries, "\(name)") }
      settled.append(facts)
    }
    let facts = settled[0]
    #expect(facts.states.keys.sorted() == ["A.State", "B.State", "C.State", "DState", "E.State"])
    #expect(facts.ignoredEverywhere["shared"] == true && facts.ignoredEverywhere["only"] == true)
    #expect(facts.ignoredEverywhere["k"] == false, "ignored in E, not in A; the Kelvin sign is k's capital, not k")
    #expect(facts.ignoredEverywhere["K"] == true && facts.ignoredEverywhere["\u{212A}"] == true)
    #expect(facts.ignoredEverywhere["caf\u{E9}"] == false && facts.ignoredEverywhere["cafe\u{301}"] == false, "one field, spelled two ways")
    #expect(facts.ignoredEverywhere["x"] == nil && facts.ignoredEverywhere["notAState"] == false)
  }
}
