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

  @Test func withoutOutlineTheColumnsAreEmpty() {
    let file = ScannedFile(bytes: Array("f(a) { b }".utf8), outline: false)
    #expect(file.errors.isEmpty)
    #expect(file.outline.partner.isEmpty && file.outline.braceOf.isEmpty && file.outline.branchOf.isEmpty)
    #expect(file.partner(1) == nil)
  }
}
