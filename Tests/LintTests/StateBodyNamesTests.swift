import Testing
@testable import Migrate
import SwiftScan

/// The names used inside States, kept by the tree's facts as numbers of a spelling table
/// (`StateBodyNames`), answer as sets of strings would: for any split of the files over
/// collectors, for names equal as strings with other bytes (the Kelvin sign and `K`, composed
/// and decomposed `é`), and as strings again (`internalReads`).
@Suite("State body names as numbers")
struct StateBodyNamesTests {
  static let sources = [
    "struct AState { var a = 0; var total: Int { a + b + a + count } }\n",
    "struct BState { var b = 0; var c: Int { a + b + \u{212A} + e\u{301} } }\nextension BState { var d: Int { c + b } }\n",
    "struct AState { var x: Int { a + count + y } }\n",
    "struct CState { var k: Int { K + é + zeta } }\nstruct DState {}\n",
    "enum Plain { case one }\nextension CState { var w: Int { x.y + omega } }\n",
  ]
  static let asked = ["a", "b", "c", "d", "count", "total", "x", "y", "K", "\u{212A}", "é", "e\u{301}", "zeta", "omega",
                      "Int", "", "w", "k"]
  static let states = ["AState", "BState", "CState", "DState", "EState", "Plain"]

  /// The names each file alone uses, as strings, joined: what the tree's sets held.
  static func expected(_ files: [ScannedFile]) -> [String: Set<String>] {
    var expected: [String: Set<String>] = [:]
    for file in files {
      var alone = FactsCollector()
      alone.add(file, index: 0)
      for (state, names) in alone.facts.internalReads { expected[state, default: []].formUnion(names) }
    }
    return expected
  }

  @Test func answersAsStringSetsForEverySplit() {
    let files = Self.sources.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    let expected = Self.expected(files)
    #expect(expected["AState"]?.isSuperset(of: ["a", "b", "count", "y"]) == true && expected["DState"] == [])
    #expect(expected["CState"]?.contains("\u{212A}") == true, "K and the Kelvin sign are equal strings")
    for workers in 1...3 {
      var collectors = Array(repeating: FactsCollector(), count: workers)
      for (index, file) in files.enumerated() { collectors[(index * 7 + workers) % workers].add(file, index: index) }
      let facts = FactsCollector.settle(collectors) { files.indices.contains($0) ? files[$0] : nil }
      #expect(facts.internalReads == expected, "\(workers) collectors")
      for state in Self.states {
        for name in Self.asked {
          #expect(facts.answer(.isReadInside(state: state, name: name)) == .bool(expected[state]?.contains(name) == true),
                  "\(workers) collectors: \(state) \(name)")
        }
      }
    }
  }

  /// States named alike as strings but spelled apart (composed and decomposed `é`, the Kelvin
  /// sign) are one State, as a key of the sets was, whichever file and collector read them.
  @Test func statesNamedAlikeAreOne() {
    let sources = [
      "struct Caf\u{E9}State { var a: Int { b } }\n",
      "extension Cafe\u{301}State { var c: Int { d } }\n",
      "struct \u{212A}State { var x: Int { y } }\nextension KState { var z: Int { w } }\n",
      "struct PlainState { var p: Int { q } }\n",
    ]
    let files = sources.map { ScannedFile(bytes: Array($0.utf8)) }
    let expected = Self.expected(files)
    #expect(expected["Caf\u{E9}State"]?.isSuperset(of: ["b", "d"]) == true && expected["KState"]?.isSuperset(of: ["y", "w"]) == true)
    for ascii in [false, true] {
      let used = ascii ? Array(files.suffix(1)) : files
      let usedExpected = Self.expected(used)
      for workers in 1...2 {
        var collectors = Array(repeating: FactsCollector(), count: workers)
        for (index, file) in used.enumerated() { collectors[index % workers].add(file, index: index) }
        let facts = FactsCollector.settle(collectors) { used.indices.contains($0) ? used[$0] : nil }
        #expect(facts.internalReads == usedExpected)
        for state in ["Caf\u{E9}State", "Cafe\u{301}State", "KState", "\u{212A}State", "PlainState", "P\u{301}lainState"] {
          for name in ["b", "d", "y", "w", "q", "p", "Int", "var"] {
            #expect(facts.answer(.isReadInside(state: state, name: name)) == .bool(usedExpected[state]?.contains(name) == true),
                    "\(workers) collectors: \(state) \(name)")
          }
        }
      }
    }
  }

  /// With every spelling ASCII, names are looked up by their bytes; a non-ASCII name asked is
  /// still compared as a string (the Kelvin sign is `K`).
  @Test func asciiTablesAnswerNonASCIINamesAsStrings() {
    let file = ScannedFile(bytes: Array("struct AState { var a: Int { K + b } }\n".utf8))
    let facts = FactsCollector.settle([{ var c = FactsCollector(); c.add(file, index: 0); return c }()]) { _ in file }
    #expect(facts.answer(.isReadInside(state: "AState", name: "K")) == .bool(true))
    #expect(facts.answer(.isReadInside(state: "AState", name: "\u{212A}")) == .bool(true))
    #expect(facts.answer(.isReadInside(state: "AState", name: "é")) == .bool(false))
    #expect(facts.answer(.isReadInside(state: "AState", name: "a")) == .bool(false), "a declaration is no use")
  }

  /// Setting the strings replaces the numbers, as setting a stored set did.
  @Test func settingInternalReadsReplacesThem() {
    let file = ScannedFile(bytes: Array("struct AState { var a: Int { b } }\n".utf8))
    var facts = FactsCollector.settle([{ var c = FactsCollector(); c.add(file, index: 0); return c }()]) { _ in file }
    // Keywords and type names are identifiers used too.
    #expect(facts.internalReads == ["AState": ["var", "Int", "b"]])
    facts.internalReads["AState", default: []].insert("c")
    #expect(facts.internalReads == ["AState": ["var", "Int", "b", "c"]])
    facts.internalReads = ["BState": ["x"]]
    #expect(facts.answer(.isReadInside(state: "AState", name: "b")) == .bool(false))
    #expect(facts.answer(.isReadInside(state: "BState", name: "x")) == .bool(true))
  }
}
