/// Byte ranges a rewrite claims, asked whether an offset lies in one of them: merged and sorted
/// once, then each question is a binary search. (A file asks once per reference of its view
/// stores and cancellables; searching the list each time made a file with thousands of chains
/// quadratic.)
struct ClaimedRanges {
  /// Disjoint, sorted by start.
  private let ranges: [Range<Int>]

  /// Merges `ranges` in place: a caller that hands its array over (`consume`) has it merged
  /// without a copy (a copy of a shared array was allocated and filled per pass).
  init(_ ranges: consuming [Range<Int>]) {
    SourceText.merge(&ranges)
    self.ranges = ranges
  }

  /// Calls `body` with each maximal stretch of `range` no claimed range covers, in order, until
  /// it returns true; returns whether it did.
  func firstUnclaimed(in range: Range<Int>, where body: (Range<Int>) -> Bool) -> Bool {
    // The first range ending after `range` starts.
    var low = 0, high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var start = range.lowerBound
    while start < range.upperBound {
      guard low < ranges.count else { return body(start..<range.upperBound) }
      let claim = ranges[low]
      low += 1
      // (An empty range claims no offset, and does not split a stretch.)
      if claim.isEmpty { continue }
      let end = min(claim.lowerBound, range.upperBound)
      if start < end, body(start..<end) { return true }
      start = max(start, claim.upperBound)
    }
    return false
  }

  func contains(_ offset: Int) -> Bool {
    // The last range starting at or before `offset`.
    var low = 0, high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].lowerBound <= offset { low = mid + 1 } else { high = mid }
    }
    return low > 0 && ranges[low - 1].contains(offset)
  }
}
