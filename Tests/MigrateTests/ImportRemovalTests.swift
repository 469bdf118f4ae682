import Testing
@testable import Migrate
import SwiftScan

/// `import Combine` is removed only where that cannot change how the rest of the text lexes: the
/// migrated text is checked before that removal (the fuzzer found a `/` left at a line's start
/// that began a regular expression literal, so the output no longer scanned).
@Suite("import Combine removal")
struct ImportRemovalTests {
  private static let screen = String(decoding: CorpusCase.all.first { $0.name == "seeds/perfil" }!.before, as: UTF8.self)
  private static let importLine = "import Combine // want \"unused-cancellables\"\n"

  private static func migrated(replacingImportLineWith line: String) -> MigrationResult {
    #expect(screen.contains(importLine))
    return Migrator.migrate(Array(screen.replacingOccurrences(of: importLine, with: line).utf8))
  }

  private static func removesImport(_ result: MigrationResult) -> Bool {
    result.findings.contains { $0.message == "remove 'import Combine': nothing in the file uses Combine anymore" }
  }

  @Test func anImportOnItsOwnLineIsRemoved() {
    let result = Self.migrated(replacingImportLineWith: "import Combine\n")
    #expect(result.changed && Self.removesImport(result))
    #expect(!String(decoding: result.output, as: UTF8.self).contains("\nimport Combine"))
  }

  @Test func anImportSharingItsLineIsLeft() {
    let result = Self.migrated(replacingImportLineWith: "import Combine; import Foundation\n")
    #expect(result.changed && !Self.removesImport(result))
    #expect(String(decoding: result.output, as: UTF8.self).contains("import Combine; import Foundation\n"))
    #expect(ScannedFile(bytes: result.output).errors.isEmpty)
  }

  /// Whether removing `import Combine`, as `removeImport` would, keeps the rest lexing as before.
  private static func keepsLexing(_ text: String) -> Bool {
    let file = ScannedFile(bytes: Array(text.utf8))
    let combine = file.outline.imports.first { $0.module == "Combine" }!
    let range = SourceText(file: file).removalRange(combine.declStart, combine.declEnd)
    return UnusedCancellables.removalKeepsLexing(range, next: file.nextSignificant(after: combine.declEnd), in: file)
  }

  @Test func removalsThatCouldChangeTheLexingAreToldApart() {
    #expect(Self.keepsLexing("import Combine\nlet a = 1\n"))
    #expect(Self.keepsLexing("/*c*/import Combine\nlet a = 1\n"))
    #expect(Self.keepsLexing("import Combine // c\r\nlet a = 1\n"))
    #expect(!Self.keepsLexing("import Combine\n/re/.count\n"))
    #expect(!Self.keepsLexing("import Combine; let a = 1\n"))
    #expect(!Self.keepsLexing("import Combine\n#!x {\n}\n"))
    #expect(!Self.keepsLexing("\u{FEFF}import Combine #!x\n"))
    #expect(Self.keepsLexing("let a = 1\nimport Combine\n#!x\n"))
  }
}
