import Testing
@testable import SwiftScan

/// Closure signatures (capture list, parameters, `in`) as the outline reads them once its walk is
/// over: nested closures (the inner one closed first), capture lists, parameter clauses,
/// attributes, closures without a signature, and files whose walk stops at an error (a closure
/// closed before the error keeps its signature, one still open has none).
@Suite("closure signatures")
struct ClosureSignatureTests {
  static func parameters(_ file: ScannedFile, _ c: Int) -> [String] {
    file.outline.closures[c].parameters.map { file.text($0) }
  }

  @Test func nestedCapturedAndDecorated() {
    let file = ScannedFile("""
      let a = items.map { [weak self] item in
        item.values.reduce(0) { (sum: Int, value) in sum + value }
      }
      let b = { @MainActor in run() }
      let c = { $0 + 1 }
      """)
    #expect(file.errors.isEmpty)
    let closures = file.outline.closures
    #expect(closures.count == 4)
    #expect(closures[0].captureList >= 0 && file.text(closures[0].captureList) == "[")
    #expect(Self.parameters(file, 0) == ["item"] && file.text(closures[0].inToken) == "in")
    #expect(closures[1].captureList == -1 && Self.parameters(file, 1) == ["sum", "value"])
    #expect(closures[2].inToken >= 0 && closures[2].parameters.isEmpty)
    #expect(closures[3].inToken == -1 && closures[3].captureList == -1 && closures[3].parameters.isEmpty)
    #expect(closures.map(\.brace) == file.outline.braces.indices.filter {
      if case .closure = file.outline.braces[$0].kind { return true } else { return false }
    })
  }

  @Test func closuresAroundAnError() {
    let unclosed = ScannedFile("let f = { a in a }\nlet g = { b in b\n")
    #expect(!unclosed.errors.isEmpty && unclosed.outline.closures.count == 2)
    #expect(Self.parameters(unclosed, 0) == ["a"])
    #expect(unclosed.outline.closures[1].inToken == -1 && unclosed.outline.closures[1].parameters.isEmpty)

    let mismatched = ScannedFile("let f = { a, b in a }\nlet h = { x in ( }\n")
    #expect(!mismatched.errors.isEmpty && mismatched.outline.closures.count == 2)
    #expect(Self.parameters(mismatched, 0) == ["a", "b"])
    #expect(mismatched.outline.closures[1].inToken == -1)
  }
}
