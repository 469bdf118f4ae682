import Testing
@testable import Migrate

/// `assignmentTargets(_:allASCII:)` tells whether its targets are ASCII while gathering them:
/// that answer must be the one a walk over the returned targets gives.
@Suite("chain fast paths (round 3)")
struct ChainFastPath3Tests {
  static let bodies: [[String]] = [
    [], ["titleLabel.text = value"], ["a.b = 1", "a.b = 2", "c = 3"], ["café = 1", "a = 2"],
    ["\u{212A} = 1", "K = 2"], ["K = 1", "\u{212A} = 2"], ["self?.label.text = v", "x = 1"],
    ["`default` = 1"], ["tableView.reloadData()"], ["a == b", "e\u{301} = 1", "\u{E9} = 2"],
  ]

  @Test func targetsAreASCIIAgreesWithTheTargets() {
    for lines in Self.bodies {
      var allASCII = false
      let targets = SinkRewrite.assignmentTargets(lines, allASCII: &allASCII)
      #expect(targets == SinkRewrite.assignmentTargets(lines), "\(lines)")
      #expect(allASCII == targets.allSatisfy(SinkRewrite.isASCII), "\(lines)")
    }
  }
}
