import Testing
@testable import Migrate

/// `EditApplier.withOrder` sorts edit indices by start, then position, by insertion for a pass's
/// few edits and by the standard sort past 32: both must give the order the standard sort gives.
@Suite("edit order")
struct EditOrderTests {
  @Test func orderIsByStartThenPosition() {
    var random = SeededRandom(seed: 0x2545_F491_4F6C_DD1D)
    func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
    for round in 0..<300 {
      // Sizes on both sides of 32, starts often equal.
      let count = round % 3 == 0 ? next(70) : next(12)
      let edits = (0..<count).map { _ -> Edit in
        let start = next(round % 2 == 0 ? 8 : 400)
        return Edit(range: start..<(start + next(5)), replacement: next(2) == 0 ? "" : "x")
      }
      let expected = edits.indices.sorted { (edits[$0].range.lowerBound, $0) < (edits[$1].range.lowerBound, $1) }
      #expect(EditApplier.withOrder(edits) { Array($0) } == expected)
    }
  }
}
