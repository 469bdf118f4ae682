/// Finding messages made in one allocation. A rule like `state-dead-field` reports (under a
/// file's own facts) nearly every field of every State, so its message is made per field;
/// string interpolation appends piece by piece and grows the buffer as it goes.
///
/// Contract: `join` gives exactly the string of its parts in order, as interpolation does.
enum MessageText {
  static func join(_ a: StaticString, _ b: String, _ c: StaticString, _ d: String, _ e: StaticString) -> String {
    var b = b, d = d
    return b.withUTF8 { b in
      d.withUTF8 { d in
        let count = a.utf8CodeUnitCount + b.count + c.utf8CodeUnitCount + d.count + e.utf8CodeUnitCount
        // The parts are valid UTF-8 (strings and literals), so the bytes make the same string.
        return String(unsafeUninitializedCapacity: count) { out in
          var k = 0
          func put(_ part: UnsafeBufferPointer<UInt8>) {
            guard let base = part.baseAddress, part.count > 0 else { return }
            (out.baseAddress! + k).update(from: base, count: part.count)
            k += part.count
          }
          a.withUTF8Buffer(put)
          put(b)
          c.withUTF8Buffer(put)
          put(d)
          e.withUTF8Buffer(put)
          return k
        }
      }
    }
  }
}
