import Foundation
@testable import Migrate

/// Runs the built `tca-migrate` executable, as a user or a CI job does.
enum LintTool {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let executable: URL = {
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tca-migrate")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    let beside = Bundle.main.bundleURL.appendingPathComponent("tca-migrate")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return root.appendingPathComponent(".build/debug/tca-migrate")
  }()

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  @discardableResult
  static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    if input != nil { process.standardInput = stdin }
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    // Both pipes drain at once: a child blocked on a full stderr pipe would never close stdout.
    let errorBox = ErrorBytes()
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
               stderr: String(decoding: errData, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath()
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @discardableResult
  static func git(_ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=tca-migrate test", "-c", "user.email=test@tca-migrate.invalid",
                         "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// Sample code the CLI tests lint: one error-severity finding, one warning.
enum Samples {
  static let sendInObserve = """
    final class ProfileViewController: UIViewController {
      let store: StoreOf<Profile>
      let nameLabel = UILabel()

      override func viewDidLoad() {
        super.viewDidLoad()
        observe { [weak self] in
          guard let self else { return }
          nameLabel.text = store.name
          store.send(.shown)
        }
      }
    }

    """

  static let nestedObserve = """
    final class ListViewController: UIViewController {
      let store: StoreOf<List>

      override func viewDidLoad() {
        super.viewDidLoad()
        observe { [weak self] in
          guard let self else { return }
          observe { [weak self] in _ = self?.store.items }
        }
      }
    }

    """

  static let clean = """
    final class TitleViewController: UIViewController {
      let store: StoreOf<Titled>

      override func viewDidLoad() {
        super.viewDidLoad()
        observe { [weak self] in
          guard let self else { return }
          title = store.title
        }
      }
    }

    """
}

/// Bytes handed from the thread that read them.
final class ErrorBytes: @unchecked Sendable {
  var data = Data()
}
