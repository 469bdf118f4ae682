import Testing
@testable import Migrate

/// `ShortMap` answers as a dictionary, in its list and after it turned into a table.
@Suite("short maps")
struct ShortMapTests {
  @Test(arguments: [0, 1, 8, 9, 40])
  func answersAsADictionary(keys: Int) {
    var map = ShortMap<String, Int>()
    var dictionary: [String: Int] = [:]
    for k in 0..<keys {
      let key = "name\(k % 7)-\(k)"
      #expect(map[key] == nil)
      map.insertNew(key, k)
      dictionary[key] = k
    }
    for k in 0..<(keys + 5) {
      let key = "name\(k % 7)-\(k)"
      #expect(map[key] == dictionary[key], "\(key)")
    }
  }
}
