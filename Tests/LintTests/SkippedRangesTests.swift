import Testing
@testable import Migrate

/// `SkippedRanges` answers "does any range hold `t`?" as asking each range does, for ranges in
/// order or not, nested, overlapping, empty and starting together, along walks over increasing
/// tokens from any start (a State body's, wherever it opens).
@Suite("skipped ranges")
struct SkippedRangesTests {
  @Test func containsAsAnyRangeDoesAlongWalks() {
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      let count = round % 9
      var ranges: [Range<Int>] = (0..<count).map { _ in
        let start = Int.random(in: 0..<40, using: &generator)
        return start..<(start + Int.random(in: 0..<15, using: &generator))
      }
      if round % 3 == 0 { ranges.sort { $0.lowerBound < $1.lowerBound } }
      let skipped = SkippedRanges(ranges)
      #expect(SkippedRanges.isInOrder(ranges) == zip(ranges, ranges.dropFirst()).allSatisfy { $0.lowerBound <= $1.lowerBound })
      for first in [-1, 0, 7, 20, 39, 55] {
        var passed = skipped.passed(atOrBefore: first - 1)
        #expect(passed == ranges.filter { $0.lowerBound <= first - 1 }.count)
        for t in first..<60 {
          #expect(skipped.contains(t, passed: &passed) == ranges.contains { $0.contains(t) }, "\(ranges) \(t) from \(first)")
        }
      }
    }
  }
}
