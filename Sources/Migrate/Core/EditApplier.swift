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
    var sorted: [Edit] = []
    sorted.reserveCapacity(edits.count)
    // The order sorts indices (by start, then position), not the edits and their strings.
    let order = edits.indices.sorted { (edits[$0].range.lowerBound, $0) < (edits[$1].range.lowerBound, $1) }
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

  public static func apply(_ edits: [Edit], to bytes: [UInt8]) throws -> [UInt8] {
    let sorted = try normalized(edits)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
    var cursor = 0
    for edit in sorted {
      precondition(edit.range.lowerBound >= cursor && edit.range.upperBound <= bytes.count, "edit out of bounds")
      output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
      output.appendUTF8(edit.replacement)
      cursor = edit.range.upperBound
    }
    output.append(contentsOf: bytes[cursor...])
    return output
  }
}
