import Testing
@testable import Migrate

/// `FileIndexSet` answers as a `Set<Int>` of the same insertions would: within its first room,
/// past it (growing), on word boundaries, with repeats.
@Suite("file index set")
struct FileIndexSetTests {
  @Test(arguments: [0, 1, 64, 100])
  func answersAsASetOfInts(capacity: Int) {
    let inserted = [5, 0, 63, 64, 5, 127, 128, 1000, 65, 3]
    var set = FileIndexSet(capacity: capacity)
    var expected = Set<Int>()
    for index in inserted {
      #expect((-1...1100).allSatisfy { set.contains($0) == expected.contains($0) }, "before \(index)")
      #expect(set.isEmpty == expected.isEmpty)
      set.insert(index)
      expected.insert(index)
    }
    for index in -1...1100 { #expect(set.contains(index) == expected.contains(index), "\(index)") }
    #expect(!set.isEmpty)
  }
}
