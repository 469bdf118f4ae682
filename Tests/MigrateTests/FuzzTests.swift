import Foundation
import Testing
import FuzzCheck
@testable import Migrate

/// The fuzz properties, run deterministically: seeded mutations of every corpus file, and every
/// input the fuzzer ever found (`FuzzRegressions/`). The long run is `.ci/fuzz` (see README).
@Suite("Fuzz (seeded)")
struct FuzzTests {
  @Test func seededMutationsOfTheCorpusKeepEveryProperty() {
    var random = SeededRandom(seed: 2026)
    var runs = 0
    for corpusCase in CorpusCase.all {
      let seed = corpusCase.before
      for _ in 0..<60 {
        let input = FuzzCheck.mutate(seed, random: &random)
        if let violation = FuzzCheck.violation(input) {
          Issue.record("\(corpusCase.name): \(violation)\n--- input ---\n\(String(decoding: input, as: UTF8.self))")
          return
        }
        runs += 1
      }
    }
    #expect(runs >= 60 * 12)
  }

  static let regressions: [URL] = {
    let directory = CorpusCase.root.appendingPathComponent("Tests/MigrateTests/FuzzRegressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".input") }.sorted().map { directory.appendingPathComponent($0) }
  }()

  @Test func everyInputTheFuzzerFoundStaysFixed() {
    for url in Self.regressions {
      #expect(FuzzCheck.violation(CorpusCase.bytes(url)) == nil, "\(url.lastPathComponent)")
    }
  }

  /// A 5 MB file of legacy screens goes through the whole pipeline in one piece (a hang guard:
  /// anything quadratic would not finish; speed itself is measured by the benchmark).
  @Test func fiveMegabyteFileIsMigrated() {
    let screen = String(decoding: CorpusCase.all.first { $0.name == "seeds/perfil" }!.before, as: UTF8.self)
      .replacingOccurrences(of: "import Combine // want \"unused-cancellables\"\n", with: "")
      .replacingOccurrences(of: "import ComposableArchitecture\n", with: "")
      .replacingOccurrences(of: "import UIKit\n", with: "")
    var text = "import Combine\nimport ComposableArchitecture\nimport UIKit\n"
    var copies = 0
    while text.utf8.count < 5_000_000 {
      text += screen.replacingOccurrences(of: "Perfil", with: "Perfil\(copies)")
      copies += 1
    }
    let result = Migrator.migrate(Array(text.utf8))
    #expect(result.errors.isEmpty)
    #expect(result.findings.filter { $0.ruleID == "publisher-subscription" }.count == 2 * copies)
    #expect(!String(decoding: result.output, as: UTF8.self).contains("viewStore"))
  }
}

struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
