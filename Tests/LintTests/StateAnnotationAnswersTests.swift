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
  static func found(_ source: String, declarations: String, memo: StateTypeMemo?) -> [String] {
    let file = ScannedFile(bytes: Array(source.utf8))
    let facts = LintFacts(files: [file, ScannedFile(bytes: Array(declarations.utf8))])
    let result = Linter.lint(file, path: "F.swift", facts: facts, configuration: LintConfiguration(), typeMemo: memo)
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
    let memo = StateTypeMemo()
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
}
