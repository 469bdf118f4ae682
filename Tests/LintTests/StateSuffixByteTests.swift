import Testing
@testable import Migrate

/// `collectReads` rules out a type name ending in any byte but `e` before asking whether it ends
/// with `State`: no such name does, as a string either (no other character is canonically `e`,
/// and `e` with a combining mark after it is another character).
@Suite("State suffix by last byte")
struct StateSuffixByteTests {
  static let names = [
    "State", "FeatureState", "Feature.State", "Stat", "state", "STATE", "Statee", "StatE", "", "e", "é",
    "Stat\u{E9}", "Stat\u{65}\u{301}", "Feature\u{212A}State", "ÜberState", "ÜberStat", "State\u{301}", "State\u{200D}",
    "Sta\u{74}e", "StateΩ", "Ω", "State ", "Statee\u{301}",
  ]

  @Test func lastByteRulesOutOnlyNamesNotEndingWithState() {
    var pool = Self.names
    // Every character a name may end with: each scalar below 0x3000, alone and after `Stat`.
    for scalar in (0..<0x3000).compactMap(Unicode.Scalar.init) {
      pool.append("Stat" + String(Character(scalar)))
      pool.append("State" + String(Character(scalar)))
    }
    for name in pool {
      let byByte = name.utf8.last == UInt8(ascii: "e") && name.hasASCIISuffix("State")
      #expect(byByte == name.hasSuffix("State"), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
