import Testing
@testable import Migrate
import SwiftScan

/// A thread's lint contexts share one cache through the per-thread `LintWorkerMemo`, each file
/// in turn (`LintContext.Cache.reset()`): every file gets the findings a context of its own
/// gives, whatever files came before it on the thread.
@Suite("lint context cache reuse")
struct ContextCacheReuseTests {
  static func findings(_ result: LintFileResult) -> [String] {
    result.findings.map { "\($0.ruleID)@\($0.offset): \($0.message)" }
  }

  @Test func everyFileGetsTheFindingsOfAContextOfItsOwn() {
    // Every corpus file under its case's facts, then the same in reverse: States, views with
    // store properties, observe blocks and handlers follow each other through one memo.
    var files: [(file: ScannedFile, path: String, facts: LintFacts)] = []
    for lintCase in LintCase.all {
      let scanned = lintCase.files.map { ScannedFile(bytes: $0.bytes) }
      let facts = LintFacts(files: scanned)
      for (k, file) in scanned.enumerated() { files.append((file, lintCase.files[k].name, facts)) }
    }
    #expect(files.count > 20)
    let memo = LintWorkerMemo()
    var reported = 0
    for (file, path, facts) in files + files.reversed() {
      let shared = Linter.lint(file, path: path, facts: facts, configuration: LintConfiguration(), workerMemo: memo)
      let alone = Linter.lint(file, path: path, facts: facts, configuration: LintConfiguration())
      #expect(Self.findings(shared) == Self.findings(alone), "\(path)")
      reported += shared.findings.count
    }
    #expect(reported > 0)
  }
}
