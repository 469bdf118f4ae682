import Foundation

/// A working directory as paths are cut by it (`text`, ending in `/`), and the byte test that
/// answers `path.hasPrefix(text)` and `String(path.dropFirst(text.count))` without comparing
/// Characters, where the bytes can decide.
///
/// Why: `lint` and `migrate` cut the working directory off every file's path, and comparing and
/// cutting Characters cost some hundreds of instructions per file (`hasPrefix`, `count`).
struct WorkingDirectoryPrefix {
  let text: String
  /// The bytes of `text` when it is absolute and ASCII without `\r`: then each byte is a
  /// Character of its own (no two ASCII scalars join into one but `\r\n`), else nil.
  private let bytes: [UInt8]?

  init(_ text: String) {
    self.text = text
    let bytes = Array(text.utf8)
    self.bytes = bytes.first == UInt8(ascii: "/") && bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? bytes : nil
  }

  /// `String(path.dropFirst(text.count))` when the bytes show that `path.hasPrefix(text)`: the
  /// path's bytes start with `text`'s and end there or go on with an ASCII byte, so a Character
  /// boundary falls right after them and the path's first Characters are exactly `text`'s. Nil
  /// when only Characters can tell (a combining mark after the prefix, a Kelvin sign canonically
  /// equal to `K`, a path not below it): the caller compares Characters.
  func rest(of path: String) -> String? {
    guard let bytes else { return nil }
    var path = path
    return path.withUTF8 { utf8 in
      guard utf8.count >= bytes.count, utf8.count == bytes.count || utf8[bytes.count] < 0x80,
            bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, utf8.baseAddress!, bytes.count) == 0 }) else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: utf8[bytes.count...]), as: UTF8.self)
    }
  }
}
