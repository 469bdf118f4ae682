import Testing
@testable import Migrate

/// `SpellingPairSet.insert` answers as `Set<UInt64>.insert(_:).inserted` does, through growth,
/// for pairs of small numbers (what a collector asks) and for keys spread over all 64 bits.
@Suite("spelling pair set")
struct SpellingPairSetTests {
  @Test func insertsAnswerAsASetDoes() {
    var generator = SystemRandomNumberGenerator()
    for capacity in [0, 1, 3, 256] {
      var pairs = SpellingPairSet(capacity: capacity)
      var set = Set<UInt64>()
      for round in 0..<20_000 {
        let key: UInt64
        switch round % 3 {
        case 0: key = UInt64.random(in: 0..<64, using: &generator) << 32 | UInt64.random(in: 0..<64, using: &generator)
        case 1: key = UInt64.random(in: 0..<4096, using: &generator) << 32 | UInt64.random(in: 0..<4096, using: &generator)
        default: key = UInt64.random(in: 0..<(UInt64.max - 1), using: &generator)
        }
        let inserted = pairs.insert(key)
        #expect(inserted == set.insert(key).inserted, "\(key) at \(round)")
      }
      // Every key held answers as held; zero (the empty slot's mark less one) and the largest key
      // allowed are keys like any other.
      for key in set {
        let inserted = pairs.insert(key)
        #expect(!inserted)
      }
      for key: UInt64 in [0, UInt64.max - 1, 1 << 32, UInt64(UInt32.max)] {
        let inserted = pairs.insert(key), again = pairs.insert(key)
        #expect(inserted == set.insert(key).inserted)
        #expect(!again)
      }
    }
  }
}
