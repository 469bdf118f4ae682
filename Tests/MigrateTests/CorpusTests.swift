import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// The corpus is the specification: every case is checked here, one test case per directory.
@Suite("Corpus")
struct CorpusTests {
  @Test("corpus has the cases the product promises")
  func corpusIsNotEmpty() {
    #expect(CorpusCase.all.count >= 12)
    #expect(CorpusCase.all.filter { $0.after == nil }.count >= 4, "negative cases without after.swift")
    #expect(CorpusCase.all.contains { $0.before.contains(0x0D) }, "a CRLF case")
  }

  @Test("golden: migrate(before) == after", arguments: CorpusCase.all)
  func golden(_ corpusCase: CorpusCase) {
    let result = Migrator.migrate(corpusCase.before)
    #expect(result.errors.isEmpty)
    let expected = corpusCase.after ?? corpusCase.before
    #expect(result.output == expected, "\(corpusCase.name): output differs from \(corpusCase.after == nil ? "before.swift (no change expected)" : "after.swift")\n\(UnifiedDiff.make(old: expected, new: result.output, path: corpusCase.name))")
  }

  @Test("findings match the // want comments", arguments: CorpusCase.all)
  func wants(_ corpusCase: CorpusCase) {
    let before = corpusCase.before
    let result = Migrator.migrate(before)
    let found = result.findings.map { Want(line: ScannedFile.lineColumn(ofOffset: $0.offset, in: before).line, rule: $0.ruleID) }.sorted()
    #expect(found == corpusCase.wants, "\(corpusCase.name)")
  }

  @Test("idempotent: migrate(after) changes nothing", arguments: CorpusCase.all)
  func idempotent(_ corpusCase: CorpusCase) {
    let after = corpusCase.after ?? corpusCase.before
    let again = Migrator.migrate(after)
    #expect(!again.changed, "\(corpusCase.name)\n\(UnifiedDiff.make(old: after, new: again.output, path: corpusCase.name))")
    let once = Migrator.migrateOnce(corpusCase.before).0
    #expect(!once.errors.isEmpty || Migrator.migrateOnce(once.output).0.changed == false, "one pass reaches the fixed point")
  }

  @Test("every output parses with swiftc -parse", arguments: CorpusCase.all)
  func parses(_ corpusCase: CorpusCase) throws {
    let output = Migrator.migrate(corpusCase.before).output
    let errors = try swiftParseErrors(output, name: "output.swift")
    #expect(errors == nil, "\(corpusCase.name): \(errors ?? "")")
  }

  @Test("the printed diff applies with git apply and gives the migrated bytes", arguments: CorpusCase.all.filter { $0.after != nil })
  func diffApplies(_ corpusCase: CorpusCase) throws {
    let before = corpusCase.before
    let output = Migrator.migrate(before).output
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-apply-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Sources/View Controller.swift")
    try Data(before).write(to: file)
    let patch = UnifiedDiff.make(old: before, new: output, path: "Sources/View Controller.swift")
    try Data(patch.utf8).write(to: directory.appendingPathComponent("change.patch"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "apply", "--whitespace=nowarn", "change.patch"]
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try [UInt8](Data(contentsOf: file)) == output)
  }
}
