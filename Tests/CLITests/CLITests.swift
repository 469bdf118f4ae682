import Foundation
import Testing

/// Runs the built `tca-migrate` executable the way a user does.
struct Tool {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let executable: URL = {
    let beside = Bundle.main.bundleURL.appendingPathComponent("tca-migrate")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tca-migrate")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return root.appendingPathComponent(".build/debug/tca-migrate")
  }()

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
  }

  @discardableResult
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Both pipes drain at once: a child blocked on a full stderr pipe would never close stdout.
    let errorBox = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errorBox.data
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
               stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func corpus(_ name: String, _ file: String) -> URL {
    root.appendingPathComponent("Corpus/\(name)/\(file)")
  }
}

/// Bytes handed from the thread that read them.
final class DataBox: @unchecked Sendable {
  var data = Data()
}

func mode(_ url: URL) throws -> Int {
  (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
}

@Suite("Command line")
struct CLITests {
  @Test func helpAndVersion() throws {
    let help = try Tool.run(["--help"])
    #expect(help.status == 0 && help.stdout.contains("migrate"))
    let migrateHelp = try Tool.run(["migrate", "--help"])
    #expect(migrateHelp.status == 0 && migrateHelp.stdout.contains("--write"))
    #expect(try Tool.run(["--version"]).stdout.contains("."))
    let unknown = try Tool.run(["migrate", "--frobnicate"])
    #expect(unknown.status == 2 && unknown.stderr.contains("--frobnicate"))
  }

  @Test func missingPathExitsTwo() throws {
    let run = try Tool.run(["migrate", "/no/such/place.swift"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("/no/such/place.swift: no such file or directory"))
  }

  @Test func dryRunPrintsAPatchThatGitApplies() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases = ["seeds/perfil", "encoding/crlf", "core/table-reload", "negative/in-strings"]
    for (index, name) in cases.enumerated() {
      try FileManager.default.createDirectory(at: directory.appendingPathComponent("App/Screen \(index)"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Tool.corpus(name, "before.swift"), to: directory.appendingPathComponent("App/Screen \(index)/View.swift"))
    }
    let dryRun = try Tool.run(["migrate", "App"], in: directory)
    #expect(dryRun.status == 0)
    #expect(dryRun.stderr.contains("4 files scanned, 3 would change"))
    try dryRun.stdoutBytes.write(to: directory.appendingPathComponent("change.patch"))
    let apply = Process()
    apply.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    apply.arguments = ["git", "apply", "--whitespace=nowarn", "change.patch"]
    apply.currentDirectoryURL = directory
    try apply.run()
    apply.waitUntilExit()
    #expect(apply.terminationStatus == 0)
    for (index, name) in cases.enumerated() {
      let expected = FileManager.default.contents(atPath: Tool.corpus(name, "after.swift").path)
        ?? FileManager.default.contents(atPath: Tool.corpus(name, "before.swift").path)
      #expect(FileManager.default.contents(atPath: directory.appendingPathComponent("App/Screen \(index)/View.swift").path) == expected, "\(name)")
    }
    // Applying the patch left nothing for a second run to do.
    let second = try Tool.run(["migrate", "--check", "App"], in: directory)
    #expect(second.status == 0 && second.stdout.isEmpty)
  }

  @Test func writeReplacesAtomicallyAndKeepsMode() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Contador.swift")
    try FileManager.default.copyItem(at: Tool.corpus("seeds/contador", "before.swift"), to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    let run = try Tool.run(["migrate", "--write", file.path])
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty)
    #expect(FileManager.default.contents(atPath: file.path) == FileManager.default.contents(atPath: Tool.corpus("seeds/contador", "after.swift").path))
    #expect(try mode(file) == 0o755)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Contador.swift"], "no temporary file left")
  }

  @Test func checkExitsOneWhenChangesArePending() throws {
    let pending = try Tool.run(["migrate", "--check", Tool.corpus("seeds/perfil", "before.swift").path])
    #expect(pending.status == 1)
    #expect(pending.stdout.isEmpty)
    let clean = try Tool.run(["migrate", "--check", Tool.corpus("seeds/perfil", "after.swift").path])
    #expect(clean.status == 0)
  }

  @Test func badInputIsRefusedWithPositionAndLeftUntouched() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let legacy = try Data(contentsOf: Tool.corpus("seeds/perfil", "before.swift"))
    let unbalanced = directory.appendingPathComponent("Unbalanced.swift")
    try (legacy + Data("\n}\n".utf8)).write(to: unbalanced)
    let notUTF8 = directory.appendingPathComponent("Latin1.swift")
    try (Data("let caf".utf8) + Data([0xE9]) + Data(" = 1\n".utf8) + legacy).write(to: notUTF8)
    let utf16 = directory.appendingPathComponent("Wide.swift")
    try Data([0xFF, 0xFE, 0x6C, 0x00]).write(to: utf16)
    let good = directory.appendingPathComponent("Good.swift")
    try legacy.write(to: good)
    let run = try Tool.run(["migrate", "--write", directory.path])
    #expect(run.status == 3)
    let lines = run.stderr.split(separator: "\n")
    let unbalancedLine = lines.first { $0.contains("Unbalanced.swift:") }.map(String.init) ?? ""
    #expect(unbalancedLine.contains("Unbalanced.swift:\(legacy.split(separator: 0x0A, omittingEmptySubsequences: false).count + 1):1: error:"), "\(unbalancedLine)")
    #expect(lines.contains { $0.contains("Latin1.swift:1:8: error:") && $0.contains("not valid UTF-8 (byte offset 7)") })
    #expect(lines.contains { $0.contains("Wide.swift:1:1: error:") && $0.contains("UTF-16") })
    #expect(try Data(contentsOf: unbalanced) == legacy + Data("\n}\n".utf8))
    #expect(try Data(contentsOf: notUTF8).count == 13 + legacy.count)
    // One bad file never stops the others.
    #expect(try Data(contentsOf: good) == (try Data(contentsOf: Tool.corpus("seeds/perfil", "after.swift"))))
  }

  @Test func symlinksAreSkippedUnlessFollowedAndUnreadableFilesNamed() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("Real.swift")
    try FileManager.default.copyItem(at: Tool.corpus("seeds/perfil", "before.swift"), to: target)
    let link = directory.appendingPathComponent("Link.swift")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let skipped = try Tool.run(["migrate", "--write", link.path])
    #expect(skipped.status == 0 && skipped.stderr.contains("symbolic link skipped"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == (try Data(contentsOf: Tool.corpus("seeds/perfil", "before.swift"))))
    let dangling = directory.appendingPathComponent("Dangling.swift")
    try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: directory.appendingPathComponent("gone.swift").path)
    let unreadable = try Tool.run(["migrate", "--follow-symlinks", dangling.path])
    #expect(unreadable.status == 3)
    #expect(unreadable.stderr.contains("Dangling.swift:1:1: error: cannot read file"))
  }

  @Test func readOnlyFileIsNotReplaced() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("ReadOnly.swift")
    try FileManager.default.copyItem(at: Tool.corpus("seeds/perfil", "before.swift"), to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let run = try Tool.run(["migrate", "--write", file.path])
    #expect(run.status == 3)
    #expect(run.stderr.contains("ReadOnly.swift:1:1: error: file is read-only; left untouched"))
    #expect(try Data(contentsOf: file) == (try Data(contentsOf: Tool.corpus("seeds/perfil", "before.swift"))))
    #expect(try mode(file) == 0o444)
  }
}
