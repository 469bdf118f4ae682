import Testing
@testable import SwiftScan

/// The outline pass reads only the tokens the lexer recorded as stops (`(`, `[`, `\(`, braces,
/// their closers, `#…` and the keywords it has work for), passing over the rest; these cases sit
/// where the tokens it passes over still count: the nesting limit, closers that do not match,
/// and a `var` whose declaration a line break or `=` inside or after a group changes.
@Suite("OutlineFastPath")
struct OutlineFastPathTests {
  @Test func nestingLimitByParenthesesAndBrackets() {
    let limit = OutlineBuilder.maximumNesting
    for open in ["(", "["] {
      // The file is the first group: `limit - 1` openers fit, one more is too deep.
      let close = open == "(" ? ")" : "]"
      let fits = ScannedFile(String(repeating: open, count: limit - 1) + "x" + String(repeating: close, count: limit - 1))
      #expect(fits.errors.isEmpty)
      #expect(fits.partner(0) == fits.tokens.count - 1)
      let deep = ScannedFile(String(repeating: open, count: limit) + "x" + String(repeating: close, count: limit))
      #expect(deep.errors.count == 1)
      #expect(deep.errors.first?.offset == limit - 1)
      #expect(deep.errors.first?.message == "nesting deeper than \(limit) levels")
    }
  }

  @Test func closersThatDoNotMatch() {
    let bracket = ScannedFile("f(a]")
    #expect(bracket.errors.map(\.message) == ["unbalanced ']' does not close '(' opened at 1:2"])
    let brace = ScannedFile("[x}")
    #expect(brace.errors.map(\.message) == ["unbalanced '}' does not close '[' opened at 1:1"])
    let alone = ScannedFile("a)")
    #expect(alone.errors.map(\.message) == ["unbalanced ')' has no opening partner"])
    let interpolation = ScannedFile("let s = \"\\(a] + b)\"")
    #expect(interpolation.errors.map(\.message) == ["unbalanced ']' does not close '\\(' opened at 1:10"])
  }

  @Test func pendingVariableAroundGroups() {
    // A line break inside the initializer's parentheses does not end the declaration; the one
    // after them does, so the braces on the next line are a closure, not accessors.
    let file = ScannedFile("var a = f(1,\n2)\n{ x in x }\nvar b: Int { 1 }\n")
    #expect(file.errors.isEmpty)
    #expect(file.outline.variables.map(\.name) == ["a", "b"])
    #expect(file.outline.variables.map(\.isComputed) == [false, true])
    #expect(file.outline.braces.map(\.kind) == [.closure(0), .accessor])
    // Keywords inside parentheses declare nothing.
    let call = ScannedFile("f(if: 1, var: 2, let: 3)\nfunc g() { }\n")
    #expect(call.outline.variables.isEmpty)
    #expect(call.outline.functions.map(\.name) == ["g"])
  }
}
