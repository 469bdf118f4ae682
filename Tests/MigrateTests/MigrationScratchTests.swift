import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// The storage a thread's migration passes keep from file to file (`MigrationScratch`) must not
/// change any answer: a file migrates, and reports its findings, alike after any other file.
@Suite("migration scratch kept from file to file")
struct MigrationScratchTests {
  /// Every corpus file, migrated on the same thread right after another one (the one before it,
  /// and the largest: the scratch then holds that file's text, observe block buffer,
  /// substitutions, tokens and window), gives what it gave first.
  @Test func aFileMigratesAlikeAfterAnother() {
    let inputs = CorpusCase.all.map(\.before)
    #expect(inputs.count > 1)
    let largest = inputs.indices.max { inputs[$0].count < inputs[$1].count } ?? 0
    let first = inputs.map { Migrator.migrate($0) }
    let findings = inputs.map { Migrator.findings(of: ScannedFile(bytes: $0)) }
    for (k, input) in inputs.enumerated() {
      for other in Set([(k + inputs.count - 1) % inputs.count, largest]) where other != k {
        _ = Migrator.migrate(inputs[other])
        let again = Migrator.migrate(input)
        #expect(again.output == first[k].output)
        #expect(again.findings == first[k].findings)
        #expect(again.edits == first[k].edits)
        _ = Migrator.findings(of: ScannedFile(bytes: inputs[other]))
        #expect(Migrator.findings(of: ScannedFile(bytes: input)) == findings[k])
      }
    }
  }

  /// A text emptied with `removeAll` takes pieces as a new one does.
  @Test func anEmptiedTextIsANewOne() {
    var used = ChainRewriteText(capacity: 16)
    defer { used.deallocate() }
    for k in 0..<100 { used.append("line \(k) with some text") }
    used.notes.append("a note")
    used.locals.append(["a"])
    used.removeAll()
    var fresh = ChainRewriteText()
    defer { fresh.deallocate() }
    #expect(used.pieces.isEmpty && used.notes.isEmpty && used.locals.isEmpty && used.byteCount == 0)
    for text in ["", "a", "store.value", "é ünïcode", String(repeating: "x", count: 300)] {
      let a = used.append(text), b = fresh.append(text)
      #expect(a == b)
      #expect(used.string(a) == fresh.string(b))
      #expect(used.pieces[a] == fresh.pieces[b])
    }
  }
}
