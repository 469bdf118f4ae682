import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// One `Corpus/lint/<case>/` directory: feature files linted together (facts cross files), with
/// `// want "rule-id"` comments on the lines where findings belong. Cases named `clean-…` are
/// written in the recommended style and must produce nothing.
struct LintCase: CustomTestStringConvertible, Sendable {
  let name: String
  let files: [(name: String, bytes: [UInt8])]
  var testDescription: String { name }

  static let all: [LintCase] = {
    let corpus = LintTool.root.appendingPathComponent("Corpus/lint")
    let manager = FileManager.default
    return ((try? manager.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted().compactMap { name in
      let directory = corpus.appendingPathComponent(name)
      let swift = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      guard !swift.isEmpty else { return nil }
      return LintCase(name: name, files: swift.map { ($0, (try? [UInt8](Data(contentsOf: directory.appendingPathComponent($0)))) ?? []) })
    }
  }()

  struct Mark: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String
    static func < (a: Mark, b: Mark) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
    var description: String { "\(file):\(line) \(rule)" }
  }

  var wants: [Mark] {
    files.flatMap { file in
      String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line -> [Mark] in
        guard let range = line.range(of: "// want ") else { return [] }
        return line[range.upperBound...].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
          Mark(file: file.name, line: index + 1, rule: String($0.element))
        }
      }
    }.sorted()
  }

  var found: [Mark] {
    Linter.lint(files.map { LintInput(path: $0.name, bytes: $0.bytes) }).flatMap { result in
      result.findings.map { Mark(file: result.path, line: result.location(of: $0.offset).line, rule: $0.ruleID) }
    }.sorted()
  }
}

@Suite("Lint corpus")
struct LintCorpusTests {
  @Test("the corpus has clean and legacy cases")
  func corpusShape() {
    #expect(LintCase.all.filter { $0.name.hasPrefix("clean-") }.count >= 4)
    #expect(LintCase.all.filter { !$0.name.hasPrefix("clean-") }.count >= 5)
    let wanted = Set(LintCase.all.flatMap { $0.wants.map(\.rule) })
    for info in RuleRegistry.all {
      #expect(wanted.contains(info.id), "no corpus case expects \(info.id)")
    }
  }

  @Test("findings are exactly the // want comments", arguments: LintCase.all)
  func wants(_ lintCase: LintCase) {
    let found = lintCase.found
    let wants = lintCase.wants
    #expect(found == wants, "\(lintCase.name)\n  unexpected: \(found.filter { !wants.contains($0) })\n  missing: \(wants.filter { !found.contains($0) })")
    if lintCase.name.hasPrefix("clean-") { #expect(wants.isEmpty && found.isEmpty) }
  }

  @Test("precision on the corpus")
  func precision() {
    var truePositives = 0, falsePositives = 0, falseNegatives = 0
    for lintCase in LintCase.all {
      let found = Set(lintCase.found), wants = Set(lintCase.wants)
      truePositives += found.intersection(wants).count
      falsePositives += found.subtracting(wants).count
      falseNegatives += wants.subtracting(found).count
    }
    let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
    let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
    print("lint corpus: \(truePositives) true findings, \(falsePositives) false, \(falseNegatives) missed; precision \(precision), recall \(recall)")
    #expect(precision == 1.0 && recall == 1.0)
  }
}
