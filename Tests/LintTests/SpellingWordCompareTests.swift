import Testing
@testable import Migrate

/// `SpellingTable` hashes and compares spellings a word at a time, the last partial word as
/// overlapping loads: it must answer as comparing byte by byte, at every length and offset (the
/// loads unaligned), and number spellings that differ in any one byte, or only in length, apart.
@Suite("spelling table word compares")
struct SpellingWordCompareTests {
  @Test func equalAnswersAsByteByByte() {
    // Two buffers holding the same bytes at different offsets, so loads are unaligned differently.
    let pattern = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let a = pattern + pattern, b = [0, 0, 0] + pattern + pattern
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for length in 0...40 {
          for start in 0..<8 {
            let pa = a.baseAddress! + start, pb = b.baseAddress! + 3 + start
            #expect(SpellingTable.equal(pa, pb, length), "equal, length \(length)")
            // Every single byte differing, at every position, is seen.
            var changed = Array(UnsafeBufferPointer(start: pb, count: length))
            for k in 0..<length {
              changed[k] ^= 0x20
              changed.withUnsafeBufferPointer { #expect(!SpellingTable.equal(pa, $0.baseAddress!, length), "byte \(k) of \(length)") }
              changed[k] ^= 0x20
            }
          }
        }
      }
    }
  }

  @Test func internTellsEveryOneByteChangeAndLengthApart() {
    var table = SpellingTable()
    var seen: [[UInt8]: Int] = [:]
    var words: [[UInt8]] = [[], [0], [0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]
    for length in 1...24 {
      let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      words.append(base)
      for k in 0..<length {
        var changed = base
        changed[k] = UInt8(ascii: "Z")
        words.append(changed)
      }
    }
    for word in words + words.reversed() {
      // The same bytes at an odd offset of a longer buffer intern to the same number.
      let padded = [7] + word + [9]
      let id = padded.withUnsafeBufferPointer { table.intern($0, 1..<(1 + word.count)) }
      if let known = seen[word] { #expect(id == known) } else {
        #expect(id == seen.count, "numbered in the order first seen")
        seen[word] = id
      }
      #expect(table.number(of: String(decoding: word, as: UTF8.self)) == id, "found again by its string")
    }
    #expect(table.count == seen.count)
  }
}
