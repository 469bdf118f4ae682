import Foundation
import Testing
@testable import SwiftScan

/// A variable's extent (`declEnd`, `typeTokens`, `initializerTokens`, and `isComputed` where an
/// accessor block decides it) as the outline gives it, against the single walk that made it
/// before the initializer got a walk of its own (kept here as the reference): on every Swift file
/// of the repository and on random token soups that mix annotations, `=`, `<`/`>` with commas,
/// groups, accessor blocks and line breaks in and out of block comments.
@Suite("VariableExtent")
struct VariableExtentTests {
  struct Extent: Equatable {
    var declEnd: Int
    var typeTokens: Range<Int>
    var initializerTokens: Range<Int>
    var isComputed: Bool?
  }

  /// The walk as it was: one loop for annotation, initializer and accessor block.
  static func reference(_ file: ScannedFile, nameToken: Int) -> Extent {
    let tk = file.tokens
    let src = file.bytes
    let partner = file.outline.partner
    // The test the walk shares with `statementEnd` (unchanged), on the file's buffers.
    let tokens = UnsafeMutableBufferPointer<Token>.allocate(capacity: max(tk.count, 1))
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(src.count, 1))
    defer { tokens.deallocate(); bytes.deallocate() }
    _ = tokens.initialize(from: tk)
    _ = bytes.initialize(from: src)
    // The next significant token (or -1) and whether a line break lies before it, as the walk
    // found them then.
    func nextSignificantAndBreak(after t: Int) -> (Int, Bool) {
      var k = t + 1
      var newline = false
      while k < tk.count {
        guard tk[k].kind.isTrivia else { return (k, newline) }
        if tk[k].kind == .newline || (tk[k].kind == .blockComment && src[tk[k].range].contains(0x0A)) { newline = true }
        k += 1
      }
      return (-1, newline)
    }
    func endsStatement(before next: Int, newline: Bool) -> Bool {
      statementEnds(UnsafePointer(tokens.baseAddress!), UnsafePointer(bytes.baseAddress!), before: next, newline: newline)
    }
    func text(_ t: Int) -> [UInt8] { Array(src[tk[t].range]) }
    var t = nameToken
    var typeStart = -1
    var typeEnd = -1
    var initStart = -1
    var last = t
    var angles = 0
    var isComputed: Bool? = nil
    while true {
      let (next, newline) = nextSignificantAndBreak(after: t)
      guard next >= 0 else { break }
      let kind = tk[next].kind
      if typeStart >= 0, initStart == -1, kind == .operator, text(next) != Array("->".utf8) {
        for byte in text(next) {
          if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles = max(0, angles - 1) }
        }
      }
      if angles > 0, kind == .comma { t = next; last = next; continue }
      if kind == .colon, typeStart == -1, initStart == -1 {
        typeStart = next + 1; t = next; last = next; continue
      }
      if kind == .operator, initStart == -1, text(next) == Array("=".utf8) {
        if typeStart >= 0 { typeEnd = next }
        initStart = next + 1; t = next; last = next; continue
      }
      if kind == .leftBrace, initStart == -1 {
        if typeStart >= 0, typeEnd == -1 { typeEnd = next }
        var first = next + 1
        while first < tk.count, tk[first].kind.isTrivia { first += 1 }
        let observer = first < tk.count && (text(first) == Array("willSet".utf8) || text(first) == Array("didSet".utf8))
        isComputed = !observer
        last = Int(partner[next])
        break
      }
      if endsStatement(before: next, newline: newline) { break }
      if Int(partner[next]) > next { t = Int(partner[next]); last = t; continue }
      t = next
      last = next
    }
    return Extent(
      declEnd: last,
      typeTokens: typeStart >= 0 ? typeStart..<(typeEnd >= 0 ? typeEnd : last + 1) : 0..<0,
      initializerTokens: initStart >= 0 ? initStart..<(last + 1) : 0..<0,
      isComputed: isComputed)
  }

  /// Compares every variable of a text; `isComputed` only where the walk decides it.
  static func check(_ bytes: [UInt8], _ label: String) -> Int {
    let file = ScannedFile(bytes: bytes)
    // Partners are only sound on a balanced file (the outline builder finishes declarations then).
    guard file.errors.isEmpty else { return 0 }
    for variable in file.outline.variables {
      let expected = reference(file, nameToken: variable.nameToken)
      let got = Extent(
        declEnd: variable.declEnd, typeTokens: variable.typeTokens,
        initializerTokens: variable.initializerTokens, isComputed: expected.isComputed == nil ? nil : variable.isComputed)
      #expect(got == expected, "\(label): variable \(variable.name) at token \(variable.nameToken)")
    }
    return file.outline.variables.count
  }

  @Test func repositoryFiles() throws {
    var variables = 0
    for url in RoundTripTests.repositoryFiles {
      variables += Self.check(try [UInt8](Data(contentsOf: url)), url.path)
    }
    #expect(variables > 1000)
  }

  @Test func randomSoups() {
    let pieces = [
      "var ", "let ", "var x", "let y: ", "x", "y", " ", "\n", ": ", " = ", "Store<A", ", ", "B>", "<", ">",
      ">>", "->", "{ }", "{ x }", "{ willSet { } }", "{\ndidSet { }\n}", "{ get { 1 } }", "(a, b)", "[1,\n2]",
      "(\n)", "/* a\n */", "/* b */", "// c\n", ".", "!", "&", "&&", ";", "f(1,\n2)", "\"s\\(a)\"", "1", "+",
      "? ", "struct S { var z = 1 }", "func g() { let w: [Int: Int] = [:] }",
    ]
    var generator = SplitMix64(seed: 0x5CA7_10)
    var variables = 0
    for round in 0..<4000 {
      var text = ""
      for _ in 0..<Int.random(in: 4...40, using: &generator) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      variables += Self.check(Array(text.utf8), "round \(round): \(text.debugDescription)")
    }
    #expect(variables > 1000)
  }
}
