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
