/// Strings joined in one allocation. A rule like `state-dead-field` reports (under a file's own
/// facts) nearly every field of every State, so its message is made per field; and every nested
/// declaration of every file gets its qualified name (`Feature.State`,
/// `ReducerStates.qualifiedNames`). String interpolation and `+` append piece by piece and grow
/// the buffer as they go.
///
/// Contract: `join` gives exactly the string of its parts in order, as interpolation does.
enum MessageText {
  static func join(_ a: String, _ b: String, _ c: String, _ d: String = "", _ e: String = "") -> String {
    // Read in place: copied into `var`s for `withUTF8`, each part was retained and released.
    return a.withUTF8InPlace { a in
      b.withUTF8InPlace { b in
        c.withUTF8InPlace { c in
          d.withUTF8InPlace { d in
            e.withUTF8InPlace { e in
              let count = a.count + b.count + c.count + d.count + e.count
              // The parts are valid UTF-8 (strings), so their bytes in order make the same string.
              return String(unsafeUninitializedCapacity: count) { out in
                var k = 0
                @inline(__always) func put(_ part: UnsafeBufferPointer<UInt8>) {
                  guard let base = part.baseAddress, part.count > 0 else { return }
                  (out.baseAddress! + k).update(from: base, count: part.count)
                  k += part.count
                }
                put(a)
                put(b)
                put(c)
                put(d)
                put(e)
                return k
              }
            }
          }
        }
      }
    }
  }
}
