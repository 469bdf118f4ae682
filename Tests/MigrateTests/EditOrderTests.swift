import Testing
@testable import Migrate

/// `EditApplier.order` sorts edit indices by start, then position, by insertion for a pass's few
/// edits and by the standard sort past 32: both must give the order the standard sort gives.
@Suite("edit order")
struct EditOrderTests {
  @Test func orderIsByStartThenPosition() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<300 {
      // Sizes on both sides of 32, starts often equal.
      let count = round % 3 == 0 ? next(70) : next(12)
      let edits = (0..<count).map { _ -> Edit in
        let start = next(round % 2 == 0 ? 8 : 400)
        return Edit(range: start..<(start + next(5)), replacement: next(2) == 0 ? "" : "x")
      }
      let expected = edits.indices.sorted { (edits[$0].range.lowerBound, $0) < (edits[$1].range.lowerBound, $1) }
      #expect(EditApplier.order(edits) == expected)
    }
  }
}
