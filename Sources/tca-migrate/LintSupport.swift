import Foundation
import Migrate

/// Reading `.tca-migrate.json` and baseline files. Every problem is a `UsageError` naming the
/// file and what is wrong, raised before any source file is read.
enum LintFiles {
  static let configName = ".tca-migrate.json"
  static let configKeys: Set<String> = ["rules", "include", "exclude"]

  /// The configuration: `explicit` if given, else the first `.tca-migrate.json` found walking up
  /// from the working directory, else the defaults.
  static func configuration(explicit: String?) throws -> LintConfiguration {
    let path: String
    if let explicit {
      guard FileManager.default.fileExists(atPath: explicit) else { throw UsageError(message: "\(explicit): configuration file not found") }
      path = explicit
    } else if let found = findConfiguration(from: FileManager.default.currentDirectoryPath) {
      path = found
    } else {
      return LintConfiguration()
    }
    let object = try json(at: path, what: "configuration")
    guard let dictionary = object as? [String: Any] else { throw UsageError(message: "\(path): the configuration must be a JSON object") }
    if let unknown = dictionary.keys.sorted().first(where: { !configKeys.contains($0) }) {
      throw UsageError(message: "\(path): unknown key '\(unknown)'; expected \(configKeys.sorted().joined(separator: ", "))")
    }
    let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    var configuration = LintConfiguration(root: root.hasSuffix("/") ? String(root.dropLast()) : root)
    configuration.include = try globs(dictionary["include"], key: "include", path: path)
    configuration.exclude = try globs(dictionary["exclude"], key: "exclude", path: path)
    if let rules = dictionary["rules"] {
      guard let rules = rules as? [String: Any] else { throw UsageError(message: "\(path): 'rules' must be an object of rule ids") }
      for (id, value) in rules.sorted(by: { $0.key < $1.key }) {
        guard RuleRegistry.rule(id) != nil else {
          throw UsageError(message: "\(path): unknown rule '\(id)' in 'rules'; run 'tca-migrate rules' for the list")
        }
        configuration.rules[id] = try setting(value, rule: id, path: path)
      }
    }
    return configuration
  }

  static func findConfiguration(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent(configName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// `"off"`, `"error"`, `"warning"`, `"note"`, `true`, `false`, or `{"enabled": …, "severity": …}`.
  private static func setting(_ value: Any, rule id: String, path: String) throws -> LintConfiguration.RuleSetting {
    let problem = UsageError(message: "\(path): rule '\(id)' must be \"off\", \"error\", \"warning\", \"note\", true, false or {\"enabled\": …, \"severity\": …}")
    if let flag = boolean(value) { return LintConfiguration.RuleSetting(enabled: flag) }
    if let text = value as? String {
      if text == "off" { return LintConfiguration.RuleSetting(enabled: false) }
      guard let severity = Severity(rawValue: text) else { throw problem }
      return LintConfiguration.RuleSetting(severity: severity)
    }
    guard let object = value as? [String: Any], Set(object.keys).isSubset(of: ["enabled", "severity"]) else { throw problem }
    var setting = LintConfiguration.RuleSetting()
    if let enabled = object["enabled"] {
      guard let flag = boolean(enabled) else { throw problem }
      setting.enabled = flag
    }
    if let severity = object["severity"] {
      guard let text = severity as? String, let level = Severity(rawValue: text) else { throw problem }
      setting.severity = level
    }
    return setting
  }

  /// A JSON boolean (not a number that happens to bridge to one).
  private static func boolean(_ value: Any) -> Bool? {
    // Foundation bridges JSON numbers to `Bool` too; a JSON boolean is the `NSNumber` of a char.
    guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else { return nil }
    return number.boolValue
  }

  private static func globs(_ value: Any?, key: String, path: String) throws -> [String] {
    guard let value else { return [] }
    guard let list = value as? [String] else { throw UsageError(message: "\(path): '\(key)' must be a list of glob strings") }
    return list
  }

  static func json(at path: String, what: String) throws -> Any {
    guard let data = FileManager.default.contents(atPath: path) else { throw UsageError(message: "\(path): cannot read the \(what) file") }
    do {
      return try JSONSerialization.jsonObject(with: data)
    } catch {
      throw UsageError(message: "\(path): \(jsonErrorPosition(error, in: data))malformed JSON in the \(what) file; fix it there (a missing quote or comma, or a trailing comma?)")
    }
  }

  /// `line L, column C: ` from Foundation's "… around character N." (a character index), or "".
  static func jsonErrorPosition(_ error: Error, in data: Data) -> String {
    let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? ""
    guard let range = text.range(of: "character "),
          let index = Int(text[range.upperBound...].prefix { $0.isNumber }) else { return "" }
    var line = 1, column = 1
    for (k, character) in String(decoding: data, as: UTF8.self).unicodeScalars.enumerated() {
      if k >= index { break }
      if character == "\n" { line += 1; column = 1 } else { column += 1 }
    }
    return "line \(line), column \(column): "
  }

  static func baseline(at path: String) throws -> [BaselineEntry] {
    let problem = UsageError(message: "\(path): not a tca-migrate baseline (expected {\"version\": 1, \"findings\": [{\"rule\", \"path\", \"line\"}]})")
    guard let object = try json(at: path, what: "baseline") as? [String: Any], let findings = object["findings"] as? [[String: Any]] else { throw problem }
    return try findings.map { entry in
      guard let rule = entry["rule"] as? String, let file = entry["path"] as? String, let line = entry["line"] as? String else { throw problem }
      return BaselineEntry(rule: rule, path: file, line: line)
    }
  }
}

/// `--since <ref>`: the files git sees as changed since a ref (committed, staged, unstaged and
/// untracked), as absolute paths.
enum GitChanges {
  static func files(since ref: String) throws -> Set<String> {
    guard let top = try git(["rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .whitespacesAndNewlines) else {
      throw UsageError(message: "--since needs a git repository; the working directory is not inside one")
    }
    guard try git(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]) != nil else {
      throw UsageError(message: "--since: unknown git ref '\(ref)'")
    }
    let changed = try git(["diff", "--name-only", "-z", "--no-renames", ref, "--"]) ?? ""
    let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z", "--full-name", top]) ?? ""
    let names = (changed + untracked).split(separator: "\0").map(String.init)
    // Symbolic links resolved on both sides (`/tmp` is `/private/tmp` on macOS).
    return Set(names.map { URL(fileURLWithPath: top).appendingPathComponent($0).resolvingSymlinksInPath().path })
  }

  /// Standard output of `git …` in the working directory, or nil when git exits non-zero.
  private static func git(_ arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw UsageError(message: "--since needs git, which could not be run: \(error.localizedDescription)") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }
}
