import Foundation
import Migrate
import Verify

/// `tca-migrate verify`: proves rewrites in the reference runtime. Three modes: the tool's own
/// rewrite of files (migrated in memory), any pair of files (`--before/--after`, e.g. a hand
/// migration), and every case of a corpus directory.
struct VerifyCommand {
  static let help = """
    OVERVIEW: Compile the code before and after a rewrite against the reference runtime (stand-ins
    for TCA, Combine and UIKit), run the same scenario on both, and compare what the screen shows.

    USAGE: tca-migrate verify [PATH…] [--files-from FILE] [--follow-symlinks] [--scenario FILE]
           tca-migrate verify --before OLD --after NEW [--scenario FILE]
           tca-migrate verify --corpus DIR

    ARGUMENTS:
      PATH…                Files or directories: each file is migrated in memory and the tool's
                           own rewrite is verified (other files of its folder are compiled with
                           it). Files the migration leaves unchanged are skipped.

    OPTIONS:
      --files-from FILE    Also verify the paths listed in FILE, one per line (- reads stdin)
      --follow-symlinks    Follow symbolic links (skipped by default)
      --before OLD --after NEW
                           Verify any pair, such as a migration made by hand
      --corpus DIR         Verify every DIR/<group>/<case>/ with before.swift and after.swift
                           (other .swift files there are compiled with them; scenario.txt, if
                           present, is the scenario)
      --scenario FILE      The scenario to run (default: generated from the file: every
                           payload-free action, then every simple State field through sample
                           values)
      -j, --jobs N         Verifications run in parallel (default 1; each compiles two programs)
      -q, --quiet          Print only the summary line
      -h, --help           Show this help

    Exit codes: 0 every rewrite behaves the same, 1 a rewrite behaves differently or does not
    compile, 2 usage error, 3 something could not be verified (and nothing differed).

    """

  struct Options {
    var paths: [String] = []
    /// `--files-from` was given: its paths are the files to verify, even when it lists none.
    var filesFromGiven = false
    var followSymlinks = false
    var before: String? = nil
    var after: String? = nil
    var corpus: String? = nil
    var scenario: String? = nil
    var jobs = 1
    var quiet = false
    var help = false

    static func parse(_ arguments: [String]) throws -> Options {
      var options = Options()
      var reader = Arguments(arguments)
      while let argument = reader.next() {
        switch argument {
        case "--before": options.before = try reader.value(for: argument)
        case "--after": options.after = try reader.value(for: argument)
        case "--corpus": options.corpus = try reader.value(for: argument)
        case "--scenario": options.scenario = try reader.value(for: argument)
        case "--files-from":
          options.paths += try SourceFiles.paths(from: reader.value(for: argument))
          options.filesFromGiven = true
        case "--follow-symlinks": options.followSymlinks = true
        case "-j", "--jobs": options.jobs = try reader.jobs(for: argument)
        case "-q", "--quiet": options.quiet = true
        case "-h", "--help": options.help = true
        default:
          if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)'; run 'tca-migrate verify --help'") }
          options.paths.append(argument)
        }
      }
      if (options.before == nil) != (options.after == nil) { throw UsageError(message: "--before and --after go together") }
      let modes = [options.before != nil, options.corpus != nil, !options.paths.isEmpty || options.filesFromGiven].filter { $0 }.count
      if modes > 1 { throw UsageError(message: "give files, --before/--after, or --corpus; not several") }
      if modes == 0 { options.paths = ["."] }
      return options
    }
  }

  static func main(_ arguments: [String]) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      if options.help {
        print(help, terminator: "")
        return ExitCode.clean
      }
      let scenario = try options.scenario.map { path -> Scenario in
        guard let data = FileManager.default.contents(atPath: path) else { throw UsageError(message: "\(path): cannot read the scenario") }
        do { return try Scenario.parse(String(decoding: data, as: UTF8.self)) } catch let error as Scenario.ParseError {
          throw UsageError(message: "\(path):\(error.line):1: \(error.message)")
        }
      }
      let jobs = try makeJobs(options, scenario: scenario)
      return run(jobs, options: options)
    } catch let error as UsageError {
      Diagnostics.usageError(error.message)
      return ExitCode.usage
    } catch {
      Diagnostics.usageError("\(error)")
      return ExitCode.usage
    }
  }

  static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else { throw UsageError(message: "\(path): no such file") }
    return String(decoding: data, as: UTF8.self)
  }

  static func makeJobs(_ options: Options, scenario: Scenario?) throws -> [VerifyProgram] {
    if let before = options.before, let after = options.after {
      let name = (before as NSString).lastPathComponent
      return [VerifyProgram(label: after, before: [(name, try read(before))], after: [(name, try read(after))], scenario: scenario)]
    }
    if let corpus = options.corpus {
      return try corpusJobs(corpus)
    }
    let listing = try SourceFiles(followSymlinks: options.followSymlinks).list(options.paths)
    if !options.quiet {
      for skipped in listing.skipped { Diagnostics.write("\(skipped.path): note: \(skipped.reason)") }
    }
    var jobs: [VerifyProgram] = []
    let byFolder = Dictionary(grouping: listing.files) { ($0 as NSString).deletingLastPathComponent }
    for path in listing.files {
      // The file and the other files of its folder form one program, migrated together.
      let group = [path] + (byFolder[(path as NSString).deletingLastPathComponent] ?? []).filter { $0 != path }
      let originals = try group.map { try read($0) }
      let results = Migrator.migrate(files: originals.map { Array($0.utf8) })
      guard results[0].errors.isEmpty, results[0].changed else { continue }
      let names = group.map { ($0 as NSString).lastPathComponent }
      let before = zip(names, originals).map { (name: $0, text: $1) }
      let after = zip(names, zip(originals, results)).map { name, pair in
        (name: name, text: pair.1.errors.isEmpty ? String(decoding: pair.1.output, as: UTF8.self) : pair.0)
      }
      jobs.append(VerifyProgram(label: path, before: before, after: after, scenario: scenario))
    }
    return jobs
  }

  static func corpusJobs(_ corpus: String) throws -> [VerifyProgram] {
    do {
      return try VerifyProgram.corpus(at: URL(fileURLWithPath: corpus))
    } catch let failure as VerifyProgram.Failure {
      throw UsageError(message: failure.description)
    }
  }

  static func run(_ jobs: [VerifyProgram], options: Options) -> Int32 {
    let toolchain = Toolchain()
    let verifier = Verifier(toolchain: toolchain)
    let start = Date()
    let labels = jobs.map(\.label)
    let byLabel = Dictionary(jobs.map { ($0.label, $0) }, uniquingKeysWith: { a, _ in a })
    var counts = (equal: 0, different: 0, unverifiable: 0)
    var compile = 0.0, runTime = 0.0
    for (label, verification) in zip(labels, parallelMap(labels, jobs: options.jobs, { label in
      let job = byLabel[label]!
      return verifier.verify(before: job.before, after: job.after, scenario: job.scenario)
    })) {
      compile += verification.compileSeconds
      runTime += verification.runSeconds
      let timing = String(format: "[compile %.1f s, run %.2f s]", verification.compileSeconds, verification.runSeconds)
      let line: String
      switch verification.verdict {
      case .equal(let steps):
        counts.equal += 1
        line = "\(label): compiled before and after; equal (\(steps) steps) \(timing)"
      case .different(let difference):
        counts.different += 1
        line = "\(label): compiled before and after; different at \(difference.text)"
      case .broken(let reason):
        counts.different += 1
        line = "\(label): different: \(reason)"
      case .unverifiable(let reason):
        counts.unverifiable += 1
        line = "\(label): unverifiable: \(reason)"
      }
      if !options.quiet { print(line) }
    }
    let runtime = toolchain.standInSeconds > 0 ? String(format: "runtime built in %.1f s", toolchain.standInSeconds) : "runtime reused from cache"
    Diagnostics.write(String(format: "tca-migrate verify: %d equal, %d different, %d unverifiable; %@; compile %.1f s, run %.2f s, %.1f s in all",
                             counts.equal, counts.different, counts.unverifiable, runtime as NSString, compile, runTime, Date().timeIntervalSince(start)))
    if counts.different > 0 { return ExitCode.findings }
    if counts.unverifiable > 0 { return ExitCode.refused }
    return ExitCode.clean
  }
}
