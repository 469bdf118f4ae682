import Foundation
import Testing

/// `tca-migrate report` and the behaviour every command shares: help texts (golden), version,
/// progress only on a terminal, `--quiet`, `--jobs`, the summary line, exit codes, atomic output.
@Suite("report command and CLI polish")
struct ReportCLITests {
  static let golden = ReportTool.root.appendingPathComponent("Tests/ReportTests/Golden")

  @Test(arguments: ["", "migrate", "lint", "report", "rules", "verify"])
  func helpMatchesItsGolden(_ command: String) throws {
    let name = command.isEmpty ? "help" : "help-\(command)"
    let expected = try String(contentsOf: Self.golden.appendingPathComponent("\(name).txt"), encoding: .utf8)
    for flag in ["--help", "-h"] {
      let run = try ReportTool.run(command.isEmpty ? [flag] : [command, flag])
      #expect(run.status == 0 && run.stderr.isEmpty)
      #expect(run.stdout == expected, "\(name).txt differs; if the change is intended, update the golden file")
    }
  }

  @Test func version() throws {
    let run = try ReportTool.run(["--version"])
    #expect(run.status == 0)
    #expect(run.stdout.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil)
  }

  /// A directory with a parent feature, a child, a leaf view and a file that is not UTF-8.
  static func tree() throws -> URL {
    let directory = try ReportTool.temporaryDirectory()
    try ReportTool.write(Fixtures.app, to: directory.appendingPathComponent("Sources/App.swift"))
    try ReportTool.write(Fixtures.profile, to: directory.appendingPathComponent("Sources/Profile Screen.swift"))
    try ReportTool.write(Fixtures.header, to: directory.appendingPathComponent("Sources/Header.swift"))
    return directory
  }

  @Test func invocationErrorsExitTwoBeforeReadingAnything() throws {
    let directory = try Self.tree()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [([String], String)] = [
      (["report", "Sources"], "report needs --output FILE; for example: tca-migrate report Sources --output report.html"),
      (["report", "Sources", "--output", "report.txt"], "cannot tell the report format from 'report.txt'; name the output file .html, .md or .json"),
      (["report", "Sources", "--output", "missing/report.html"], "cannot write the report to missing/report.html: directory missing does not exist; create it first"),
      (["report", "Sources", "--output", "Sources"], "Sources is a directory; give a file name such as Sources/report.html"),
      (["report", "Sources", "--output", "r.html", "--jobs", "0"], "--jobs takes a whole number of at least 1, not '0'"),
      (["report", "Sources", "--frobnicate"], "unknown option '--frobnicate'; run 'tca-migrate report --help'"),
      (["report", "Nowhere", "--output", "r.html"], "Nowhere: no such file or directory"),
      (["lint", "Sources", "--jobs", "x"], "--jobs takes a whole number of at least 1, not 'x'"),
    ]
    for (arguments, message) in cases {
      let run = try ReportTool.run(arguments, in: directory)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("error: \(message)"), "\(arguments): \(run.stderr)")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(left == ["Sources"], "nothing written")
  }

  @Test func writesEachFormatAtomicallyWithASummaryLine() throws {
    let directory = try Self.tree()
    defer { try? FileManager.default.removeItem(at: directory) }
    try ReportTool.write("stale", to: directory.appendingPathComponent("out/report.json"))
    for name in ["report.html", "report.md", "report.json"] {
      let run = try ReportTool.run(["report", "Sources", "-o", "out/\(name)"], in: directory)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr == "tca-migrate: wrote out/\(name): 3 files scanned, 1 migrated fully, 1 partially, 0 refused, 1 untouched; "
        + "2 subscriptions rewritten, 1 chain refused; 3 follow-ups\n")
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).sorted()
    #expect(files == ["report.html", "report.json", "report.md"], "no temporary files left behind")
    let json = try ReportTool.json(directory.appendingPathComponent("out/report.json"))
    #expect((json["files"] as? [[String: Any]])?.map { $0["path"] as? String } == ["Sources/App.swift", "Sources/Profile Screen.swift", "Sources/Header.swift"])
    let mode = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("out/report.html").path)[.posixPermissions] as? Int
    #expect(mode == 0o644)
    let quiet = try ReportTool.run(["report", "Sources", "-o", "out/report.md", "--quiet"], in: directory)
    #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    let schema = try ReportTool.run(["report", "--schema"])
    #expect(schema.status == 0 && (try? JSONSerialization.jsonObject(with: Data(schema.stdout.utf8))) != nil)
  }

  @Test func refusedFilesExitThreeAndAreInTheReport() throws {
    let directory = try Self.tree()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("Sources/Latin1.swift"))
    let run = try ReportTool.run(["report", "Sources", "-o", "report.json"], in: directory)
    #expect(run.status == 3)
    #expect(run.stderr.contains("Sources/Latin1.swift:1:5: error: file is not valid UTF-8 (byte offset 4); convert it to UTF-8 first"))
    let json = try ReportTool.json(directory.appendingPathComponent("report.json"))
    let refused = (json["files"] as? [[String: Any]] ?? []).first { $0["path"] as? String == "Sources/Latin1.swift" }
    #expect(refused?["status"] as? String == "refused")
    #expect((json["summary"] as? [String: Any])?["refused"] as? Int == 1)
  }

  /// Progress goes to standard error only when it is a terminal: `script` gives the tool one.
  @Test(arguments: [["migrate"], ["lint"], ["report", "-o", "r.html"]])
  func progressOnlyOnATerminal(_ command: [String]) throws {
    let directory = try Self.tree()
    defer { try? FileManager.default.removeItem(at: directory) }
    let piped = try ReportTool.run(command + ["Sources"], in: directory)
    #expect(!piped.stderr.contains("\r") && !piped.stderr.contains("\u{1B}"), "no progress into a pipe")
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      Issue.record("util-linux 'script' is needed to give the tool a terminal")
      return
    }
    func underTerminal(_ arguments: [String]) throws -> String {
      let shell = ([ReportTool.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = ["-qec", shell + " 2>&1 >/dev/null", "/dev/null"]
      process.currentDirectoryURL = directory
      let out = Pipe()
      process.standardOutput = out
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let shown = try underTerminal(command + ["Sources", "--jobs", "2"])
    #expect(shown.contains("\r\u{1B}[2Ktca-migrate: "), "progress drawn: \(shown.debugDescription)")
    #expect(shown.contains("\r\u{1B}[2Ktca-migrate: ") && shown.contains("tca-migrate: "), "then the summary line")
    let quiet = try underTerminal(command + ["Sources", "--quiet"])
    #expect(!quiet.contains("\u{1B}"), "--quiet draws nothing")
  }

  /// The report describes exactly the patch `migrate` prints: same diffs, same totals.
  @Test func theReportAgreesWithMigrate() throws {
    let directory = try ReportTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let migrate = try ReportTool.run(["migrate", "Corpus"], in: ReportTool.root)
    let report = try ReportTool.run(["report", "Corpus", "-o", directory.appendingPathComponent("r.json").path, "-q"], in: ReportTool.root)
    #expect(report.status == migrate.status)
    let json = try ReportTool.json(directory.appendingPathComponent("r.json"))
    let files = (json["files"] as? [[String: Any]] ?? []).sorted {
      ($0["path"] as? String ?? "").utf8.lexicographicallyPrecedes(($1["path"] as? String ?? "").utf8)
    }
    #expect(files.map { $0["diff"] as? String ?? "" }.joined() == migrate.stdout)
    let summary = json["summary"] as? [String: Any] ?? [:]
    let changed = files.filter { !($0["diff"] as? String ?? "").isEmpty }.count
    let line = "tca-migrate: \(summary["filesScanned"]!) files scanned, \(changed) would change, "
      + "\(summary["subscriptionsRewritten"]!) subscriptions rewritten, \(summary["chainsRefused"]!) chains refused, \(summary["refused"]!) files refused"
    #expect(migrate.stderr.hasSuffix(line + "\n"), "\(line)")
  }

  @Test func lintJobsDoNotChangeTheOutput() throws {
    let corpus = ReportTool.root.appendingPathComponent("Corpus").path
    let one = try ReportTool.run(["lint", corpus, "--reporter", "json", "--jobs", "1"])
    let four = try ReportTool.run(["lint", corpus, "--reporter", "json", "-j", "4"])
    #expect(one.status == four.status && one.stdout == four.stdout && !one.stdout.isEmpty)
  }
}

@Suite("Report with verify")
struct ReportVerifyTests {
  /// `report --verify` runs the reference runtime on every rewritten file and reports its verdict.
  @Test func verifiedReportCarriesTheRuntimeVerdict() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-report-verify-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["seeds/contador", "core/table-reload"] {
      let source = ReportTool.root.appendingPathComponent("Corpus/\(name)/before.swift")
      try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("Sources/\(name.split(separator: "/").last!).swift"))
    }
    let run = try ReportTool.run(["report", "Sources", "--output", "report.json", "--verify"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let verdicts = try #require((object["summary"] as? [String: Any])?["verdicts"] as? [String: Int])
    #expect(verdicts == ["equal": 2, "different": 0, "unverifiable": 0, "not-run": 0], "\(verdicts)")
  }
}
