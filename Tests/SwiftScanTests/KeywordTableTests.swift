import Testing
@testable import SwiftScan

@Suite("Keyword table")
struct KeywordTableTests {
  /// The spelled-out table matches the case names, and every spelling classifies as its keyword.
  @Test func spellingsMatchCaseNames() {
    #expect(KeywordTable.spellings.count == Keyword.allCases.count)
    for keyword in Keyword.allCases {
      let expected = switch keyword {
      case .none: ""
      case .underscore: "_"
      default: String(describing: keyword)
      }
      #expect(KeywordTable.spellings[Int(keyword.rawValue)] == expected, "\(keyword)")
      guard keyword != .none else { continue }
      let bytes = Array(expected.utf8)
      let classified = bytes.withUnsafeBufferPointer { Keyword.classify($0, 0, bytes.count) }
      #expect(classified == keyword, "\(keyword)")
    }
  }

  @Test func nearMissesAreNotKeywords() {
    for word in ["classes", "Class", "le", "lets", "`let`", "$0", "selfish", "_x", "initial"] {
      let bytes = Array(word.utf8)
      let classified = bytes.withUnsafeBufferPointer { Keyword.classify($0, 0, bytes.count) }
      #expect(classified == .none, "\(word)")
    }
  }
}
