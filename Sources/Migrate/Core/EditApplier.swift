import Foundation

/// The one place edits are applied.
///
/// Contract: edits must not overlap, except deletions, which merge (two rules may both remove a
/// blank line between them); two insertions at the same offset are applied in the order given.
/// Bytes outside every edit range are copied unchanged, in order.
public enum EditApplier {
  public struct OverlapError: Error, Equatable, CustomStringConvertible {
    public var first: Range<Int>
    public var second: Range<Int>
    public var description: String { "overlapping edits \(first) and \(second)" }
  }

  /// Edits in order, with overlapping deletions merged; throws on any other overlap.
  public static func normalized(_ edits: [Edit]) throws -> [Edit] {
    try withOrder(edits) { order in
      var sorted: [Edit] = []
      sorted.reserveCapacity(edits.count)
      for index in order {
        let edit = edits[index]
        if let last = sorted.last, last.replacement.isEmpty, edit.replacement.isEmpty, !last.range.isEmpty,
           !edit.range.isEmpty, edit.range.lowerBound <= last.range.upperBound {
          sorted[sorted.count - 1].range = last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound)
          continue
        }
        if let last = sorted.last, edit.range.lowerBound < last.range.upperBound {
          throw OverlapError(first: last.range, second: edit.range)
        }
        sorted.append(edit)
      }
      return sorted
    }
  }

  /// Calls `body` with the indices of `edits` by start, then position: indices are sorted, not
  /// the edits and their strings. (Start, position) is a total order, so every correct sort gives
  /// this one. A pass has about ten edits: they are sorted by insertion, reading the starts
  /// through a buffer, where the standard sort with a comparing closure cost some 1,200
  /// instructions per file, and in a temporary buffer (on the stack), where an array was
  /// allocated and freed per pass.
  /// (Inlined: called, it retained and released the edits array for its closures, twice per pass.)
  @inline(__always)
  static func withOrder<Result>(_ edits: [Edit], _ body: (UnsafeBufferPointer<Int>) throws -> Result) rethrows -> Result {
    let count = edits.count
    guard count <= 32 else {
      return try edits.indices.sorted { (edits[$0].range.lowerBound, $0) < (edits[$1].range.lowerBound, $1) }
        .withUnsafeBufferPointer(body)
    }
    return try withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
      _ = order.initialize(fromContentsOf: 0..<count)
      edits.withUnsafeBufferPointer { edits in
        // Each index is inserted after every earlier one whose start is not greater: equal starts
        // keep their positions' order. (Indices from `i` on are still in place.)
        for i in 0..<count {
          let start = edits[i].range.lowerBound
          var k = i
          while k > 0, edits[order[k - 1]].range.lowerBound > start {
            order[k] = order[k - 1]
            k -= 1
          }
          order[k] = i
        }
      }
      return try body(UnsafeBufferPointer(order))
    }
  }

  /// The size of `bytes` with `sorted` (edits as `normalized` returns them) applied; edits out
  /// of bounds stop the program.
  private static func appliedSize(_ sorted: [Edit], to bytes: [UInt8]) -> Int {
    var size = bytes.count
    var cursor = 0
    for edit in sorted {
      precondition(edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count, "edit out of bounds")
      size += edit.replacement.utf8.count - edit.range.count
      cursor = edit.range.upperBound
    }
    return size
  }

  public static func apply(_ edits: [Edit], to bytes: [UInt8]) throws -> [UInt8] {
    apply(sorted: try normalized(edits), to: bytes)
  }

  /// `apply` of edits `normalized` has returned (for a caller that needs them normalized too).
  static func apply(sorted: [Edit], to bytes: [UInt8]) -> [UInt8] {
    // The output's exact size, checked edit by edit as before: then the bytes are copied
    // straight into an array of that size (no growth, no per-append checks).
    let size = appliedSize(sorted, to: bytes)
    return bytes.withUnsafeBufferPointer { source in
      [UInt8](unsafeUninitializedCapacity: size) { output, initialized in
        var written = 0, cursor = 0
        func copy(_ from: UnsafeBufferPointer<UInt8>) {
          guard let base = from.baseAddress, !from.isEmpty else { return }
          (output.baseAddress! + written).initialize(from: base, count: from.count)
          written += from.count
        }
        // (Each edit's replacement read in place, by index: a copy of the edit and a mutable
        // copy of its text were retained and released per edit.)
        for k in sorted.indices {
          copy(UnsafeBufferPointer(rebasing: source[cursor..<sorted[k].range.lowerBound]))
          sorted[k].replacement.withUTF8InPlace { copy($0) }
          cursor = sorted[k].range.upperBound
        }
        copy(UnsafeBufferPointer(rebasing: source[cursor...]))
        precondition(written == size, "output size")
        initialized = written
      }
    }
  }

  /// Whether applying `sorted` (edits as `normalized` returns them) to `bytes` gives exactly
  /// `expected`: `apply(sorted, to: bytes) == expected`, compared piece by piece against
  /// `expected` without building the applied text. Edits out of bounds stop the program as
  /// `apply` does.
  static func produces(_ sorted: [Edit], from bytes: [UInt8], expected: [UInt8]) -> Bool {
    let size = appliedSize(sorted, to: bytes)
    guard size == expected.count else { return false }
    return bytes.withUnsafeBufferPointer { source in
      expected.withUnsafeBufferPointer { target in
        // The pieces add up to `size`, so each lies inside `expected` where `apply` writes it.
        var at = 0, cursor = 0
        func matches(_ piece: UnsafeBufferPointer<UInt8>) -> Bool {
          guard let base = piece.baseAddress, !piece.isEmpty else { return true }
          guard memcmp(target.baseAddress! + at, base, piece.count) == 0 else { return false }
          at += piece.count
          return true
        }
        for k in sorted.indices {
          guard matches(UnsafeBufferPointer(rebasing: source[cursor..<sorted[k].range.lowerBound])),
                sorted[k].replacement.withUTF8InPlace({ matches($0) }) else { return false }
          cursor = sorted[k].range.upperBound
        }
        return matches(UnsafeBufferPointer(rebasing: source[cursor...]))
      }
    }
  }
}
