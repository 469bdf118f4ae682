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
    let files = corpusCase.files
    let results = Migrator.migrate(files: files.map(\.input))
    for (file, result) in zip(files, results) {
      #expect(result.errors.isEmpty, "\(corpusCase.name)/\(file.name)")
      let matches = result.output == file.expected
      #expect(matches, "\(corpusCase.name)/\(file.name): output differs from the expected file\n\(UnifiedDiff.make(old: file.expected, new: result.output, path: file.name))")
    }
  }

  @Test("findings match the // want comments", arguments: CorpusCase.all)
  func wants(_ corpusCase: CorpusCase) {
    let files = corpusCase.files
    for (file, result) in zip(files, Migrator.migrate(files: files.map(\.input))) {
      let found = result.findings.map { Want(line: ScannedFile.lineColumn(ofOffset: $0.offset, in: file.input).line, rule: $0.ruleID) }.sorted()
      #expect(found == CorpusCase.wants(in: file.input), "\(corpusCase.name)/\(file.name)")
    }
  }

  @Test("idempotent: migrate(after) changes nothing", arguments: CorpusCase.all)
  func idempotent(_ corpusCase: CorpusCase) {
    let expected = corpusCase.files.map(\.expected)
    for (after, again) in zip(expected, Migrator.migrate(files: expected)) {
      let unchanged = !again.changed
      #expect(unchanged, "\(corpusCase.name)\n\(UnifiedDiff.make(old: after, new: again.output, path: corpusCase.name))")
    }
    let once = Migrator.migrateOnce(corpusCase.before, environment: MigrationEnvironment.survey(corpusCase.files.map(\.input))).0
    #expect(!once.errors.isEmpty || Migrator.migrateOnce(once.output, environment: MigrationEnvironment.survey(expected)).0.changed == false,
            "one pass reaches the fixed point")
  }

  @Test("every output parses with swiftc -parse", arguments: CorpusCase.all)
  func parses(_ corpusCase: CorpusCase) throws {
    for (file, result) in zip(corpusCase.files, Migrator.migrate(files: corpusCase.files.map(\.input))) {
      let errors = try swiftParseErrors(result.output, name: file.name)
      #expect(errors == nil, "\(corpusCase.name)/\(file.name): \(errors ?? "")")
    }
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
