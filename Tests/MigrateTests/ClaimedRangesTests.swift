import Testing
@testable import Migrate

/// Whether an offset lies in a claimed range: the binary search must answer as a look through
/// every range does, for ranges in any order, touching, overlapping or nested.
@Suite("claimed ranges")
struct ClaimedRangesTests {
  @Test func answersAsALookThroughEveryRange() {
    let sets: [[Range<Int>]] = [
      [], [3..<7], [10..<12, 0..<4, 4..<6], [0..<20, 5..<8, 30..<31], [7..<9, 2..<12, 11..<15, 40..<40, 18..<22],
    ]
    for ranges in sets {
      let claimed = ClaimedRanges(ranges)
      for offset in -2..<45 {
        #expect(claimed.contains(offset) == ranges.contains { $0.contains(offset) }, "\(ranges) at \(offset)")
      }
    }
  }
}
