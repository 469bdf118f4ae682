import Testing
@testable import SwiftScan

/// `makeString` builds short ASCII strings from their bits: they must be the very strings the
/// standard library makes (same bits, so equal, hashed and compared alike), for every length,
/// every ASCII byte, both load paths (16 bytes readable or fewer); text that is not ASCII or
/// not short must still decode as before.
@Suite("short strings made from bytes")
struct MakeStringTests {
  private func bits(_ string: String) -> [UInt64] {
    let pair = unsafeBitCast(string, to: (UInt64, UInt64).self)
    return [pair.0, pair.1]
  }

  private func made(_ bytes: [UInt8], at offset: Int, count: Int, padding: Int) -> String {
    // `padding` bytes after the text are readable: below 16 - count the bytes are loaded one at
    // a time.
    let buffer = bytes + [UInt8](repeating: 0xFF, count: padding)
    return buffer.withUnsafeBufferPointer { makeString($0.baseAddress! + offset, count, readable: $0.baseAddress! + offset + count + padding) }
  }

  @Test func everyLengthAndEveryASCIIByte() {
    for count in 1...15 {
      for byte in UInt8(0)...UInt8(127) {
        for position in 0..<count {
          var text = Array("abcdefghijklmno".utf8.prefix(count))
          text[position] = byte
          let expected = String(decoding: text, as: UTF8.self)
          for padding in [0, 1, 16] {
            let string = made(text, at: 0, count: count, padding: padding)
            #expect(string == expected)
            #expect(bits(string) == bits(expected), "count \(count) byte \(byte) at \(position) padding \(padding)")
          }
        }
      }
    }
  }

  @Test func bytesAroundTheTextAreNotRead() {
    // Neighbours that are not ASCII must not leak in or turn the fast path off.
    let buffer: [UInt8] = [0xC3, 0xA9] + Array("name".utf8) + [0xC3, 0xA9] + [UInt8](repeating: 0xFF, count: 20)
    let string = buffer.withUnsafeBufferPointer { makeString($0.baseAddress! + 2, 4, readable: $0.baseAddress! + $0.count) }
    #expect(bits(string) == bits(String(decoding: Array("name".utf8), as: UTF8.self)))
  }

  @Test func otherTextDecodesAsBefore() {
    let samples: [[UInt8]] = [
      Array("é".utf8), Array("caf\u{E9}".utf8), Array("\u{212A}elvin".utf8), Array("🙂x".utf8),
      Array("a_name_longer_than_15".utf8), [0xFF], [0x61, 0xC3], Array("sixteen_bytes_ab".utf8),
    ]
    for text in samples {
      let expected = String(decoding: text, as: UTF8.self)
      for padding in [0, 16] {
        let string = made(text, at: 0, count: text.count, padding: padding)
        // The initializers' path, as before (whose strings may differ in flags, not in text).
        #expect(string == expected)
        #expect(Array(string.utf8) == Array(expected.utf8))
      }
    }
    // The Kelvin sign keeps its bytes (not ASCII: the initializer's path).
    let kelvin = made(Array("\u{212A}".utf8), at: 0, count: 3, padding: 0)
    #expect(Array(kelvin.utf8) == Array("\u{212A}".utf8))
  }
}
