import Testing
@testable import Migrate

/// `TypeMarks` stands for the `Set<Int>`s of owners
/// and States, so it must answer as one does, on both sides of its 64-index mask.
@Suite("type marks")
struct TypeMarksTests {
  @Test func typeMarksAnswerAsASetDoes() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for round in 0..<200 {
      // Indices around the mask's edge (63, 64) and well past it, and -1 (no type).
      let bound = round % 2 == 0 ? 70 : 200
      var marks = TypeMarks(), set = Set<Int>()
      var other = TypeMarks(), otherSet = Set<Int>()
      for _ in 0..<next(12) {
        let k = next(bound) - 1
        #expect(marks.insert(k) == set.insert(k).inserted)
        let j = next(bound) - 1
        other.insert(j)
        otherSet.insert(j)
      }
      for k in -1..<bound { #expect(marks.contains(k) == set.contains(k)) }
      #expect(marks.set == set)
      var visited: [Int] = []
      marks.forEach { visited.append($0) }
      #expect(visited.count == set.count && Set(visited) == set)
      let union = marks.union(other)
      #expect(union.set == set.union(otherSet))
      #expect(union == TypeMarks(set.union(otherSet)))
      #expect((marks == other) == (set == otherSet))
    }
  }
}
