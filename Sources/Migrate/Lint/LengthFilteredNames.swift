/// A set of ASCII names that rules out most candidates by their length before hashing them: the
/// State rules look every name written in every State field up in such sets.
///
/// Contract: `contains` answers as `Set<String>.contains` does. An ASCII string equals (as
/// strings, by canonical equivalence) only the string of its own bytes, so an ASCII candidate
/// whose length no name has is not in the set; any other candidate is looked up.
struct LengthFilteredNames: Sendable {
  let names: Set<String>
  /// Bit `n` set when some name is `n` bytes long (every name is shorter than 64 bytes).
  private let lengths: UInt64

  init(_ names: Set<String>) {
    precondition(names.allSatisfy { $0.utf8.count < 64 && $0.utf8.allSatisfy { $0 < 0x80 } }, "names must be short ASCII")
    self.names = names
    lengths = names.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }
  }

  func contains(_ name: String) -> Bool {
    let count = name.utf8.count
    if count >= 64 || lengths & (1 << UInt64(count)) == 0, name.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return names.contains(name)
  }
}
