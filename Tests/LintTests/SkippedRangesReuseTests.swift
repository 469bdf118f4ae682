import Testing
@testable import Migrate

/// A collector refills one `SkippedRanges` for every file with a State (`reset(_:)`): refilled,
/// it answers as one made of the new ranges alone, whatever it held before (more ranges, fewer,
/// none, out of order).
@Suite("skipped ranges reuse")
struct SkippedRangesReuseTests {
  @Test func refilledAnswersAsNew() {
    var generator = SystemRandomNumberGenerator()
    var reused = SkippedRanges([])
    for round in 0..<300 {
      let count = round % 4 == 0 ? 0 : Int.random(in: 1..<9, using: &generator)
      var ranges: [Range<Int>] = (0..<count).map { _ in
        let start = Int.random(in: 0..<40, using: &generator)
        return start..<(start + Int.random(in: 0..<15, using: &generator))
      }
      if round % 3 == 0 { ranges.sort { $0.lowerBound < $1.lowerBound } }
      reused.reset(ranges)
      let fresh = SkippedRanges(ranges)
      var reusedPassed = reused.passed(atOrBefore: -2), freshPassed = fresh.passed(atOrBefore: -2)
      for t in -1..<60 {
        let answer = reused.contains(t, passed: &reusedPassed)
        #expect(answer == fresh.contains(t, passed: &freshPassed), "\(ranges) \(t)")
        #expect(answer == ranges.contains { $0.contains(t) }, "\(ranges) \(t)")
      }
    }
  }
}
