extension String {
  /// `withUTF8(body)` without a mutable copy of the string: its UTF-8 bytes in place when they are
  /// contiguous (native and small strings, all that lint's names are), through `withUTF8` of a
  /// copy otherwise. The same bytes either way. Names asked, declared and read pass here: a copy
  /// made mutable cost some dozens of instructions per name.
  @inline(__always)
  func withUTF8InPlace<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }
}
