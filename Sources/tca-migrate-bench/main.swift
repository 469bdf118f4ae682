import Foundation
import Migrate
import SwiftScan

// tca-migrate-bench: measures, in one run and side by side, reading every file (the floor),
// lexing, scanning (lex + outline), and `migrate` as a dry run (rewrite + patch text), on a
// generated tree or a directory. Build and run in release:
//   swift run -c release tca-migrate-bench --lines 600000
// Options: --lines N | --dir DIR, --single-file, --seed S, --jobs N, --repeat R, --only PHASE,
//          --swift-frontend (also time `swift-frontend -parse` on the same files), --scaling,
//          --split (lint with no rule, migration rules only, lint rules only).
// With `tca-migrate` built in release beside it, the commands themselves are timed too.

struct Options {
  var lines = 600_000
  var directory: String? = nil
  var singleFile = false
  var seed: UInt64 = 42
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var repeats = 3
  var swiftFrontend = false
  var scaling = false
  /// Also time lint with no rule, with the migration rules only and with the lint rules only.
  var split = false
  /// Phases to run besides the floor (all when empty): for profiling one of them.
  var only: Set<String> = []
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = Array(CommandLine.arguments.dropFirst())
  func next() -> String {
    guard !arguments.isEmpty else { fatalError("missing value") }
    return arguments.removeFirst()
  }
  while !arguments.isEmpty {
    switch arguments.removeFirst() {
    case "--lines": options.lines = Int(next())!
    case "--dir": options.directory = next()
    case "--single-file": options.singleFile = true
    case "--seed": options.seed = UInt64(next())!
    case "--jobs": options.jobs = Int(next())!
    case "--repeat": options.repeats = Int(next())!
    case "--swift-frontend": options.swiftFrontend = true
    case "--scaling": options.scaling = true
    case "--split": options.split = true
    case "--only": options.only.insert(next())
    case let other:
      FileHandle.standardError.write(Data("unknown option \(other)\n".utf8))
      exit(2)
    }
  }
  return options
}

func swiftFiles(in directory: URL) -> [String] {
  var files: [String] = []
  let enumerator = FileManager.default.enumerator(atPath: directory.path)
  while let path = enumerator?.nextObject() as? String {
    if path.hasSuffix(".swift") { files.append(directory.appendingPathComponent(path).path) }
  }
  return files.sorted()
}

/// Reads a file the way `tca-migrate` does (`FileIO.read`): open, size, one read into the array.
func read(_ path: String) -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return [] }
  defer { close(descriptor) }
  var info = stat()
  guard fstat(descriptor, &info) == 0 else { return [] }
  let size = Int(info.st_size)
  var filled = 0
  let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
    while filled < size {
      let got = Foundation.read(descriptor, buffer.baseAddress! + filled, size - filled)
      if got <= 0 { break }
      filled += got
    }
    count = filled
  }
  return bytes
}

/// Peak resident memory since the last reset, in MB (Linux `VmHWM`).
func peakMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
  return kb / 1024
}

func resetPeak() {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Runs `work` over every file on `jobs` threads; returns a checksum so nothing is optimized away.
func run(_ files: [String], jobs: Int, _ work: @escaping @Sendable (String) -> Int) -> Int {
  let lock = NSLock()
  nonisolated(unsafe) var next = 0
  nonisolated(unsafe) var total = 0
  DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
    var local = 0
    while true {
      lock.lock()
      let index = next
      next += 1
      lock.unlock()
      guard index < files.count else { break }
      local &+= work(files[index])
    }
    lock.lock(); total &+= local; lock.unlock()
  }
  return total
}

/// `seconds` is wall time (best repeat); `cpu` the processor time (user + system) this process and
/// the commands it ran spent in that repeat, on all cores: unlike wall time, it does not grow when
/// another program shares the machine.
struct Measurement {
  var name: String; var seconds: Double; var cpu: Double = -1; var peak: Double
  /// Whether the phase goes through the tree, so MB/s and lines/s mean something (not for the
  /// freeing after `lint`).
  var readsTheTree = true
}

/// User + system time of this process and of its waited-for children so far, in seconds.
func processorSeconds() -> Double {
  func seconds(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
  var own = rusage(), children = rusage()
  #if os(Linux)
  // Glibc imports the constants as an enum and takes a plain integer.
  getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
  getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
  #else
  getrusage(RUSAGE_SELF, &own)
  getrusage(RUSAGE_CHILDREN, &children)
  #endif
  return seconds(own) + seconds(children)
}

/// One survey result per file, written from several threads (each slot by one).
final class Slots: @unchecked Sendable {
  private var values: [MigrationEnvironment]
  private let lock = NSLock()
  init(count: Int) { values = Array(repeating: MigrationEnvironment(), count: count) }
  subscript(index: Int) -> MigrationEnvironment {
    get { lock.lock(); defer { lock.unlock() }; return values[index] }
    set { lock.lock(); values[index] = newValue; lock.unlock() }
  }
}

/// The smallest index of a file whose migration the survey can change.
final class DependentFiles: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var first: Int? = nil
  func add(_ index: Int) { lock.lock(); first = min(first ?? index, index); lock.unlock() }
}

/// What a timed run leaves behind instead of freeing it (`LintRun.leavesMemory`, and the results
/// the command keeps until it exits): freed after the clock has stopped.
final class LeftMemory: @unchecked Sendable {
  private var values: [Any] = []
  func keep(_ value: Any) { values.append(value) }
  func release() { values.removeAll() }
}

/// Times `body`, best of `repeats`. With `left`, what the body left there is freed after each
/// repeat's clock has stopped, and that freeing is timed as its own row.
func measure(_ name: String, repeats: Int, left: LeftMemory? = nil, _ body: () -> Int) -> [Measurement] {
  let key = String(name.prefix { $0 != " " })
  if !options.only.isEmpty, key != "read", !options.only.contains(key) { return [] }
  var best = Double.infinity, bestCPU = -1.0, bestRelease = 0.0, bestReleaseCPU = 0.0
  resetPeak()
  var checksum = 0
  for _ in 0..<max(1, repeats) {
    let cpuStart = processorSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    checksum &+= body()
    let end = DispatchTime.now().uptimeNanoseconds, cpuEnd = processorSeconds()
    left?.release()
    let seconds = Double(end - start) / 1e9
    if seconds < best {
      best = seconds; bestCPU = cpuEnd - cpuStart
      bestRelease = Double(DispatchTime.now().uptimeNanoseconds - end) / 1e9; bestReleaseCPU = processorSeconds() - cpuEnd
    }
  }
  if checksum == 42 { print("") }  // keeps the work observable
  let measured = Measurement(name: name, seconds: best, cpu: bestCPU, peak: peakMegabytes())
  guard left != nil else { return [measured] }
  return [measured, Measurement(name: "  then freeing what it left", seconds: bestRelease, cpu: bestReleaseCPU, peak: -1, readsTheTree: false)]
}

/// `swift-frontend -parse` over the same files: one frontend process per job, each parsing its
/// share of the files in one invocation (what the compiler's own parser costs, without the
/// driver's process per file).
func swiftFrontendSeconds(_ files: [String], jobs: Int) -> Double {
  let shares = max(1, jobs)
  let size = (files.count + shares - 1) / shares
  let batches = stride(from: 0, to: files.count, by: max(1, size)).map { Array(files[$0..<min($0 + size, files.count)]) }
  let start = DispatchTime.now().uptimeNanoseconds
  DispatchQueue.concurrentPerform(iterations: batches.count) { index in
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-frontend", "-parse"] + batches[index]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    runAndWait(process)
  }
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The `tca-migrate` executable built beside this one, if it was.
func siblingTool() -> URL? {
  let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tca-migrate")
  return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
}

/// Runs the tool with its output thrown away; returns its exit status.
func runTool(_ tool: URL, _ arguments: [String]) -> Int {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard runAndWait(process) else { return -1 }
  return Int(process.terminationStatus)
}

/// Starts `process` and returns once it has exited (false if it could not start). Not
/// `waitUntilExit()`: on Linux it notices the exit only at a run-loop poll every 50 ms, which
/// rounded every timed command up to the next multiple of 50 ms; the termination handler is
/// called from the child-exit signal itself.
@discardableResult
func runAndWait(_ process: Process) -> Bool {
  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }
  guard (try? process.run()) != nil else { return false }
  exited.wait()
  return true
}

/// `root`: the directory the files come from, for timing the commands on it.
func benchmark(_ files: [String], root: String, options: Options, label: String) -> [Measurement] {
  let bytes = files.reduce(0) { $0 + (((try? FileManager.default.attributesOfItem(atPath: $1)[.size]) as? Int) ?? 0) }
  let lines = run(files, jobs: options.jobs) { read($0).reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
  let megabytes = Double(bytes) / 1_000_000
  print("\n\(label): \(files.count) files, \(lines) lines, \(String(format: "%.1f", megabytes)) MB, \(options.jobs) jobs, best of \(options.repeats)")
  var results: [Measurement] = []
  results += measure("read (floor)", repeats: options.repeats) { run(files, jobs: options.jobs) { read($0).count } }
  results += measure("lex", repeats: options.repeats) { run(files, jobs: options.jobs) { Lexer.lex(read($0)).tokens.count } }
  results += measure("scan (lex+outline)", repeats: options.repeats) { run(files, jobs: options.jobs) { ScannedFile(bytes: read($0)).outline.braces.count } }
  // Where lint's time goes: the tree-wide facts alone, and the migration findings lint includes.
  results += measure("lint-facts (facts only)", repeats: options.repeats) {
    LintRun(jobs: options.jobs).facts(files.map { LintSource(path: $0) }) { index in .text(read(files[index])) }.memberReads.count
  }
  results += measure("lint-migration (scan+findings)", repeats: options.repeats) {
    run(files, jobs: options.jobs) { Migrator.findings(of: ScannedFile(bytes: read($0))).count }
  }
  // As `tca-migrate lint` runs: one streaming pass, and a second one over the files whose
  // findings depend on other files. The command frees neither what the run built nor the results
  // (it exits): they are freed after the clock, and that is timed on a row of its own.
  let left = LeftMemory()
  func lintAsTheCommand(_ configuration: LintConfiguration = LintConfiguration()) -> Int {
    var run = LintRun(configuration: configuration, jobs: options.jobs)
    run.leavesMemory = { left.keep($0) }
    let linted = run.lint(files.map { LintSource(path: $0) }) { index in .text(read(files[index])) }
    left.keep(linted)
    return linted.reduce(0) { $0 + $1.findings.count }
  }
  if options.split {
    // Where lint's time goes: no rule at all (scan, facts, bookkeeping), the migration rules
    // alone, the lint rules alone.
    let noRules = LintConfiguration(rules: Dictionary(uniqueKeysWithValues: LintRules.all.map { ($0.info.id, .init(enabled: false)) }))
    let noMigration = LintConfiguration(rules: Dictionary(uniqueKeysWithValues: RuleRegistry.all.filter { $0.category == "migration" }.map { ($0.id, .init(enabled: false)) }))
    let nothing = LintConfiguration(rules: Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { ($0.id, .init(enabled: false)) }))
    for (name, configuration) in [("lint-nothing", nothing), ("lint-norules", noRules), ("lint-nomigration", noMigration)] {
      results += measure(name, repeats: options.repeats, left: left) { lintAsTheCommand(configuration) }
    }
  }
  results += measure("lint (all rules)", repeats: options.repeats, left: left) { lintAsTheCommand() }
  results += measure("migrate (dry run)", repeats: options.repeats) {
    // As `tca-migrate migrate` runs: every file migrated before the tree is surveyed, which is
    // its result unless the survey can change it; from the first file whose result it can
    // change, files are migrated again under the tree's environment. (The command only surveys
    // those in its first pass; on the generated tree no file depends on the survey.)
    let surveyed = Slots(count: files.count)
    let dependent = DependentFiles()
    var diffBytes = run(files.indices.map(String.init), jobs: options.jobs) { index in
      let k = Int(index)!
      let bytes = read(files[k])
      let (result, holds, survey) = Migrator.migrateBeforeSurvey(bytes)
      surveyed[k] = survey
      if !holds { dependent.add(k) }
      return result.changed ? UnifiedDiff.make(old: bytes, new: result.output, path: files[k], edits: result.edits).utf8.count : 0
    }
    guard let first = dependent.first else { return diffBytes }
    let tree = (0..<files.count).reduce(into: MigrationEnvironment()) { $0.merge(surveyed[$1]) }
    diffBytes += run(Array(files[first...]), jobs: options.jobs) { path in
      let bytes = read(path)
      let result = Migrator.migrate(bytes, environment: tree)
      return result.changed ? UnifiedDiff.make(old: bytes, new: result.output, path: path, edits: result.edits).utf8.count : 0
    }
    return diffBytes
  }
  // The commands themselves, as a user runs them on the tree: listing, reading with the encoding
  // and generated-file checks, the work above, and the report or patch written to /dev/null.
  if let tool = siblingTool() {
    for (name, command) in [("cli-lint (whole command)", "lint"), ("cli-migrate (whole command)", "migrate")] {
      // Peak memory is the child's, which this process cannot read: not shown.
      results += measure(name, repeats: options.repeats) {
        runTool(tool, [command, "--quiet", "--jobs", "\(options.jobs)", root])
      }.map { var row = $0; row.peak = -1; return row }
    }
  }
  if options.swiftFrontend {
    let cpuStart = processorSeconds()
    let seconds = swiftFrontendSeconds(files, jobs: options.jobs)
    results.append(Measurement(name: "swift-frontend -parse", seconds: seconds, cpu: processorSeconds() - cpuStart, peak: -1))
  }
  let floor = results[0].seconds
  print("phase                            seconds      MB/s    lines/s   × floor   peak MB     cpu s")
  for m in results {
    let rates = m.readsTheTree ? String(format: " %9.1f %10.0f", megabytes / m.seconds, Double(lines) / m.seconds) : "         -          -"
    print(m.name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: " %9.3f", m.seconds) + rates
          + String(format: " %9.2f", m.seconds / floor) + (m.peak < 0 ? "         -" : String(format: " %9.1f", m.peak))
          + (m.cpu < 0 ? "         -" : String(format: " %9.3f", m.cpu)))
  }
  return results
}

let options = parseOptions()
var directory: URL
if let given = options.directory {
  directory = URL(fileURLWithPath: given)
} else {
  directory = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-bench-\(options.seed)-\(options.lines)\(options.singleFile ? "-single" : "")")
  if !FileManager.default.fileExists(atPath: directory.path) {
    let summary = try TreeGenerator(seed: options.seed).generate(lines: options.lines, singleFile: options.singleFile, into: directory)
    print("generated \(summary.files) files, \(summary.lines) lines, \(summary.bytes) bytes in \(directory.path)")
  }
}
let files = swiftFiles(in: directory)
let full = benchmark(files, root: directory.path, options: options, label: "tree")
if options.scaling, options.directory == nil {
  let half = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-bench-\(options.seed)-\(options.lines / 2)")
  if !FileManager.default.fileExists(atPath: half.path) {
    _ = try TreeGenerator(seed: options.seed).generate(lines: options.lines / 2, singleFile: false, into: half)
  }
  let halfResults = benchmark(swiftFiles(in: half), root: half.path, options: options, label: "half tree")
  print("\nscaling (time of the full tree / time of the half tree; 2.00 is linear)")
  for (a, b) in zip(full, halfResults) { print(a.name.padding(toLength: 30, withPad: " ", startingAt: 0) + String(format: " %6.2f", a.seconds / b.seconds)) }
}
