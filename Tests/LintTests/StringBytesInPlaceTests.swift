import Foundation
import Testing
@testable import Migrate

/// `String.withUTF8InPlace` hands the body the string's UTF-8 bytes, as `withUTF8` does, for
/// small and native strings, ASCII or not, substrings made strings, and bridged ones.
@Suite("string bytes in place")
struct StringBytesInPlaceTests {
  @Test func sameBytesAsWithUTF8() {
    var strings = ["", "a", "State", "FeatureViewController", "\u{212A}elvin", "é", "e\u{301}", "日本語のState",
                   String(repeating: "long name ", count: 20), String("Feature.State".split(separator: ".").last!),
                   NSString(string: "bridged \u{1F600} name").description, "\r\n"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 0..<40, using: &generator)
      strings.append(String((0..<count).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20..<0x7F, using: &generator))) }))
      strings.append(String((0..<count).compactMap { _ in Unicode.Scalar(UInt32.random(in: 0x20..<0x3000, using: &generator)).map(Character.init) }))
    }
    for string in strings {
      var copy = string
      #expect(string.withUTF8InPlace { Array($0) } == copy.withUTF8 { Array($0) }, "\(string)")
      #expect(string.withUTF8InPlace { Array($0) } == Array(string.utf8))
    }
  }
}
