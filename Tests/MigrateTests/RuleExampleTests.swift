import Foundation
import Testing
@testable import Migrate

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

  @Test("triggering examples report at every ↓", arguments: RuleFile.all)
  func triggering(_ rule: RuleFile) {
    for example in rule.sections["triggering"] ?? [] {
      let (source, offsets) = RuleFile.markers(example)
      #expect(!offsets.isEmpty, "\(rule.id): mark the expected positions with ↓")
      let found = Migrator.migrate(source).findings.filter { $0.ruleID == rule.id }.map(\.offset)
      #expect(found == offsets, "\(rule.id)\n\(example)")
    }
  }

  @Test("non-triggering examples report nothing", arguments: RuleFile.all)
  func nonTriggering(_ rule: RuleFile) {
    for example in rule.sections["non-triggering"] ?? [] {
      let found = Migrator.migrate(Array(example.utf8)).findings.filter { $0.ruleID == rule.id }
      #expect(found.isEmpty, "\(rule.id)\n\(example)")
    }
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
