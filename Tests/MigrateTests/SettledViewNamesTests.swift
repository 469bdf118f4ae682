import Testing
@testable import Migrate
import SwiftScan

/// Settling finds the files that are views under the tree's facts by the numbers pass one gave
/// their view names (`FactsCollector.viewNames`): for any split of the files over collectors (a
/// name another collector numbered, or one only another collector's table holds, or one no table
/// holds), the relevant files are those the names asked as strings give. A non-ASCII spelling
/// sends settling down the path of strings, which must agree too; `SpellingTable.isASCII`, noted
/// as spellings are added, says which.
@Suite("settled view names by number")
struct SettledViewNamesTests {
  static let sources = [
    "class Base: UIViewController {}\n",
    "class Mid: Base {}\n",
    "extension Mid { func f() {} }\n",
    "class Model: NSObject {}\n",
    "extension Model { func g() {} }\n",
    "extension UITableViewCell { func h() {} }\n",
    "extension Plain { func i() {} }\nstruct Plain {}\n",
    "class FancyView: Model {}\n",
    "extension FancyView { func j() {} }\n",
    "extension Undeclared { func k() {} }\nextension OtherCell { func l() {} }\n",
    "class Deep: Mid {}\nextension Deep { func m() {} }\n",
  ]

  /// The files whose signs are certain or name a view class under `facts`, asked as strings.
  static func expected(_ files: [ScannedFile], _ facts: LintFacts) -> Set<Int> {
    Set(files.indices.filter { k in
      let signs = Relevance(files[k])
      return signs.certain || signs.hasViewName { facts.isViewClassName($0) }
    })
  }

  static func relevant(_ files: [ScannedFile], workers: Int) -> (Set<Int>, LintFacts) {
    var collectors = Array(repeating: FactsCollector(), count: workers)
    for k in files.indices { collectors[(k * 7 + k / 3) % workers].add(files[k], index: k) }
    let (facts, relevant) = FactsCollector.settleWithRelevance(&collectors) { files.indices.contains($0) ? files[$0] : nil }
    return (Set(files.indices.filter(relevant.contains)), facts)
  }

  @Test(arguments: [false, true])
  func relevantFilesMatchTheNamesAskedAsStrings(nonASCII: Bool) {
    let texts = Self.sources + (nonASCII ? ["class Caf\u{E9}View: UIView {}\nextension Caf\u{E9}View { func n() {} }\n"] : [])
    let files = texts.map { ScannedFile(bytes: Array($0.utf8)) }
    #expect(files.allSatisfy { $0.errors.isEmpty })
    for workers in 1...3 {
      let (relevant, facts) = Self.relevant(files, workers: workers)
      #expect(relevant == Self.expected(files, facts), "\(workers) workers")
      #expect(relevant.isSuperset(of: [0, 1, 2, 5, 10]) && relevant.isDisjoint(with: [3, 4, 6, 7, 8]), "\(workers) workers")
      #expect(relevant.contains(9), "OtherCell is a view by its name")
    }
  }

  @Test func spellingTableNotesWhetherEverySpellingIsASCII() {
    for (spelling, ascii) in [("", true), ("a", true), ("abcdefg", true), ("abcdefghijklmnopq", true), ("\u{E9}", false),
                              ("ab\u{E9}", false), ("abcdefghijklmn\u{E9}", false), ("\u{E9}abcdefghijklmn", false),
                              ("abcdefgh\u{E9}xyzw", false)] {
      var table = SpellingTable()
      for word in ["x", "longer than eight", spelling, "y"] {
        let bytes = Array(word.utf8)
        _ = bytes.withUnsafeBufferPointer { table.intern($0, 0..<$0.count) }
      }
      #expect(table.isASCII == ascii, "\(spelling)")
      #expect(table.isASCII == Array(spelling.utf8).allSatisfy { $0 < 0x80 })
    }
  }

  /// `intern(wanted:count:of:)` takes exactly the marked spellings of another table, each under a
  /// number spelling it, finds those already there, and leaves a table that interns as before.
  @Test func internsTheWantedSpellingsOfAnotherTable() {
    func intern(_ word: String, _ table: inout SpellingTable) -> Int {
      let bytes = Array(word.utf8)
      return bytes.withUnsafeBufferPointer { table.intern($0, 0..<$0.count) }
    }
    var mine = SpellingTable(), other = SpellingTable()
    for k in 0..<1500 { _ = intern("shared\(k)", &mine) }
    for k in 0..<4000 { _ = intern(k % 3 == 0 ? "shared\(k)" : "theirs\(k)", &other) }
    var numbers = [UInt32](repeating: .max, count: other.count), wanted = 0
    for id in 0..<other.count where id % 2 == 0 {
      numbers[id] = SpellingTable.wanted
      wanted += 1
    }
    let before = mine.count, mineBefore = Set((0..<before).map { mine.string($0) })
    mine.intern(wanted: &numbers, count: wanted, of: other)
    for id in 0..<other.count {
      if id % 2 == 0 {
        #expect(mine.string(Int(numbers[id])) == other.string(id))
      } else {
        #expect(numbers[id] == .max)
      }
    }
    #expect(mine.count == before + (0..<other.count).filter { $0 % 2 == 0 && !mineBefore.contains(other.string($0)) }.count)
    for k in 0..<6000 {
      let id = intern("later\(k)", &mine)
      #expect(mine.string(id) == "later\(k)")
    }
    for k in 0..<1500 { #expect(mine.number(of: "shared\(k)") == k) }
  }

  /// The table stays ASCII (`isASCII`) after `intern(wanted:count:of:)` exactly when every
  /// spelling it takes is: a non-ASCII spelling of the other table left out does not count.
  @Test(arguments: [false, true]) func internsTheWantedSpellingsASCIIOrNot(takesNonASCII: Bool) {
    var mine = SpellingTable(), other = SpellingTable()
    let words = ["a", "ab", "abcdefg", "abcdefgh", "Ünïcödé name", "ü", "a longer ASCII name"]
    for word in words {
      let bytes = Array(word.utf8)
      _ = bytes.withUnsafeBufferPointer { other.intern($0, 0..<$0.count) }
    }
    var numbers = [UInt32](repeating: .max, count: other.count), wanted = 0
    for id in 0..<other.count where takesNonASCII || other.string(id).utf8.allSatisfy({ $0 < 0x80 }) {
      numbers[id] = SpellingTable.wanted
      wanted += 1
    }
    mine.intern(wanted: &numbers, count: wanted, of: other)
    #expect(mine.isASCII == !takesNonASCII)
    for id in 0..<other.count where numbers[id] != .max { #expect(mine.string(Int(numbers[id])) == other.string(id)) }
    #expect(mine.count == wanted)
  }
}
