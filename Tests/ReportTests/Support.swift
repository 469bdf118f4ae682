import Foundation

/// Runs the built `tca-migrate` executable, as a user or a CI job does.
enum ReportTool {
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
  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // stderr is read on another thread so neither pipe can fill up and stall the tool.
    let errBox = DataBox()
    let reader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
    reader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { usleep(1000) }
    return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
               stderr: String(decoding: errBox.data, as: UTF8.self))
  }

  final class DataBox: @unchecked Sendable { var data = Data() }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.resolvingSymlinksInPath()
  }

  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  static func json(_ url: URL) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
  }
}
