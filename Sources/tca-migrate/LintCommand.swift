import Foundation
import Migrate
import SwiftScan

/// `tca-migrate lint`: runs every rule (lint and migration) and writes a report for people, CI
/// or code scanning. Everything that can be wrong with the invocation (options, configuration,
/// baseline, git ref) is checked before any source file is read.
struct LintCommand {
  static let help = """
    OVERVIEW: Lint UIKit/TCA code: observe blocks, reducer logic in views, State modelling, and
    the legacy ViewStore + Combine code still left to migrate.

    USAGE: tca-migrate lint [PATH…] [--files-from FILE] [--reporter NAME] [--config FILE]
                            [--baseline FILE] [--write-baseline FILE] [--since REF] [--strict]
                            [--output FILE] [--jobs N]

    ARGUMENTS:
      PATH…                  Files or directories (default: the current directory)

    OPTIONS:
      --reporter NAME        xcode (default), json, sarif, github, junit, checkstyle, markdown
      --config FILE          Use FILE instead of the .tca-migrate.json found walking up from
                             the working directory
      --baseline FILE        Report only findings FILE does not record
      --write-baseline FILE  Record the current findings in FILE
      --since REF            Report only files changed since the git ref REF (rules still learn
                             from every file)
      --strict               Exit 1 on any finding, not only on errors
      --output FILE          Write the report to FILE instead of standard output
      --files-from FILE      Also lint the paths listed in FILE, one per line (- reads stdin)
      -j, --jobs N           Files linted in parallel (default: the number of cores)
      --follow-symlinks      Follow symbolic links (skipped by default)
      -q, --quiet            No progress or summary on standard error
      -h, --help             Show this help

    Exit codes: 0 clean, 1 an error-severity finding (or any finding with --strict), 2 usage or
    configuration error (nothing read), 3 some files could not be linted.

    """

  struct Options {
    var paths: [String] = []
    var reporter = Reporter.xcode
    var config: String? = nil
    var baseline: String? = nil
    var writeBaseline: String? = nil
    var since: String? = nil
    var strict = false
    var output: String? = nil
    var followSymlinks = false
    var quiet = false
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var filesFromGiven = false
    var help = false

    static func parse(_ arguments: [String]) throws -> Options {
      var options = Options()
      var k = 0
      func value(_ flag: String) throws -> String {
        k += 1
        guard k < arguments.count else { throw UsageError(message: "\(flag) needs a value") }
        return arguments[k]
      }
      while k < arguments.count {
        let argument = arguments[k]
        switch argument {
        case "--reporter":
          let name = try value(argument)
          guard let reporter = Reporter(rawValue: name) else {
            throw UsageError(message: "unknown reporter '\(name)'; use \(Reporter.allCases.map(\.rawValue).joined(separator: ", "))")
          }
          options.reporter = reporter
        case "--config": options.config = try value(argument)
        case "--baseline": options.baseline = try value(argument)
        case "--write-baseline": options.writeBaseline = try value(argument)
        case "--since": options.since = try value(argument)
        case "--output": options.output = try value(argument)
        case "--strict": options.strict = true
        case "--files-from":
          options.paths += try SourceFiles.paths(from: value(argument))
          options.filesFromGiven = true
        case "--follow-symlinks": options.followSymlinks = true
        case "-j", "--jobs": options.jobs = try ReportCommand.Options.jobs(value(argument))
        case "-q", "--quiet": options.quiet = true
        case "-h", "--help": options.help = true
        case "--": options.paths += arguments[(k + 1)...]; k = arguments.count
        default:
          if argument.hasPrefix("-") && argument != "-" {
            throw UsageError(message: "unknown option '\(argument)'; run 'tca-migrate lint --help'")
          }
          options.paths.append(argument)
        }
        k += 1
      }
      if options.paths.isEmpty && !options.filesFromGiven { options.paths = ["."] }
      return options
    }
  }

  let options: Options

  /// The command's entry point: usage and configuration errors exit 2 with their message.
  static func main(_ arguments: [String]) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      if options.help {
        print(help, terminator: "")
        return ExitCode.clean
      }
      return try LintCommand(options: options).run()
    } catch let error as UsageError {
      Diagnostics.usageError(error.message)
      return ExitCode.usage
    } catch {
      Diagnostics.usageError("\(error)")
      return ExitCode.usage
    }
  }

  func run() throws -> Int32 {
    // Invocation problems first: exit 2 before any source file is read.
    let configuration = try LintFiles.configuration(explicit: options.config)
    let baseline = try options.baseline.map(LintFiles.baseline(at:))
    let changed = try options.since.map(GitChanges.files(since:))
    let listing = try SourceFiles(followSymlinks: options.followSymlinks).list(options.paths)

    var sources: [LintSource] = []
    var paths: [String] = []
    // Path arithmetic costs as much as linting small files: only what globs and --since need.
    let needsAbsolute = !configuration.include.isEmpty || !configuration.exclude.isEmpty || changed != nil
    let display = DisplayPaths(cwd: FileManager.default.currentDirectoryPath)
    for path in listing.files {
      let absolute = needsAbsolute ? URL(fileURLWithPath: path).standardizedFileURL.path : path
      guard !needsAbsolute || configuration.isIncluded(absolutePath: absolute) else { continue }
      let reported = changed.map { $0.contains(URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path) } ?? true
      sources.append(LintSource(path: display.path(path), reported: reported))
      paths.append(path)
    }
    // Files are read in each pass and let go: memory holds facts and findings, not the tree.
    let progress = Progress(quiet: options.quiet)
    var run = LintRun(configuration: configuration, jobs: options.jobs)
    run.leavesMemory = { keepUntilExit($0) }  // the process ends with this command
    var results = run.lint(sources, progress: { progress.update("linting", $0, $1) }) { [paths] index in Self.load(paths[index]) }
    progress.finish()
    results.sort { $0.path < $1.path }
    let rules = RuleRegistry.all.filter { configuration.isEnabled($0.id) }.map { info -> RuleInfo in
      var rule = info
      rule.severity = configuration.severity(of: info.id, default: info.severity)
      return rule
    }
    if let path = options.writeBaseline {
      let entries = Baseline.entries(LintReport(version: CLI.version, rules: rules, files: results))
      try write(Baseline.render(entries), to: path)
    }
    var absorbed = 0
    if let baseline { (results, absorbed) = Baseline.filter(results, baseline: baseline) }
    let report = LintReport(version: CLI.version, rules: rules, files: results)
    // The report's bytes written out from where they were made: not decoded into a String (a
    // pass over every byte) and then copied into a `Data` (another).
    try options.reporter.withRenderedBytes(report, jobs: options.jobs) { bytes in
      if let output = options.output { try write(bytes, to: output) } else { FileHandle.standardOutput.write(Self.data(bytes)) }
    }
    if !options.quiet {
      for skipped in listing.skipped { Diagnostics.write("\(skipped.path): note: \(skipped.reason)") }
      Diagnostics.write(summary(report, absorbed: absorbed))
    }
    keepUntilExit((report, results, listing, sources, paths))
    if !report.problems.isEmpty { return ExitCode.refused }
    if report.count(.error) > 0 || (options.strict && !report.entries.isEmpty) { return ExitCode.findings }
    return ExitCode.clean
  }

  /// A source file as lint takes it: generated files are skipped, and a file that is not text
  /// is refused with where it stops being text.
  static func load(_ path: String) -> LintLoad {
    var bytes: [UInt8] = []
    do {
      bytes = try FileIO.read(path)
      if SourceFiles.isGenerated(bytes) { return .skipped }
      try FileIO.checkEncoding(bytes)
      return .text(bytes)
    } catch let failure as FileIO.Failure {
      return .refused(ScanError(offset: failure.offset ?? 0, message: failure.message), bytes: bytes)
    } catch {
      return .refused(ScanError(offset: 0, message: "\(error)"), bytes: bytes)
    }
  }

  /// Paths as the user will click them: relative to the working directory when inside it.
  static func displayPath(_ path: String, cwd: String = FileManager.default.currentDirectoryPath) -> String {
    guard path.hasPrefix("/"), path.hasPrefix(cwd + "/") else { return path }
    return String(path.dropFirst(cwd.count + 1))
  }

  /// `displayPath(_:cwd:)` for every file of a run under one working directory: the usual case
  /// cut as bytes (`WorkingDirectoryPrefix`), with the same result.
  struct DisplayPaths {
    let cwd: String
    /// `cwd + "/"`, what `displayPath` looks for.
    private let prefix: WorkingDirectoryPrefix

    init(cwd: String) {
      self.cwd = cwd
      prefix = WorkingDirectoryPrefix(cwd + "/")
    }

    /// What `displayPath(path, cwd: cwd)` returns (a path the bytes place below `cwd` starts with
    /// `/`, as `prefix` does).
    func path(_ path: String) -> String {
      prefix.rest(of: path) ?? LintCommand.displayPath(path, cwd: cwd)
    }
  }

  private func write(_ text: String, to path: String) throws {
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
  }

  private func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
    do {
      try Self.data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError(message: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// `bytes` as a `Data` that does not copy them: valid only while they are (it is written out
  /// and let go inside the caller's closure).
  private static func data(_ bytes: UnsafeRawBufferPointer) -> Data {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return Data() }
    return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
  }

  private func summary(_ report: LintReport, absorbed: Int) -> String {
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var parts = [count(report.files.count, "file") + " linted", count(report.count(.error), "error"), count(report.count(.warning), "warning")]
    if report.count(.note) > 0 { parts.append(count(report.count(.note), "note")) }
    if absorbed > 0 { parts.append("\(absorbed) known from the baseline") }
    if !report.problems.isEmpty { parts.append(count(report.problems.count, "file") + " not linted") }
    return "tca-migrate: " + parts.joined(separator: ", ")
  }
}
