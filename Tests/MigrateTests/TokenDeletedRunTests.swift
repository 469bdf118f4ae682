import Testing
@testable import Migrate
import SwiftScan

/// A run of tokens deleted as one substitution renders as the same tokens each set to the empty
/// text.
@Suite("token deleted runs")
struct TokenDeletedRunTests {
  @Test func deletedRunRendersAsEachTokenDeleted() {
    let source = "{ value in self?.label.text = \"\\(value)\"; self.other = value; f(self?.x) }"
    let file = ScannedFile(bytes: Array(source.utf8))
    let first = 1, last = file.tokens.count - 2
    // Every `self` followed at once by `?.` or `.`: the runs `walk` deletes.
    var runs: [ClosedRange<Int>] = []
    for t in first...last where file.isIdentifier(t, "self") {
      if file.textEquals(t + 1, "?" as StaticString) { runs.append(t...(t + 2)) } else { runs.append(t...(t + 1)) }
    }
    #expect(runs.count == 3)
    let value = (first...last).first { file.textEquals($0, "value" as StaticString) && $0 > runs[0].upperBound }!
    var each = TokenSubstitutions()
    var joined = TokenSubstitutions()
    for run in runs {
      for t in run { each[t] = "" }
      joined.delete(run.lowerBound, through: run.upperBound)
    }
    // A token after the runs, and one replaced between them (set out of order).
    each[last] = "g"
    joined[last] = "g"
    each[value] = "store.x"
    joined[value] = "store.x"
    let expected = each.render(first, last, in: file)
    #expect(joined.render(first, last, in: file) == expected)
    #expect(joined.withRendered(first, last, in: file) { Array($0) } == expected)
    var text = ChainRewriteText()
    defer { text.deallocate() }
    let rendered = joined.render(first, last, in: file, into: &text)
    #expect(Array(text.bytes(in: rendered)) == expected)
    // Rendering part of the tokens, ending after a run.
    let upTo = runs[1].upperBound
    #expect(joined.render(first, upTo, in: file) == each.render(first, upTo, in: file))
    // The run's first token reads as deleted; the others are not entries of their own.
    #expect(joined[runs[0].lowerBound] == "")
    #expect(joined[runs[0].lowerBound + 1] == nil)
  }
}
