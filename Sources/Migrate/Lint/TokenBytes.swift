import SwiftScan

extension ScannedFile {
  /// The keyword of the outline's type declaration `k`, read from its token:
  /// `outline.types[k].keyword` is this keyword spelled (the outline spells it from this token, and
  /// nothing changes either after), so the two always agree. Comparing the enum is one load where
  /// comparing the string cost some dozens of instructions per case; every type of every file is
  /// asked.
  @inline(__always) func typeKeyword(_ k: Int) -> Keyword { tokens[outline.types[k].keywordToken].keyword }

  /// Whether the bytes at `offset` spell `word` (ASCII, lowercase) in any case: `Store`, `STORE`.
  /// A plain loop over the bytes: names in every file pass here, and a zip of sequences costs an
  /// iterator and retains per call.
  func spellsIgnoringCase(_ word: StaticString, at offset: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset >= 0, offset + count <= bytes.count else { return false }
    return word.withUTF8Buffer { word in
      var k = 0
      while k < count {
        if bytes[offset + k] | 0x20 != word[k] { return false }
        k += 1
      }
      return true
    }
  }

  /// `text(t) == String(word)` for an ASCII `word`, on bytes when the token is ASCII (two ASCII
  /// strings are equal only when their bytes are); past ASCII, as strings.
  func textIs(_ t: Int, ascii word: StaticString) -> Bool {
    let token = tokens[t]
    var k = Int(token.start)
    let end = Int(token.end)
    while k < end {
      if bytes[k] >= 0x80 { return text(t) == word.description }
      k += 1
    }
    return textEquals(t, word)
  }
}

extension Array where Element == String {
  /// `contains(String(word))` for an ASCII `word`, on bytes for ASCII names: an ASCII string
  /// equals exactly the strings of its own bytes, so an ASCII name of other bytes is not equal
  /// (no hashing, no Unicode comparison); a name past ASCII is compared as strings (a Kelvin
  /// sign equals `K`). Declarations' inheritance lists of every file pass here.
  ///
  /// A name of another length in UTF-8 than `word` is not equal when `word` holds none of `K`,
  /// `;` and `` ` ``, and is then told apart by its length alone: a string equals an ASCII one
  /// only if its normal form is that one, and the only non-ASCII characters whose normal forms
  /// are ASCII are the Kelvin sign, the Greek question mark and varia (`K`, `;`, `` ` ``), as
  /// `ReducerStates.isReducerDeclaration` also relies on.
  ///
  /// Inlined: whether `word` holds any of those three is then worked out where the word is a
  /// literal, at compile time, not by a scan of it per call (every declaration's list passes).
  @inline(__always)
  func containsASCII(_ word: StaticString) -> Bool {
    guard !isEmpty else { return false }
    let byLength = word.withUTF8Buffer { word in
      !word.contains { $0 == UInt8(ascii: "K") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "`") }
    }
    let length = word.utf8CodeUnitCount
    return contains { name in
      if byLength && name.utf8.count != length { return false }
      let answer: Bool? = name.utf8.withContiguousStorageIfAvailable { bytes in
        word.withUTF8Buffer { word in
          var ascii = true
          for byte in bytes where byte >= 0x80 { ascii = false; break }
          guard ascii else { return nil }
          guard bytes.count == word.count else { return false }
          for k in 0..<bytes.count where bytes[k] != word[k] { return false }
          return true
        }
      } ?? nil
      return answer ?? (name == word.description)
    }
  }
}

extension String {
  /// `hasSuffix(String(word))` for an ASCII `word`, on bytes when this string is ASCII (its
  /// characters are then its bytes); past ASCII, by `hasSuffix`. Every declaration's name of
  /// every file passes here.
  /// Inlined, as `containsASCII`: the literal word's length and bytes fold where it is called.
  @inline(__always)
  func hasASCIISuffix(_ word: StaticString) -> Bool {
    let answer: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
      word.withUTF8Buffer { word in
        for byte in bytes where byte >= 0x80 { return nil }
        guard bytes.count >= word.count else { return false }
        let offset = bytes.count - word.count
        for k in 0..<word.count where bytes[offset + k] != word[k] { return false }
        return true
      }
    } ?? nil
    return answer ?? hasSuffix(word.description)
  }

  /// `utf8.contains(byte)`, searching the bytes in place (the generic search walks the view
  /// with an iterator, and `withContiguousStorageIfAvailable` wraps its answer in an optional).
  func containsByte(_ byte: UInt8) -> Bool {
    withUTF8InPlace { bytes in
      for b in bytes where b == byte { return true }
      return false
    }
  }
}
