import Testing
@testable import Migrate
import SwiftScan

/// The State rules answer an annotation's questions about the tree (`isClass`, `isClosureAlias`)
/// once per file, in the per-thread type memo: files that share the memo but not the facts get
/// their own answers, and every field so annotated in a file gets the answer of the first.
@Suite("State annotation answers")
struct StateAnnotationAnswersTests {
  static func state(_ fields: [String]) -> String {
    let body = fields.map { "    var \($0)" }.joined(separator: "\n")
    return "@Reducer\nstruct Feature {\n  struct State {\n\(body)\n  }\n}\n"
  }

  /// (rule, offset) of every finding of the three rules that read the memo's per-file answers.
  static func found(_ source: String, declarations: String, memo: LintWorkerMemo?) -> [String] {
    let file = ScannedFile(bytes: Array(source.utf8))
    let facts = LintFacts(files: [file, ScannedFile(bytes: Array(declarations.utf8))])
    let result = Linter.lint(file, path: "F.swift", facts: facts, configuration: LintConfiguration(), workerMemo: memo)
    let rules: Set<String> = ["state-reference-type", "state-closure", "state-identified-array"]
    return result.findings.filter { rules.contains($0.ruleID) }.map { "\($0.ruleID)@\($0.offset): \($0.message)" }
  }

  @Test func filesSharingTheMemoGetTheirOwnAnswers() {
    let source = Self.state(["a: Cache", "b: Int", "c: Cache", "d: Handler", "e: [Row]", "f: Handler?", "g: [Row]", "h: Cache"])
    let trees = [
      "final class Cache {}\ntypealias Handler = () -> Void\nstruct Row: Identifiable { let id: Int }\n",
      "struct Cache {}\nstruct Handler {}\nstruct Row { let id: Int }\n",
      "actor Cache {}\nstruct Handler {}\nstruct Row: Identifiable { let id: Int }\n",
      "",
    ]
    let memo = LintWorkerMemo()
    // Each tree in turn, then again in reverse, through one memo: each file's findings are
    // those of a memo of its own.
    for declarations in trees + trees.reversed() {
      let shared = Self.found(source, declarations: declarations, memo: memo)
      let alone = Self.found(source, declarations: declarations, memo: nil)
      #expect(shared == alone, "\(declarations)")
    }
    // The class tree reports every field annotated `Cache`, the alias tree every `Handler`.
    let classes = Self.found(source, declarations: trees[0], memo: memo)
    #expect(classes.filter { $0.hasPrefix("state-reference-type") }.count == 3)
    #expect(classes.filter { $0.hasPrefix("state-closure") }.count == 2)
    #expect(classes.filter { $0.hasPrefix("state-identified-array") }.count == 2)
    #expect(Self.found(source, declarations: trees[1], memo: memo).isEmpty)
  }

  /// The memo finds a recent annotation by comparing a field's tokens with its key in place:
  /// two annotations share an entry exactly when their significant tokens have the same kinds
  /// and texts, however the bytes split into tokens (equal sizes, other splits), in any order.
  @Test func recentKeysFindTheSameEntries() {
    let annotations = ["Abcdefg", "A.B", "A . B", "AB.C", "Ab.Cd", "Abcdefghi", "Abc?", "Ab?", "[Ab]", "Int", "Int?", "Int", "I.nt", "A.B"]
    let source = Self.state(annotations.enumerated().map { "f\($0.offset): \($0.element)" })
    let file = ScannedFile(bytes: Array(source.utf8))
    let fields = LintFacts(files: [file]).states(in: file)[0].fields
    #expect(fields.count == annotations.count)
    func key(_ range: Range<Int>) -> [String] {
      range.filter { !file.tokens[$0].kind.isTrivia }.map { "\(file.tokens[$0].kind.rawValue):\(file.text($0))" }
    }
    let memo = LintWorkerMemo()
    for order in [Array(fields.indices), fields.indices.reversed(), Array(fields.indices)] {
      memo.startFile()
      var ids = Array(repeating: -1, count: fields.count)
      for f in order { ids[f] = memo.entry(fields[f].typeTokens, in: file) }
      for f in fields.indices {
        #expect(memo.entries[ids[f]].joined == TypeText.joined(fields[f].typeTokens, in: file))
        for g in fields.indices {
          #expect((ids[f] == ids[g]) == (key(fields[f].typeTokens) == key(fields[g].typeTokens)), "\(annotations[f]) \(annotations[g])")
        }
      }
    }
  }
}
