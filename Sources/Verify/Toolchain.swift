import Foundation

/// Compiles programs against the reference runtime with the toolchain's `swiftc`.
///
/// The stand-in modules (`CombineStandIn`, `UIKitStandIn`, `TCAStandIn`) are built once into a
/// cache directory keyed by their sources and the compiler, and reused by every compile of the
/// run (and by later runs while the sources are unchanged). User files compile unchanged, their
/// `import UIKit` / `Combine` / `ComposableArchitecture` mapped with `-module-alias`.
public final class Toolchain: @unchecked Sendable {
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  static let standIns = ["CombineStandIn", "UIKitStandIn", "TCAStandIn"]
  static let aliases = [
    "-module-alias", "UIKit=UIKitStandIn",
    "-module-alias", "Combine=CombineStandIn",
    "-module-alias", "ComposableArchitecture=TCAStandIn",
  ]

  public let swiftc: String
  let sourcesDirectory: URL
  private let lock = NSLock()
  private var built: URL?
  /// Seconds spent building the stand-ins in this run (0 when the cache was warm).
  public private(set) var standInSeconds: Double = 0

  /// `sources`: the directory holding the stand-in targets (defaults to this package's
  /// `Sources/`, or `$TCA_MIGRATE_RUNTIME_SOURCES`).
  public init(sources: URL? = nil) {
    let environment = ProcessInfo.processInfo.environment
    swiftc = environment["SWIFTC"] ?? ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    } ?? "swiftc"
    sourcesDirectory = sources
      ?? environment["TCA_MIGRATE_RUNTIME_SOURCES"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The directory with the built stand-in modules and libraries, building them if needed.
  public func runtime() throws -> URL {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    var hasher = FNV()
    hasher.add(swiftc)
    var sourceFiles: [String: [URL]] = [:]
    for module in Self.standIns {
      let directory = sourcesDirectory.appendingPathComponent(module)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
        throw Failure(description: "the reference runtime sources are missing (\(directory.path)); set TCA_MIGRATE_RUNTIME_SOURCES")
      }
      let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
      for file in files {
        hasher.add(file.lastPathComponent)
        hasher.add((try? Data(contentsOf: file)) ?? Data())
      }
      sourceFiles[module] = files
    }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-runtime-\(hasher.hex)")
    if FileManager.default.fileExists(atPath: cache.appendingPathComponent("ready").path) {
      built = cache
      return cache
    }
    let start = Date()
    let staging = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-runtime-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: staging.appendingPathComponent("mods"), withIntermediateDirectories: true)
    for module in Self.standIns {
      let arguments = ["-parse-as-library", "-swift-version", "6", "-emit-library", "-static", "-module-name", module,
                       "-I", staging.appendingPathComponent("mods").path, "-emit-module",
                       "-emit-module-path", staging.appendingPathComponent("mods/\(module).swiftmodule").path]
        + sourceFiles[module]!.map(\.path) + ["-o", staging.appendingPathComponent("lib\(module).a").path]
      let result = try Self.run(swiftc, arguments, in: staging, timeout: 600)
      guard result.status == 0 else { throw Failure(description: "building the reference runtime failed:\n\(result.output)") }
    }
    _ = FileManager.default.createFile(atPath: staging.appendingPathComponent("ready").path, contents: Data())
    // Another process may have finished first; either copy is complete.
    if rename(staging.path, cache.path) != 0 { try? FileManager.default.removeItem(at: staging) }
    standInSeconds = Date().timeIntervalSince(start)
    built = cache
    return cache
  }

  /// Compiles `sources` (file name → text) into a program in `directory`.
  public func compile(_ sources: [(name: String, text: String)], in directory: URL) throws -> (program: URL, result: ProcessResult) {
    let runtime = try runtime()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var paths: [String] = []
    for source in sources {
      let url = directory.appendingPathComponent(source.name)
      try Data(source.text.utf8).write(to: url)
      paths.append(url.path)
    }
    let program = directory.appendingPathComponent("program")
    let arguments = ["-swift-version", "5"] + Self.aliases
      + ["-I", runtime.appendingPathComponent("mods").path, "-L", runtime.path,
         "-lTCAStandIn", "-lUIKitStandIn", "-lCombineStandIn"]
      + paths + ["-o", program.path]
    return (program, try Self.run(swiftc, arguments, in: directory, timeout: 300))
  }

  public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
    public var timedOut: Bool
    public var seconds: Double
  }

  /// Runs a program with a time limit; output is stdout and stderr together.
  public static func run(_ program: String, _ arguments: [String], in directory: URL, timeout: Double) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program.hasPrefix("/") ? program : "/usr/bin/env")
    process.arguments = program.hasPrefix("/") ? arguments : [program] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    let seconds = Date().timeIntervalSince(start)
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
                         timedOut: process.terminationReason == .uncaughtSignal && seconds >= timeout, seconds: seconds)
  }
}

/// FNV-1a, for cache keys.
struct FNV {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325
  mutating func add(_ string: String) { add(Data(string.utf8)) }
  mutating func add(_ data: Data) {
    for byte in data { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
  }
  var hex: String { String(value, radix: 16) }
}
