import Testing
@testable import SwiftScan

/// The outline's per-token tables share one array (`Outline.table`): each column must read as
/// its own array did (one entry per token, indexed from 0), and a file scanned without outline
/// has empty columns and no partners.
@Suite("outline tables in one array")
struct OutlineTableTests {
  @Test func columnsCoverEveryTokenAndAgreeWithTheAccessors() {
    let file = ScannedFile("struct A {\n  #if X\n  var b = f(1, [2])\n  #endif\n}\n")
    #expect(file.errors.isEmpty)
    let n = file.tokens.count
    #expect(file.outline.partner.count == n && file.outline.braceOf.count == n && file.outline.branchOf.count == n)
    #expect(Array(file.outline.partner.indices) == Array(0..<n))
    for t in 0..<n {
      let p = file.outline.partner[t]
      #expect(file.partner(t) == (p >= 0 ? Int(p) : nil))
      if p >= 0 { #expect(file.outline.partner[Int(p)] == Int32(t)) }
      #expect(file.brace(of: t) == Int(file.outline.braceOf[t]))
    }
    let b = file.tokens.indices.first { file.text($0) == "b" }!
    #expect(file.outline.braceOf[b] == 0 && file.outline.branchOf[b] == 1)
    #expect(file.outline.braceOf.first == -1 && file.outline.branchOf.last == 0)
  }

  /// A file without `#if` leaves `branchOf`'s part of the table unwritten: its column must still
  /// read 0 for every token.
  @Test func withoutIfEveryTokenIsInBranchZero() {
    let file = ScannedFile("struct A {\n  var b = f(1, [2]) { c in c }\n}\nlet d = 1\n")
    #expect(file.errors.isEmpty)
    #expect(file.outline.branchOf.count == file.tokens.count)
    #expect(file.outline.branchOf.allSatisfy { $0 == 0 })
  }

  /// `branchOf` is written from the first `#if` on: the tokens before it are in branch 0 too.
  @Test func tokensBeforeTheFirstIfAreInBranchZero() {
    let file = ScannedFile("let a = 1\nlet c = 2\n#if X\nlet b = 1\n#else\nlet d = 2\n#endif\nlet e = 3\n")
    #expect(file.errors.isEmpty)
    func branch(_ name: String) -> Int32 { file.outline.branchOf[file.tokens.indices.first { file.text($0) == name }!] }
    #expect(branch("a") == 0 && branch("c") == 0 && branch("b") == 1 && branch("d") == 2 && branch("e") == 0)
    #expect(file.outline.branchOf.first == 0 && file.outline.branchOf.last == 0)
  }

  /// A walk stopped at an error leaves the tokens after it in branch 0, whether or not an `#if`
  /// came before it.
  @Test func afterAnErrorTokensAreInBranchZero() {
    let early = ScannedFile("let a = 1\n#endif\nlet b = 2\n#if X\nlet c = 3\n#endif\n")
    #expect(!early.errors.isEmpty)
    #expect(early.outline.branchOf.allSatisfy { $0 == 0 })
    let late = ScannedFile("#if X\nlet a = 1\n}\nlet b = 2\n#endif\n")
    #expect(!late.errors.isEmpty)
    let a = late.tokens.indices.first { late.text($0) == "a" }!
    let b = late.tokens.indices.first { late.text($0) == "b" }!
    #expect(late.outline.branchOf[a] == 1 && late.outline.branchOf[b] == 0)
  }

  @Test func withoutOutlineTheColumnsAreEmpty() {
    let file = ScannedFile(bytes: Array("f(a) { b }".utf8), outline: false)
    #expect(file.errors.isEmpty)
    #expect(file.outline.partner.isEmpty && file.outline.braceOf.isEmpty && file.outline.branchOf.isEmpty)
    #expect(file.partner(1) == nil)
  }
}
