import Dispatch
import Testing
@testable import SwiftScan

/// The outline pass keeps its group stack and brace buffers in one block per thread, from file to
/// file (`OutlineScratch`): a file with more braces than the block holds gets a larger one, a
/// file after it the same outline as on a fresh thread, and threads outlining at once each their
/// own outlines.
@Suite("outline scratch memory per thread")
struct OutlineScratchTests {
  /// A file of `count` functions, each with a closure inside (two braces each), nested `depth` deep.
  static func text(functions count: Int, depth: Int) -> String {
    var text = ""
    for k in 0..<count {
      text += "func f\(k)() { let x = [" + String(repeating: "(", count: depth) + "y" + String(repeating: ")", count: depth)
        + "].map { $0 } }\n"
    }
    return text
  }

  /// The braces and declarations of a file's outline, as one comparable value.
  static func summary(_ text: String) -> [String] {
    let file = ScannedFile(text)
    return file.errors.map(\.message)
      + file.outline.braces.map { "\($0.open)-\($0.close) \($0.kind) \($0.parent)" }
      + file.outline.functions.map { "\($0.name) \($0.brace)" }
      + file.outline.variables.map { "\($0.name) \($0.brace) \($0.declEnd)" }
  }

  @Test func filesOfEveryBraceCountInTurn() {
    // Growing and shrinking brace counts, and nesting up to and past the limit, one thread.
    let texts = [1, 300, 2, 700, 0, 5].map { Self.text(functions: $0, depth: 3) }
      + [Self.text(functions: 2, depth: 505), Self.text(functions: 2, depth: 600), Self.text(functions: 3, depth: 1)]
    let first = texts.map(Self.summary)
    #expect(first[1].filter { $0.hasSuffix("-1") || $0.contains(" function(") }.count >= 300)
    #expect(first[6].first?.hasPrefix("nesting deeper") == false)
    #expect(first[7].first == "nesting deeper than \(OutlineBuilder.maximumNesting) levels")
    // Again, in reverse: the same outlines whatever the block held before.
    #expect(texts.reversed().map(Self.summary) == first.reversed())
  }

  @Test func threadsOutlineAtOnce() {
    let texts = (0..<16).map { Self.text(functions: $0 * 40 % 300, depth: $0 % 5) }
    let expected = texts.map(Self.summary)
    // One slot per iteration, each written by its iteration only.
    let results = ScratchTestSlots(buffer: .allocate(capacity: texts.count * 4))
    defer { results.buffer.deallocate() }
    _ = results.buffer.initialize(from: repeatElement([], count: results.buffer.count))
    DispatchQueue.concurrentPerform(iterations: results.buffer.count) { k in
      results.buffer[k] = Self.summary(texts[k % texts.count])
    }
    for k in results.buffer.indices { #expect(results.buffer[k] == expected[k % texts.count], "file \(k % texts.count)") }
  }
}

/// Result slots shared by the threads of a test, each slot written by one thread.
struct ScratchTestSlots: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<[String]>
}
