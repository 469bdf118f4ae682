/// An array of `count` elements of a trivial type, left for the caller to write, every one
/// before any is read (through `withUnsafeMutableBufferPointer`).
///
/// Why not `Array(unsafeUninitializedCapacity:initializingWith:)`: that allocates through
/// unspecialized code in the standard library, which looks up the storage's type metadata on
/// every call (about 900 instructions for a table of the outline); and not `Array(repeating:
/// count:)` or an appended `repeatElement`: those fill it first. Here `append(contentsOf:)`
/// allocates through specialized code, and the sequence appended writes nothing: it reports
/// `count` elements in the space reserved for them, whose bits are the elements until the caller
/// writes them (a trivial type has nothing to initialize or destroy).
@inline(__always)
func uninitializedArray<Element: BitwiseCopyable>(count: Int) -> [Element] {
  var array: [Element] = []
  array.append(contentsOf: UnwrittenElements<Element>(count: count))
  return array
}


/// The sequence `uninitializedArray` appends: `count` elements by `underestimatedCount` (so
/// `append(contentsOf:)` reserves room for them), none to iterate, and none written.
private struct UnwrittenElements<Element: BitwiseCopyable>: Sequence {
  let count: Int

  var underestimatedCount: Int { count }

  func makeIterator() -> EmptyCollection<Element>.Iterator { EmptyCollection<Element>.Iterator() }

  func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Element>) -> (EmptyCollection<Element>.Iterator, Int) {
    // `append(contentsOf:)` offers at least `underestimatedCount` elements of room.
    precondition(buffer.count >= count)
    return (EmptyCollection<Element>.Iterator(), count)
  }
}
