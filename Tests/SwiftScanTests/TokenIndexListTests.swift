import Testing
@testable import SwiftScan

/// `TokenIndexList` (inline up to three indices, an array beyond) must read as the `[Int]` it
/// replaced for every count: elements in order, indices from 0, equality, `+` and description.
@Suite("token index lists: inline and spilled")
struct TokenIndexListTests {
  @Test func readsAsAnArrayForAnyCount() {
    for count in 0...7 {
      let expected = (0..<count).map { $0 * 7 + 3 }
      var appended = TokenIndexList()
      for element in expected { appended.append(element) }
      for list in [appended, TokenIndexList(expected)] {
        #expect(list.count == count && list.isEmpty == expected.isEmpty)
        #expect(Array(list) == expected)
        #expect(list.indices == expected.indices)
        #expect(list.map { $0 } == expected)
        #expect(list.first == expected.first && list.last == expected.last)
        #expect(list.description == expected.description)
        #expect(list + list == expected + expected)
        for k in expected.indices { #expect(list[k] == expected[k]) }
      }
      #expect(appended == TokenIndexList(expected))
    }
    #expect(TokenIndexList(4) == [4] && TokenIndexList(4, 9) == [4, 9])
    #expect(TokenIndexList([1, 2]) != [1, 2, 3] && TokenIndexList([1, 2, 3, 4]) != [1, 2, 3, 5])
  }

  @Test func outlineListsOfManyAttributesAndParameters() {
    let file = ScannedFile("""
      @A @B @C @D public private(set) static nonisolated final var x = 1
      let f = { a, b, c, d, e in a }
      """)
    #expect(file.errors.isEmpty)
    let variable = file.outline.variables[0]
    #expect(variable.attributes.map { file.text($0) } == ["@A", "@B", "@C", "@D"])
    #expect(variable.modifiers.map { file.text($0) } == ["public", "private", "static", "nonisolated", "final"])
    #expect(file.outline.closures[0].parameters.map { file.text($0) } == ["a", "b", "c", "d", "e"])
  }
}
