import Testing
@testable import SwiftScan

/// `makeString` returns a literal for a few long names: the strings must be those the standard
/// library makes from the same bytes, for the names, for near misses of their lengths and for
/// non-ASCII text of those lengths.
@Suite("frequent long names made as literals")
struct FrequentLongNameTests {
  @Test func namesAndNearMissesEqualDecodedStrings() {
    let names = ["UIViewController", "ObservableObject", "UICollectionViewCell", "UITableViewController",
                 "ComposableArchitecture", "UINavigationController", "UICollectionViewController"]
    var inputs: [[UInt8]] = []
    for name in names {
      let bytes = Array(name.utf8)
      inputs.append(bytes)
      var last = bytes; last[last.count - 1] ^= 0x20
      inputs.append(last)
      var first = bytes; first[0] = UInt8(ascii: "X")
      inputs.append(first)
      inputs.append(Array(bytes.dropLast()))
      inputs.append(bytes + [UInt8(ascii: "s")])
      inputs.append(Array(bytes.dropLast(2)) + [0xC3, 0xA9])  // `é`: the same length, not ASCII
    }
    for bytes in inputs {
      let made = bytes.withUnsafeBufferPointer { makeString($0.baseAddress!, $0.count, readable: $0.baseAddress! + $0.count) }
      let expected = String(decoding: bytes, as: UTF8.self)
      #expect(made == expected && Array(made.utf8) == Array(expected.utf8), "\(expected)")
    }
  }

  @Test func outlineNamesAreTheSpelledOnes() {
    let file = ScannedFile("import ComposableArchitecture\nfinal class A: UIViewController, ObservableObject {}\n")
    #expect(file.errors.isEmpty)
    #expect(file.outline.imports.map(\.module) == ["ComposableArchitecture"])
    #expect(file.outline.types[0].inheritance == ["UIViewController", "ObservableObject"])
  }
}
