import Foundation
import Testing

/// One `Corpus/<group>/<case>/` directory: `before.swift`, optional golden `after.swift`, and the
/// expectations written as `// want "rule-id"` comments on the lines where findings belong.
struct CorpusCase: CustomTestStringConvertible, Sendable {
  let name: String
  let directory: URL

  var testDescription: String { name }
  var before: [UInt8] { Self.bytes(directory.appendingPathComponent("before.swift")) }
  var afterURL: URL { directory.appendingPathComponent("after.swift") }
  var after: [UInt8]? { FileManager.default.fileExists(atPath: afterURL.path) ? Self.bytes(afterURL) : nil }

  /// Other files migrated with `before.swift` (a State declared elsewhere): `X.swift`, expected
  /// to become `X.after.swift` (absent: unchanged).
  var contextNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted().filter {
      $0.hasSuffix(".swift") && $0 != "before.swift" && $0 != "after.swift" && !$0.hasSuffix(".after.swift")
    }
  }

  /// Every input file of the case (before.swift first) with its expected output.
  var files: [(name: String, input: [UInt8], expected: [UInt8])] {
    [("before.swift", before, after ?? before)] + contextNames.map { name in
      let input = Self.bytes(directory.appendingPathComponent(name))
      let expectedURL = directory.appendingPathComponent(String(name.dropLast(".swift".count)) + ".after.swift")
      let expected = FileManager.default.fileExists(atPath: expectedURL.path) ? Self.bytes(expectedURL) : input
      return (name, input, expected)
    }
  }

  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let all: [CorpusCase] = {
    let corpus = root.appendingPathComponent("Corpus")
    let manager = FileManager.default
    var cases: [CorpusCase] = []
    for group in (try? manager.contentsOfDirectory(atPath: corpus.path))?.sorted() ?? [] {
      let groupURL = corpus.appendingPathComponent(group)
      for name in (try? manager.contentsOfDirectory(atPath: groupURL.path))?.sorted() ?? [] {
        let directory = groupURL.appendingPathComponent(name)
        if manager.fileExists(atPath: directory.appendingPathComponent("before.swift").path) {
          cases.append(CorpusCase(name: "\(group)/\(name)", directory: directory))
        }
      }
    }
    return cases
  }()

  static func bytes(_ url: URL) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  /// `(line, rule)` for every `// want "rule"` comment (several may follow one another).
  var wants: [Want] { Self.wants(in: before) }

  static func wants(in source: [UInt8]) -> [Want] {
    var result: [Want] = []
    for (index, bytes) in source.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      let line = Substring(String(decoding: bytes, as: UTF8.self))
      guard let range = line.range(of: "// want ") else { continue }
      var rest = line[range.upperBound...]
      while let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") {
        result.append(Want(line: index + 1, rule: String(rest[rest.index(after: open)..<close])))
        rest = rest[rest.index(after: close)...]
      }
    }
    return result.sorted()
  }
}

struct Want: Comparable, CustomStringConvertible, Sendable {
  var line: Int
  var rule: String
  static func < (a: Want, b: Want) -> Bool { (a.line, a.rule) < (b.line, b.rule) }
  var description: String { "\(line): \(rule)" }
}

/// Runs `swiftc -parse` on text; returns the compiler's complaints, or nil when it parses.
func swiftParseErrors(_ bytes: [UInt8], name: String) throws -> String? {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-parse-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent(name)
  try Data(bytes).write(to: file)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc", "-parse", file.path]
  let pipe = Pipe()
  process.standardError = pipe
  process.standardOutput = pipe
  try process.run()
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
}
