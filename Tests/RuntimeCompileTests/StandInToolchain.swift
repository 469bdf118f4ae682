import Foundation

/// Compiles and runs user files against the stand-ins that SwiftPM built for this test run.
///
/// The recipe (documented in Sources/TCAStandIn/COMPILE-COPY.md): the user files plus a harness
/// `main.swift`, `-module-alias` for the three framework names, `-I <build>/Modules` for the
/// stand-in modules, and the stand-ins' object files linked statically.
enum StandInToolchain {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let aliases = [
    "-module-alias", "UIKit=UIKitStandIn",
    "-module-alias", "Combine=CombineStandIn",
    "-module-alias", "ComposableArchitecture=TCAStandIn",
  ]

  /// `$SWIFTC`, else the swiftc next to the running toolchain, else `swiftc` on PATH.
  static let swiftc: String = {
    if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
    for candidate in ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return "swiftc"
  }()

  /// The SwiftPM build directory holding `Modules/TCAStandIn.swiftmodule`: the directory of
  /// the running test binary (any configuration or `--build-path`), else `.build/debug`.
  static let buildDirectory: URL? = {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    let build = packageRoot.appendingPathComponent(".build")
    candidates += ["debug", "release"].map { build.appendingPathComponent($0) }
    return candidates.first { directory in
      let module = directory.appendingPathComponent("Modules/TCAStandIn.swiftmodule")
      return FileManager.default.fileExists(atPath: module.path)
    }
  }()

  /// The stand-ins' object files (one per source file).
  static func objectFiles(in build: URL) throws -> [String] {
    try ["CombineStandIn", "UIKitStandIn", "TCAStandIn"].flatMap { target -> [String] in
      let directory = build.appendingPathComponent("\(target).build")
      return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".swift.o") }
        .sorted()
        .map { directory.appendingPathComponent($0).path }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Compiles `sources` (name → text) into an executable in a fresh temporary directory.
  static func compile(_ sources: [String: String], swiftVersion: String = "5") throws -> URL {
    guard let build = buildDirectory else { throw Failure(description: "stand-ins not built") }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-migrate-runtime-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var paths: [String] = []
    for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let executable = directory.appendingPathComponent("program")
    let arguments = ["-swift-version", swiftVersion] + aliases
      + ["-I", build.appendingPathComponent("Modules").path]
      + paths + (try objectFiles(in: build)) + ["-o", executable.path]
    let (status, output) = try run(swiftc, arguments)
    guard status == 0 else {
      try? FileManager.default.removeItem(at: directory)
      throw Failure(description: "swiftc failed:\n\(output)")
    }
    return executable
  }

  /// Compiles `sources`, runs the program, deletes the temporary directory; returns the exit
  /// status and combined output.
  static func compileAndRun(_ sources: [String: String], swiftVersion: String = "5") throws -> (Int32, String) {
    let program = try compile(sources, swiftVersion: swiftVersion)
    defer { try? FileManager.default.removeItem(at: program.deletingLastPathComponent()) }
    return try run(program.path)
  }

  /// Runs a program; returns its exit status and combined output.
  static func run(_ program: String, _ arguments: [String] = []) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
    process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
