/// Texts the migration rules build for findings and edits, joined end to end in one allocation.
///
/// Contract: `joined(a, b, c)` equals `a + b + c` (and the interpolation `"\(a)\(b)\(c)"`): the
/// same Unicode scalars, so the same UTF-8 bytes (joining strings never normalizes). A message
/// interpolated piece by piece grows its storage several times; here the size is known first.
enum MigrationText {
  @inline(__always)
  private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
    // (Read in place: a mutable copy for `withUTF8` retained and released each of the six texts.)
    text.withUTF8InPlace { utf8 in
      guard let base = utf8.baseAddress, !utf8.isEmpty else { return }
      (buffer.baseAddress! + offset).initialize(from: base, count: utf8.count)
      offset += utf8.count
    }
  }

  /// (Written into a temporary buffer, on the stack for the usual message, and decoded from
  /// there once: writing into the string's own storage through
  /// `String(unsafeUninitializedCapacity:initializingUTF8With:)` cost a closure call, an update
  /// of its count and flags and a validation more, as `PublisherSubscription.findingMessage`
  /// found. The texts' bytes are valid UTF-8: decoding them gives them back.)
  static func joined(_ a: String, _ b: String, _ c: String, _ d: String = "", _ e: String = "", _ f: String = "") -> String {
    let count = a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
      var offset = 0
      copy(a, into: buffer, at: &offset)
      copy(b, into: buffer, at: &offset)
      copy(c, into: buffer, at: &offset)
      copy(d, into: buffer, at: &offset)
      copy(e, into: buffer, at: &offset)
      copy(f, into: buffer, at: &offset)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<offset]), as: UTF8.self)
    }
  }
}
