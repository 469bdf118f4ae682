import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// One `Rules/<id>.rule` file: header fields and fenced Swift examples under `## section` titles.
struct RuleFile: CustomTestStringConvertible, Sendable {
  var id: String
  var fields: [String: String]
  var sections: [String: [String]]  // section title → its ```swift blocks
  var testDescription: String { id }

  static let all: [RuleFile] = {
    let directory = CorpusCase.root.appendingPathComponent("Rules")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.hasSuffix(".rule") }.sorted() ?? []
    return names.map { parse(String(decoding: CorpusCase.bytes(directory.appendingPathComponent($0)), as: UTF8.self)) }
  }()

  static func parse(_ text: String) -> RuleFile {
    var fields: [String: String] = [:]
    var sections: [String: [String]] = [:]
    var section: String? = nil
    var block: [String]? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if block != nil {
        if line == "```" { sections[section ?? "", default: []].append(block!.joined(separator: "\n") + "\n"); block = nil }
        else { block!.append(line) }
      } else if line.hasPrefix("```swift") {
        block = []
      } else if line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
      } else if section == nil, let colon = line.firstIndex(of: ":") {
        fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      } else if let section, !line.isEmpty {
        sections[section + " text", default: []].append(line)
      }
    }
    return RuleFile(id: fields["id"] ?? "", fields: fields, sections: sections)
  }

  /// The example without its `↓` markers, and the byte offsets the markers stood at.
  static func markers(_ example: String) -> (source: [UInt8], offsets: [Int]) {
    var source: [UInt8] = []
    var offsets: [Int] = []
    let marker = Array("↓".utf8)
    let bytes = Array(example.utf8)
    var k = 0
    while k < bytes.count {
      if bytes[k...].starts(with: marker) { offsets.append(source.count); k += marker.count; continue }
      source.append(bytes[k]); k += 1
    }
    return (source, offsets)
  }
}

@Suite("Rules")
struct RuleExampleTests {
  @Test func registryRulesDirectoryAndReadmeAgree() throws {
    let files = RuleFile.all
    #expect(files.map(\.id).sorted() == RuleRegistry.all.map(\.id).sorted())
    for file in files {
      let info = try #require(RuleRegistry.rule(file.id))
      #expect(file.fields["severity"] == info.severity.rawValue, "\(file.id)")
      #expect(file.fields["category"] == info.category, "\(file.id)")
      #expect(file.fields["fixable"] == String(info.fixable), "\(file.id)")
      #expect(file.fields["summary"] == info.summary, "\(file.id)")
      #expect(file.sections["rationale text"]?.isEmpty == false, "\(file.id) has a rationale")
      #expect(file.sections["triggering"]?.isEmpty == false, "\(file.id) has triggering examples")
      #expect(file.sections["non-triggering"]?.isEmpty == false, "\(file.id) has non-triggering examples")
      if info.fixable {
        #expect(file.sections["before"]?.count == 1 && file.sections["after"]?.count == 1, "\(file.id) has before/after")
      }
    }
    let readme = String(decoding: CorpusCase.bytes(CorpusCase.root.appendingPathComponent("README.md")), as: UTF8.self)
    let table = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { $0.split(separator: "`")[1] }.map(String.init)
    #expect(Set(table).isSuperset(of: RuleRegistry.all.map(\.id)), "README rule table lists every rule")
    for info in RuleRegistry.all {
      #expect(readme.contains("| `\(info.id)` | \(info.severity.rawValue) |"), "README gives \(info.id)'s severity")
    }
  }

  /// What `lint` reports for one file: the lint rules and the migration rules, suppressions applied.
  static func found(_ source: [UInt8], _ id: String) -> [Int] {
    Linter.lint(source).filter { $0.ruleID == id }.map(\.offset)
  }

  @Test("triggering examples report at every ↓", arguments: RuleFile.all)
  func triggering(_ rule: RuleFile) {
    for example in rule.sections["triggering"] ?? [] {
      let (source, offsets) = RuleFile.markers(example)
      #expect(!offsets.isEmpty, "\(rule.id): mark the expected positions with ↓")
      #expect(Self.found(source, rule.id) == offsets, "\(rule.id)\n\(example)")
    }
  }

  @Test("non-triggering examples report nothing", arguments: RuleFile.all)
  func nonTriggering(_ rule: RuleFile) {
    for example in rule.sections["non-triggering"] ?? [] {
      #expect(Self.found(Array(example.utf8), rule.id).isEmpty, "\(rule.id)\n\(example)")
    }
  }

  @Test("a triggering example inside a comment or a string reports nothing", arguments: RuleFile.all)
  func quoted(_ rule: RuleFile) {
    for example in rule.sections["triggering"] ?? [] {
      for variant in RuleVariants.quoted(RuleFile.markers(example).source) {
        #expect(Self.found(variant.source, rule.id).isEmpty, "\(rule.id) \(variant.name)\n\(String(decoding: variant.source, as: UTF8.self))")
      }
    }
  }

  @Test("a triggering example behind a suppression reports nothing", arguments: RuleFile.all)
  func suppressed(_ rule: RuleFile) {
    for example in rule.sections["triggering"] ?? [] {
      for variant in RuleVariants.suppressed(example, id: rule.id) {
        let findings = Linter.lint(variant.source).filter { $0.ruleID == rule.id || $0.ruleID == Suppressions.unusedInfo.id }
        #expect(findings.isEmpty, "\(rule.id) \(variant.name): \(findings.map(\.message))\n\(String(decoding: variant.source, as: UTF8.self))")
      }
    }
  }

  @Test("after a multi-byte emoji, findings move with the text", arguments: RuleFile.all)
  func shifted(_ rule: RuleFile) {
    for example in rule.sections["triggering"] ?? [] {
      let (source, offsets) = RuleFile.markers(example)
      let original = ScannedFile(bytes: source)
      for variant in RuleVariants.shifted(example) {
        let found = Self.found(variant.source, rule.id)
        #expect(found == variant.offsets, "\(rule.id) \(variant.name)\n\(String(decoding: variant.source, as: UTF8.self))")
        // Columns count Unicode scalars: the emoji is one column, whatever its bytes.
        let shiftedFile = ScannedFile(bytes: variant.source)
        for (offset, expected) in zip(found, offsets) {
          let before = original.lineColumn(ofOffset: expected)
          let after = shiftedFile.lineColumn(ofOffset: offset)
          #expect(after.line == before.line + variant.lines && after.column == before.column + variant.columns, "\(rule.id) \(variant.name)")
        }
      }
    }
  }

  @Test("rules <id> prints the rule file: the compiled text equals Rules/<id>.rule", arguments: RuleFile.all)
  func compiledDocumentation(_ rule: RuleFile) throws {
    let url = CorpusCase.root.appendingPathComponent("Rules/\(rule.id).rule")
    let text = String(decoding: CorpusCase.bytes(url), as: UTF8.self)
    let compiled = try #require(RuleDocs.text(for: rule.id), "add Rules/\(rule.id).rule to Sources/Migrate/RuleDocs")
    #expect(compiled == text, "Sources/Migrate/RuleDocs holds a different copy of Rules/\(rule.id).rule: copy the file's text into it")
    #expect(RuleDocs.parse(compiled).rationale == (rule.sections["rationale text"] ?? []).joined(separator: "\n"))
  }

  @Test("before becomes after", arguments: RuleFile.all.filter { $0.sections["before"] != nil })
  func fix(_ rule: RuleFile) {
    let before = Array(rule.sections["before"]![0].utf8)
    let after = Array(rule.sections["after"]![0].utf8)
    let output = Migrator.migrate(before).output
    #expect(output == after, "\(rule.id)\n\(UnifiedDiff.make(old: after, new: output, path: rule.id))")
    #expect(!Migrator.migrate(after).changed, "\(rule.id): after is a fixed point")
  }
}
