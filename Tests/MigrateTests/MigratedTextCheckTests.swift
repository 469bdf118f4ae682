import Foundation
import Testing
import FuzzCheck
import SwiftScan
@testable import Migrate

/// `MigratedTextCheck` answers only what the full scan of the migrated text gives: wherever it
/// answers, that scan finds no error, and the Combine question gets the scan's answer.
@Suite("MigratedTextCheck")
struct MigratedTextCheckTests {
  /// Snippets edits insert: the ones the lexer's context matters for (strings, interpolations,
  /// comments, regexes, `#if`, groups, markers, a shebang) and Combine names.
  static let snippets = [
    "", "\n", "store", "  observe { [weak self] in\n    guard let self else { return }\n  }\n", "/", "/x/", " / ", "//c\n", "/* c */",
    "/*", "*/", "\"", "\"a\"", "\"\"\"\n", "\"\\(x)\"", "\\(", ")", "(", "{", "}", "[", "]", "{\n", "}\n", "#if DEBUG\n", "#endif\n",
    "#else\n", "#!", "<<<<<<<\n", "=======", "a <#b#>", "#/re/#", "#/", "Combine", "import Combine\n", "AnyCancellable", "@Published ",
    "sink", "ViewStoreOf<F>", "ifLet", ".publisher", "\u{FEFF}", "🙂", "`x`", "$0", "#\"raw\"#", "\r\n", "/sink/", "\n/sink/.count\n", "1 +\n", " (\n", "\\(x) sink\n",
    "\"\"\"\n\\(x) AnyCancellable\n\"\"\"\n", "let s = \"\\(a(\nsink))\"\n",
  ].map { Array($0.utf8) }

  /// Random edits over `bytes`: at token boundaries (most) or anywhere, replacing a few tokens or
  /// inserting, with snippets or the file's own bytes.
  static func randomEdits(_ file: ScannedFile, random: inout SeededRandom) -> [Edit] {
    let bytes = file.bytes, tokens = file.tokens
    var edits: [Edit] = []
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      var lower: Int, upper: Int
      if !tokens.isEmpty, Int.random(in: 0..<4, using: &random) > 0 {
        let t = Int.random(in: 0..<tokens.count, using: &random)
        let u = min(tokens.count - 1, t + Int.random(in: 0...6, using: &random))
        lower = Int(tokens[t].start)
        upper = Int.random(in: 0..<3, using: &random) == 0 ? lower : Int(tokens[u].end)
      } else {
        lower = Int.random(in: 0...bytes.count, using: &random)
        upper = min(bytes.count, lower + Int.random(in: 0...12, using: &random))
      }
      // Sometimes whole lines, as the rules remove and replace them.
      if Int.random(in: 0..<3, using: &random) == 0 {
        while lower > 0, bytes[lower - 1] != 0x0A { lower -= 1 }
        while upper < bytes.count, upper == lower || bytes[upper - 1] != 0x0A { upper += 1 }
      }
      var replacement: [UInt8]
      switch Int.random(in: 0..<3, using: &random) {
      case 0: replacement = snippets[Int.random(in: 0..<snippets.count, using: &random)]
      case 1: replacement = Array(bytes[lower..<upper])
      default:
        replacement = snippets[Int.random(in: 0..<snippets.count, using: &random)] + snippets[Int.random(in: 0..<snippets.count, using: &random)]
      }
      if Int.random(in: 0..<2, using: &random) == 0 { replacement += Array("\n".utf8) }
      edits.append(Edit(range: lower..<upper, replacement: String(decoding: replacement, as: UTF8.self)))
    }
    return edits
  }

  /// Small texts that use Combine at most in a way a window's context changes (inside strings
  /// and interpolations, next to a `/`): whether a name is found depends on the lines around
  /// the edits, where in the corpus most files name Combine somewhere else as well.
  static let bareTexts = [
    "import Combine\nlet a = 1\nlet b = 2\n/sink/.count\n",
    "import Combine\nlet s = \"\"\"\n\\(x) AnyCancellable\nsink\n\"\"\"\nlet t = 1\n",
    "import Combine\nlet s = \"\\(f(\n  a))\"\nlet b = (1)\n",
    "import Combine\n#if DEBUG\nlet a = [1]\n#endif\n/* sink */\n// assign\n",
    // Candidates for another pass: a view store, `ifLet`, a `publisher` and its receiver.
    "import Combine\nlet v: ViewStore<A, B>\nlet w = 1\nself.store.ifLet(then: f)\nlet s = \"ViewStoreOf\"\nviewStore.publisher.x\n",
  ]

  @Test func answersAsTheFullScanOfTheMigratedText() throws {
    var random = SeededRandom(seed: 6)
    var answered = 0, found = 0, runs = 0, withCandidates = 0, withoutCandidates = 0
    let cases = CorpusCase.all.map { ($0.name, $0.before, 40) } + Self.bareTexts.map { ($0, Array($0.utf8), 400) }
    for (name, seed, rounds) in cases {
      for round in 0..<rounds {
        let input = round == 0 ? seed : FuzzCheck.mutate(seed, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty else { continue }
        for _ in 0..<8 {
          guard let sorted = try? EditApplier.normalized(Self.randomEdits(file, random: &random)) else { continue }
          runs += 1
          let migrated = ScannedFile(bytes: try EditApplier.apply(sorted, to: input), outline: false)
          for names in [nil, UnusedCancellables.combineNameTable] {
            guard let answer = MigratedTextCheck.check(file, sorted: sorted, names: names, candidates: names != nil) else { continue }
            answered += 1
            #expect(migrated.errors.isEmpty, "\(name): \(migrated.errors.first!.message)\n\(String(decoding: migrated.bytes, as: UTF8.self))")
            if names != nil {
              #expect(answer.usesCombine == UnusedCancellables.usesCombine(migrated), "\(name)\n\(String(decoding: migrated.bytes, as: UTF8.self))")
              if answer.usesCombine { found += 1 }
              if let candidates = answer.hasCandidates {
                #expect(candidates == Migrator.hasCandidates(migrated), "\(name)\n\(String(decoding: migrated.bytes, as: UTF8.self))")
                if candidates { withCandidates += 1 } else { withoutCandidates += 1 }
              }
            } else {
              #expect(!answer.usesCombine && answer.hasCandidates == false)
            }
          }
        }
      }
    }
    // The fast path is taken, for both answers to the Combine question.
    #expect(runs > 1000)
    #expect(answered > runs / 4)
    #expect(found > 0 && found < answered)
    #expect(withCandidates > 0 && withoutCandidates > 0)
  }

  /// Edits whose lines, lexed alone, would read otherwise than in the text: the check leaves
  /// them to the scan (a line inside a string's interpolation, a `/` whose previous significant
  /// token the edit changes, a line start inside a multi-line string).
  @Test(arguments: [
    // The rename's line starts with an interpolation of a multi-line string: alone, the name
    // after it would be an identifier.
    ("import Combine\nlet s = \"\"\"\n\\(x) AnyCancellable\n\"\"\"\n", "x", "y"),
    // After the edited line, a `/` at the start of the next: a regex after `+` (no Combine
    // name), an operator and the name `sink` after `1`.
    ("import Combine\nlet a = 1\n/sink/.count\n", "1", "1 +"),
    // The edited line starts with a `/`.
    ("import Combine\nlet a = (\n/x/ + 1)\n", "+ 1", "- 2"),
    // The edited line lies inside a multi-line string.
    ("import Combine\nlet s = \"\"\"\nsink here\n\"\"\"\n", "here", "there"),
    // Removing the first line leaves `#!` at the start of the text: a shebang there, hiding
    // the name after it.
    ("let a = 1\n#! AnyCancellable\nimport Combine\n", "let a = 1\n", ""),
  ])
  func linesReadOtherwiseAloneAreLeftToTheScan(_ text: String, _ old: String, _ new: String) throws {
    let file = ScannedFile(text)
    #expect(file.errors.isEmpty)
    let bytes = Array(text.utf8), word = Array(old.utf8)
    let start = (0...(bytes.count - word.count)).last { Array(bytes[$0..<($0 + word.count)]) == word }!
    let edits = [Edit(range: start..<(start + word.count), replacement: new)]
    #expect(MigratedTextCheck.check(file, sorted: edits, names: UnusedCancellables.combineNameTable) == nil)
  }

  /// A findings-only pass (the check, the scan where it cannot tell) reports what a full pass
  /// reports, on the corpus and seeded mutations of it.
  @Test func findingsOnlyPassesReportWhatFullPassesReport() {
    var random = SeededRandom(seed: 66)
    for corpusCase in CorpusCase.all {
      for round in 0..<30 {
        let input = round == 0 ? corpusCase.before : FuzzCheck.mutate(corpusCase.before, random: &random)
        let file = ScannedFile(bytes: input)
        guard file.errors.isEmpty, Migrator.hasCandidates(file) else { continue }
        let full = Migrator.migrateOnce(file).0.findings
        let findingsOnly = Migrator.migrateOnce(file, findingsOnly: true).0.findings
        #expect(findingsOnly == full, "\(corpusCase.name)\n\(String(decoding: input, as: UTF8.self))")
      }
    }
  }
}
