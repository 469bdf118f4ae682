import Foundation
import Testing

/// `tca-migrate lint` and `rules` as CI runs them: exit codes, configuration, baseline, `--since`.
@Suite("lint command line")
struct LintCLITests {
  /// A project whose only source file cannot be read as UTF-8: any run that reads it exits 3.
  static func projectWithUnreadableFile() throws -> URL {
    let directory = try LintTool.temporaryDirectory()
    try (Data("let caf".utf8) + Data([0xE9]) + Data("\n".utf8)).write(to: directory.appendingPathComponent("Latin1.swift"))
    return directory
  }

  @Test func configurationErrorsExitTwoBeforeAnyFileIsRead() throws {
    let directory = try Self.projectWithUnreadableFile()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent(".tca-migrate.json")
    let cases: [(json: String, message: String)] = [
      ("{ \"rules\": { ", "malformed JSON"),
      ("{ \"rules\": { \"send-in-observ\": \"off\" } }", "unknown rule 'send-in-observ'"),
      ("{ \"rulez\": {} }", "unknown key 'rulez'"),
      ("{ \"rules\": { \"nested-observe\": \"loud\" } }", "rule 'nested-observe' must be"),
      ("{ \"rules\": { \"nested-observe\": 1 } }", "rule 'nested-observe' must be"),
      ("{ \"exclude\": \"Tests\" }", "'exclude' must be a list"),
      ("[1, 2]", "must be a JSON object"),
    ]
    for (json, message) in cases {
      try LintTool.write(json, to: config)
      let run = try LintTool.run(["lint", "."], in: directory)
      #expect(run.status == 2, "\(json)")
      #expect(run.stderr.contains(".tca-migrate.json") && run.stderr.contains(message), "\(json): \(run.stderr)")
      #expect(!run.stderr.contains("Latin1.swift") && run.stdout.isEmpty, "nothing was read: \(run.stderr)")
    }
    try FileManager.default.removeItem(at: config)
    let invocations: [(arguments: [String], message: String)] = [
      (["lint", "--reporter", "yaml", "."], "unknown reporter 'yaml'"),
      (["lint", "--config", "missing.json", "."], "missing.json: configuration file not found"),
      (["lint", "--frobnicate"], "unknown option '--frobnicate'"),
      (["lint", "--baseline"], "--baseline needs a value"),
    ]
    for (arguments, message) in invocations {
      let run = try LintTool.run(arguments, in: directory)
      #expect(run.status == 2 && run.stderr.contains(message), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("Latin1.swift"))
    }
    try LintTool.write("{\"findings\": 3}", to: directory.appendingPathComponent("baseline.json"))
    let baseline = try LintTool.run(["lint", "--baseline", "baseline.json", "."], in: directory)
    #expect(baseline.status == 2 && baseline.stderr.contains("not a tca-migrate baseline"), "\(baseline.stderr)")
    // The same project, invoked correctly, reads the file and refuses it.
    let read = try LintTool.run(["lint", "."], in: directory)
    #expect(read.status == 3 && read.stdout.contains("Latin1.swift:1:8: error: file is not valid UTF-8"), "\(read.stdout)")
  }

  @Test func exitCodes() throws {
    let directory = try LintTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try LintTool.write(Samples.clean, to: directory.appendingPathComponent("Clean.swift"))
    try LintTool.write(Samples.nestedObserve, to: directory.appendingPathComponent("Warning.swift"))
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("Error.swift"))
    #expect(try LintTool.run(["lint", "Clean.swift"], in: directory).status == 0)
    let warning = try LintTool.run(["lint", "Warning.swift"], in: directory)
    #expect(warning.status == 0 && warning.stdout.contains("Warning.swift:8:7: warning:") && warning.stdout.contains("[nested-observe]"), "\(warning.stdout)")
    #expect(try LintTool.run(["lint", "--strict", "Warning.swift"], in: directory).status == 1)
    let error = try LintTool.run(["lint", "Error.swift"], in: directory)
    #expect(error.status == 1 && error.stdout.contains("Error.swift:10:7: error:") && error.stdout.contains("[send-in-observe]"), "\(error.stdout)")
    #expect(error.stderr.contains("1 files linted, 1 errors, 0 warnings") || error.stderr.contains("1 file linted, 1 error, 0 warnings"), "\(error.stderr)")
  }

  @Test func configurationSwitchesRulesAndSelectsFiles() throws {
    let directory = try LintTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("Sources/Error.swift"))
    try LintTool.write(Samples.nestedObserve, to: directory.appendingPathComponent("Sources/Generated/Warning.swift"))
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("Tests/ErrorTests.swift"))
    try LintTool.write("""
      { "rules": { "send-in-observe": "warning", "nested-observe": false },
        "include": ["Sources"], "exclude": ["Generated"] }
      """, to: directory.appendingPathComponent(".tca-migrate.json"))
    // Found by walking up from a subdirectory; globs stay relative to the configuration file.
    let run = try LintTool.run(["lint", ".."], in: directory.appendingPathComponent("Sources"))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Error.swift:10:7: warning:") && run.stdout.contains("[send-in-observe]"), "\(run.stdout)")
    #expect(!run.stdout.contains("ErrorTests.swift") && !run.stdout.contains("Warning.swift"), "\(run.stdout)")
    // --config replaces the discovered file.
    try LintTool.write("{}", to: directory.appendingPathComponent("empty.json"))
    let explicit = try LintTool.run(["lint", "--config", "empty.json", "."], in: directory)
    #expect(explicit.status == 1 && explicit.stdout.contains("ErrorTests.swift") && explicit.stdout.contains("[nested-observe]"), "\(explicit.stdout)")
  }

  @Test func baselineReportsOnlyNewFindings() throws {
    let directory = try LintTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Error.swift")
    try LintTool.write(Samples.sendInObserve, to: file)
    let write = try LintTool.run(["lint", "--write-baseline", "baseline.json", "."], in: directory)
    #expect(write.status == 1, "writing a baseline still reports")
    let baselineText = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(baselineText.contains("\"rule\": \"send-in-observe\", \"path\": \"Error.swift\", \"line\": \"store.send(.shown)\""), "\(baselineText)")
    let known = try LintTool.run(["lint", "--baseline", "baseline.json", "."], in: directory)
    #expect(known.status == 0 && known.stdout.isEmpty && known.stderr.contains("1 known from the baseline"), "\(known.stderr)")
    // Lines added above move the finding; it is still the same finding.
    try LintTool.write("// A header comment.\n\n" + Samples.sendInObserve, to: file)
    #expect(try LintTool.run(["lint", "--baseline", "baseline.json", "."], in: directory).status == 0)
    // A second send on another line is new.
    try LintTool.write(Samples.sendInObserve.replacingOccurrences(of: "store.send(.shown)", with: "store.send(.shown)\n      store.send(.again)"), to: file)
    let new = try LintTool.run(["lint", "--baseline", "baseline.json", "."], in: directory)
    #expect(new.status == 1 && new.stdout.split(separator: "\n").count == 1 && new.stdout.contains("Error.swift:11:7"), "\(new.stdout)")
  }

  @Test func sinceLintsChangedFilesWithFactsFromTheWholeTree() throws {
    let directory = try LintTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let feature = """
      @Reducer
      struct Profile {
        @ObservableState
        struct State: Equatable {
          var name = ""
        }
        enum Action { case shown }
      }

      """
    try LintTool.write(feature, to: directory.appendingPathComponent("Feature/Profile.swift"))
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("Views/ProfileViewController.swift"))
    try LintTool.write(Samples.nestedObserve, to: directory.appendingPathComponent("Views/ListViewController.swift"))
    #expect(try LintTool.git(["init", "-q"], in: directory) == 0)
    #expect(try LintTool.git(["add", "."], in: directory) == 0)
    #expect(try LintTool.git(["commit", "-q", "-m", "start"], in: directory) == 0)
    // Touch only the State file: `name` is read in a view that did not change, so it is not dead.
    try LintTool.write(feature.replacingOccurrences(of: "var name = \"\"", with: "var name = \"\"\n    var nickname = \"\""), to: directory.appendingPathComponent("Feature/Profile.swift"))
    try LintTool.write(Samples.nestedObserve, to: directory.appendingPathComponent("Views/NewViewController.swift"))
    let run = try LintTool.run(["lint", "--since", "HEAD", "."], in: directory)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Feature/Profile.swift:6:9: warning:") && $0.hasSuffix("[state-dead-field]") }, "\(run.stdout)")
    #expect(lines.contains { $0.hasPrefix("Views/NewViewController.swift:") }, "untracked files count as changed")
    #expect(!lines.contains { $0.contains("Profile.swift:5:") }, "'name' is read by the unchanged view")
    #expect(!lines.contains { $0.hasPrefix("Views/ProfileViewController.swift") || $0.hasPrefix("Views/ListViewController.swift") }, "\(run.stdout)")
    #expect(run.status == 0, "\(run.stderr)")
    let unknown = try LintTool.run(["lint", "--since", "no-such-ref", "."], in: directory)
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown git ref 'no-such-ref'"))
  }

  @Test func reportersWriteToAFile() throws {
    let directory = try LintTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("My Views/Error.swift"))
    let run = try LintTool.run(["lint", "--reporter", "sarif", "--output", "lint.sarif", "."], in: directory)
    #expect(run.status == 1 && run.stdout.isEmpty)
    let data = try Data(contentsOf: directory.appendingPathComponent("lint.sarif"))
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]
    let uri = (((results?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri == "My%20Views/Error.swift")
    for reporter in ["json", "github", "junit", "checkstyle", "markdown", "xcode"] {
      let output = try LintTool.run(["lint", "--reporter", reporter, "."], in: directory)
      #expect(output.status == 1 && output.stdout.contains("Error.swift"), "\(reporter)")
    }
  }

  @Test func rulesCommand() throws {
    let list = try LintTool.run(["rules"])
    #expect(list.status == 0)
    for id in ["send-in-observe", "state-dead-field", "publisher-subscription", "unused-suppression"] {
      #expect(list.stdout.contains(id))
    }
    #expect(list.stdout.contains("send-in-observe           error"))
    let one = try LintTool.run(["rules", "state-closure"])
    #expect(one.status == 0)
    #expect(one.stdout.hasPrefix("state-closure (error, state)\na reducer State stores a closure\n\nA reducer's State must be a value"))
    #expect(one.stdout.contains("Triggers on:") && one.stdout.contains("    var onSave: (String) -> Void") && !one.stdout.contains("↓"))
    #expect(one.stdout.contains("Does not trigger on:"))
    let unknown = try LintTool.run(["rules", "state-closures"])
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown rule 'state-closures'"))
    let help = try LintTool.run(["--help"])
    #expect(help.stdout.contains("lint [PATH…]") && help.stdout.contains("rules [RULE-ID]"))
  }
}
