import Testing
@testable import Migrate

/// A finding reported under a file's own facts without its message (`GuardedFinding.message`):
/// the log makes the message for a finding the tree's facts keep, drops one they refute, and
/// leaves alone one a suppression consumed.
@Suite("guarded finding messages")
struct GuardedFindingMessageTests {
  static let ruleID = "state-dead-field"

  @Sendable static func message(_ first: FactQuery, _ second: FactQuery) -> String {
    guard case let .isReadInside(state, name) = second else { return "?" }
    return "remove '\(name)' from \(state)"
  }

  static func log(messageMade: Bool) -> FactLog {
    let log = FactLog()
    for (offset, name) in [(10, "title"), (20, "count")] {
      log.guarded.append(GuardedFinding(offset: offset, ruleID: ruleID, unlessEither: .isMemberRead(name),
                                        or: .isReadInside(state: "Feature.State", name: name),
                                        message: messageMade ? nil : message))
    }
    return log
  }

  static func result(_ offsets: [Int], messages: [String]) -> LintFileResult {
    let findings = zip(offsets, messages).map { Finding(ruleID: ruleID, severity: .warning, message: $1, offset: $0) }
    return LintFileResult(path: "a.swift", findings: findings, locations: [:])
  }

  @Test func keptFindingsGetTheirMessage() {
    let reported = Self.result([10, 20], messages: ["", ""])
    let kept = Self.log(messageMade: false).result(reported, under: LintFacts())
    #expect(kept?.findings.map(\.message) == ["remove 'title' from Feature.State", "remove 'count' from Feature.State"])
  }

  @Test func refutedFindingsAreDroppedWhateverTheirMessage() {
    var facts = LintFacts()
    facts.memberReads = ["title"]
    for messageMade in [false, true] {
      let messages = messageMade ? ["remove 'title' from Feature.State", "remove 'count' from Feature.State"] : ["", ""]
      let kept = Self.log(messageMade: messageMade).result(Self.result([10, 20], messages: messages), under: facts)
      #expect(kept?.findings.map(\.offset) == [20])
      #expect(kept?.findings.map(\.message) == ["remove 'count' from Feature.State"])
    }
  }

  /// A kept finding a suppression consumed is not reported: nothing to make; a refuted one it
  /// consumed may leave the suppression unused, so the file is linted again.
  @Test func suppressedFindings() {
    let onlySecond = Self.result([20], messages: [""])
    #expect(Self.log(messageMade: false).result(onlySecond, under: LintFacts())?.findings.map(\.message) == ["remove 'count' from Feature.State"])
    var facts = LintFacts()
    facts.memberReads = ["title"]
    #expect(Self.log(messageMade: false).result(onlySecond, under: facts) == nil)
  }
}
