import Testing
@testable import Migrate

/// `Migrator.sortFindings`, the in-place insertion sort of a pass's findings, against the
/// standard stable sort by `(offset, ruleID)` it replaces: the same order, ties included, on
/// random lists with repeated offsets and rules (canonically equivalent spellings among them).
@Suite("findings sort")
struct FindingsSortTests {
  /// Rules that compare equal in pairs (the Kelvin sign equals `K`, a precomposed `é` equals
  /// `e` and a combining accent), so the sort must keep their first order as the standard one does.
  static let rules = ["publisher-subscription", "untranslatable-chain", "K-rule", "\u{212A}-rule",
                      "caf\u{E9}", "cafe\u{301}", "import", "a", ""]

  @Test func equalsTheStandardStableSort() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<2000 {
      let count = round % 40
      let findings = (0..<count).map { k in
        Finding(ruleID: Self.rules.randomElement(using: &generator)!, severity: .warning,
                message: "finding \(k)", offset: Int.random(in: 0..<(round % 3 == 0 ? 4 : 60), using: &generator),
                notes: k % 3 == 0 ? ["note \(k)"] : [])
      }
      // Often mostly in order, as the rules append them: sorted runs with a few at the end.
      var input = findings
      if round % 2 == 0 {
        let cut = count / 2
        input = findings[..<cut].sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) } + findings[cut...]
      }
      var sorted = input
      Migrator.sortFindings(&sorted)
      let expected = input.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
      #expect(sorted == expected)
      // The messages are unique: equal findings cannot hide a reordering of ties.
      #expect(sorted.map(\.message) == expected.map(\.message))
    }
  }

  /// One file of many classes: its chains' findings in order, then each class's removals, which
  /// belong far back. Sliding them all would be quadratic: past its budget the sort hands over to
  /// the standard one, after some insertions, and must still end in the standard order.
  @Test(arguments: [0, 5, 40, 400])
  func aSortPastItsBudgetEndsInTheSameOrder(late: Int) {
    var generator = SystemRandomNumberGenerator()
    let chains = (0..<2000).map { k in
      Finding(ruleID: Self.rules[k % 2], severity: .warning, message: "chain \(k)", offset: k * 10)
    }
    let removals = (0..<late).map { k in
      Finding(ruleID: Self.rules.randomElement(using: &generator)!, severity: .warning, message: "removal \(k)",
              offset: Int.random(in: 0..<20_000, using: &generator) / 10 * 10)
    }
    let input = chains + removals
    var sorted = input
    Migrator.sortFindings(&sorted)
    let expected = input.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
    #expect(sorted.map(\.message) == expected.map(\.message))
  }
}
