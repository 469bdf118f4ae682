import Testing
@testable import Migrate
import SwiftScan

/// The declared names the tree's facts keep as bits on spelling numbers (`DeclaredNames`) answer
/// as the sets of strings did: for any split of the files over collectors, for names equal as
/// strings with other bytes (the Kelvin sign and `K`, composed and decomposed `é`), with and
/// without a non-ASCII declared name, and as strings again (`classNames`, …).
@Suite("declared names as numbers")
struct DeclaredNamesTests {
  static let ascii = [
    "class K {}\nstruct Item: Identifiable {}\nclass Both {}\n@Reducer struct Feature {}\nextension Outer: Reducer {}\n",
    "enum Both {}\nactor Worker {}\nextension Outer.Inner: Identifiable {}\ntypealias Handler = (Int) -> Void\n",
    "struct Outer { class Inner: UIView {} ; struct Deep: Identifiable {} }\ntypealias Plain = Int\n",
  ]
  static let nonASCII = ascii + ["class Caf\u{E9} {}\nstruct Cafe\u{301}s: Identifiable {}\n@Reducer struct \u{212A}eeper {}\n"]
  static let asked = ["K", "\u{212A}", "Item", "Both", "Worker", "Outer", "Outer.Inner", "Inner", "Deep", "Outer.Deep",
                      "Handler", "Plain", "Feature", "Keeper", "\u{212A}eeper", "Caf\u{E9}", "Cafe\u{301}", "Caf\u{E9}s", "Cafe\u{301}s", "", "Int", "UIView"]

  /// Each file's collector alone, as strings, joined: what the tree's sets held.
  static func expected(_ files: [ScannedFile]) -> (classes: Set<String>, values: Set<String>, identifiable: Set<String>, aliases: Set<String>, reducers: Set<String>) {
    var sets: (classes: Set<String>, values: Set<String>, identifiable: Set<String>, aliases: Set<String>, reducers: Set<String>) = ([], [], [], [], [])
    for file in files {
      var alone = FactsCollector()
      alone.add(file, index: 0)
      let facts = alone.facts
      sets.classes.formUnion(facts.classNames)
      sets.values.formUnion(facts.valueTypeNames)
      sets.identifiable.formUnion(facts.identifiableNames)
      sets.aliases.formUnion(facts.closureAliases)
      sets.reducers.formUnion(facts.reducerNames)
    }
    return sets
  }

  @Test(arguments: [false, true])
  func answersAsStringSetsForEverySplit(withNonASCII: Bool) {
    let sources = withNonASCII ? Self.nonASCII : Self.ascii
    let files = sources.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    let expected = Self.expected(files)
    #expect(expected.classes.isSuperset(of: ["K", "Both", "Worker", "Inner", "Outer.Inner"]) && expected.values.contains("Both"))
    #expect(expected.identifiable.isSuperset(of: ["Item", "Outer.Inner", "Inner", "Deep"]) && expected.aliases == ["Handler"])
    #expect(expected.reducers.isSuperset(of: ["Feature", "Outer"]))
    for workers in 1...3 {
      var collectors = Array(repeating: FactsCollector(), count: workers)
      for (index, file) in files.enumerated() { collectors[(index * 5 + 1) % workers].add(file, index: index) }
      let facts = FactsCollector.settle(collectors) { files.indices.contains($0) ? files[$0] : nil }
      #expect(facts.classNames == expected.classes && facts.valueTypeNames == expected.values)
      #expect(facts.identifiableNames == expected.identifiable && facts.closureAliases == expected.aliases)
      #expect(facts.reducerNames == expected.reducers)
      for name in Self.asked + Array(expected.classes) + Array(expected.values) {
        let isClass = expected.classes.contains(name) && !expected.values.contains(name)
        #expect(facts.answer(.isClass(name)) == .bool(isClass), "\(workers) collectors: isClass \(name)")
        #expect(facts.answer(.isIdentifiable(name)) == .bool(expected.identifiable.contains(name)), "isIdentifiable \(name)")
        #expect(facts.answer(.isClosureAlias(name)) == .bool(expected.aliases.contains(name)), "isClosureAlias \(name)")
        #expect(facts.answer(.isReducer(name)) == .bool(expected.reducers.contains(name)), "isReducer \(name)")
      }
    }
  }

  /// A non-ASCII name equals an ASCII one only as the string of its ASCII equivalent.
  @Test func asciiEquivalents() {
    #expect(DeclaredNames.asciiEquivalent(of: "\u{212A}") == "K")
    #expect(DeclaredNames.asciiEquivalent(of: "a\u{212A}b") == "aKb")
    #expect(DeclaredNames.asciiEquivalent(of: "\u{E9}") == nil && DeclaredNames.asciiEquivalent(of: "e\u{301}") == nil)
    #expect(DeclaredNames.asciiEquivalent(of: "\u{212A}\u{301}") == nil, "a combining mark after it")
    #expect(DeclaredNames.asciiEquivalent(of: "\u{37E}") == ";", "the Greek question mark is a semicolon")
  }

  /// Setting a set of names replaces that kind, as setting a stored set did; the others stay.
  @Test func settingASetReplacesItsKind() {
    let file = ScannedFile(bytes: Array(Self.ascii[0].utf8))
    var facts = FactsCollector.settle([{ var c = FactsCollector(); c.add(file, index: 0); return c }()]) { _ in file }
    #expect(facts.answer(.isClass("K")) == .bool(true))
    facts.classNames.insert("Other")
    #expect(facts.classNames == ["K", "Both", "Other"] && facts.answer(.isClass("Other")) == .bool(true))
    facts.classNames = ["Only"]
    #expect(facts.answer(.isClass("K")) == .bool(false) && facts.answer(.isClass("Only")) == .bool(true))
    #expect(facts.identifiableNames == ["Item"] && facts.answer(.isIdentifiable("Item")) == .bool(true))
  }
}
