import Foundation
import Migrate
import SwiftScan

/// `tca-migrate report`: migrates in memory (nothing is written but the report) and writes a
/// review report whose format the output's extension picks. Invocation problems (options, output
/// location, configuration, paths) exit 2 before any source file is read.
struct ReportCommand {
  static let help = """
    OVERVIEW: Write a migration report for reviewers: per file what migrate would change, what it
    refuses and why, what is left to do by hand, and lint findings on the result.

    USAGE: tca-migrate report [PATH…] --output FILE [--verify] [--config FILE] [--jobs N]
           tca-migrate report --schema

    ARGUMENTS:
      PATH…                Files or directories (default: the current directory), chosen as
                           migrate chooses them

    OPTIONS:
      -o, --output FILE    Where to write the report; the extension picks the format:
                           .html (one self-contained page), .md (a pull-request comment),
                           .json (for tools; see --schema)
      --verify             Run the reference runtime on every rewritten file and record whether
                           it behaves the same
      --config FILE        Lint settings to use instead of the .tca-migrate.json found walking up
      --files-from FILE    Also report on the paths listed in FILE, one per line (- reads stdin)
      --follow-symlinks    Follow symbolic links (skipped by default)
      --schema             Print the JSON Schema of the .json report and exit
      -j, --jobs N         Files processed in parallel (default: the number of cores)
      -q, --quiet          No progress, diagnostics or summary on standard error
      -h, --help           Show this help

    Exit codes: 0 report written, 1 a rewrite was verified to behave differently, 2 usage error
    (nothing read or written), 3 some files were refused (the report says which and why).

    """

  enum Format: String { case html, markdown, json }

  struct Options {
    var paths: [String] = []
    var output: String? = nil
    var verify = false
    var config: String? = nil
    var followSymlinks = false
    var schema = false
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var quiet = false
    var help = false
    var filesFromGiven = false

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
        case "-o", "--output": options.output = try value(argument)
        case "--verify": options.verify = true
        case "--config": options.config = try value(argument)
        case "--files-from":
          options.paths += try SourceFiles.paths(from: value(argument))
          options.filesFromGiven = true
        case "--follow-symlinks": options.followSymlinks = true
        case "--schema": options.schema = true
        case "-j", "--jobs": options.jobs = try Self.jobs(value(argument))
        case "-q", "--quiet": options.quiet = true
        case "-h", "--help": options.help = true
        case "--": options.paths += arguments[(k + 1)...]; k = arguments.count
        default:
          if argument.hasPrefix("-") && argument != "-" {
            throw UsageError(message: "unknown option '\(argument)'; run 'tca-migrate report --help'")
          }
          options.paths.append(argument)
        }
        k += 1
      }
      if options.paths.isEmpty && !options.filesFromGiven { options.paths = ["."] }
      return options
    }

    static func jobs(_ text: String) throws -> Int {
      guard let jobs = Int(text), jobs >= 1 else { throw UsageError(message: "--jobs takes a whole number of at least 1, not '\(text)'") }
      return jobs
    }
  }

  let options: Options

  static func main(_ arguments: [String]) -> Int32 {
    do {
      let options = try Options.parse(arguments)
      if options.help {
        print(help, terminator: "")
        return ExitCode.clean
      }
      if options.schema {
        print(MigrationReportSchema.text, terminator: "")
        return ExitCode.clean
      }
      return try ReportCommand(options: options).run()
    } catch let error as UsageError {
      Diagnostics.usageError(error.message)
      return ExitCode.usage
    } catch {
      Diagnostics.usageError("\(error)")
      return ExitCode.usage
    }
  }

  static func format(of output: String) throws -> Format {
    switch (output as NSString).pathExtension.lowercased() {
    case "html", "htm": return .html
    case "md", "markdown": return .markdown
    case "json": return .json
    default:
      throw UsageError(message: "cannot tell the report format from '\(output)'; name the output file .html, .md or .json")
    }
  }

  func run() throws -> Int32 {
    guard let output = options.output else {
      throw UsageError(message: "report needs --output FILE; for example: tca-migrate report Sources --output report.html")
    }
    try ReportOutput.checkWritable(output)
    let format = try Self.format(of: output)
    var verifier: (any RewriteVerifier)? = nil
    if options.verify {
      guard let available = availableRewriteVerifier() else { throw UsageError(message: "verify is not available in this build") }
      verifier = available
    }
    let configuration = try LintFiles.configuration(explicit: options.config)
    let listing = try SourceFiles(followSymlinks: options.followSymlinks).list(options.paths)

    let progress = Progress(quiet: options.quiet)
    // Files stay on disk: the report reads each again whenever it needs it.
    let files = listing.files
    let report = StreamedMigrationReport.build(
      count: files.count,
      options: ReportOptions(toolVersion: CLI.version, paths: options.paths, configuration: configuration,
                             verifier: verifier, jobs: options.jobs),
      progress: { stage, done, total in progress.update(stage, done, total) }) { Self.read(files[$0]) }
    do {
      try ReportOutput.write(to: output) { out in
        switch format {
        case .html: MigrationReportHTML.write(report, to: &out)
        case .markdown: out.write(MigrationReportMarkdown.render(report))
        case .json: MigrationReportJSON.write(report, to: &out)
        }
      }
    } catch let failure as FileIO.Failure {
      progress.finish()
      Diagnostics.usageError("cannot write the report to \(output): \(failure.message)")
      return ExitCode.usage
    }
    progress.finish()
    if !options.quiet {
      for skipped in listing.skipped { Diagnostics.write("\(skipped.path): note: \(skipped.reason)") }
      for file in report.files {
        if let problem = file.problem { Diagnostics.fileError(file.path, line: problem.line, column: problem.column, problem.message) }
      }
      Diagnostics.write(summary(report, output: output))
    }
    if report.summary.refused > 0 { return ExitCode.refused }
    if report.files.contains(where: { if case .different = $0.verdict { return true } else { return false } }) { return ExitCode.findings }
    return ExitCode.clean
  }

  /// A file as the report sees it: its bytes, or why it cannot be read as text. Generated files
  /// are left out, as `migrate` and `lint` leave them.
  static func read(_ path: String) -> ReportInput? {
    let shown = LintCommand.displayPath(path)
    do {
      let bytes = try FileIO.read(path)
      if SourceFiles.isGenerated(bytes) { return nil }
      do {
        try FileIO.checkEncoding(bytes)
      } catch let failure as FileIO.Failure {
        return ReportInput(path: shown, bytes: bytes, problem: ScanError(offset: failure.offset ?? 0, message: failure.message))
      }
      return ReportInput(path: shown, bytes: bytes)
    } catch let failure as FileIO.Failure {
      return ReportInput(path: shown, bytes: [], problem: ScanError(offset: 0, message: failure.message))
    } catch {
      return ReportInput(path: shown, bytes: [], problem: ScanError(offset: 0, message: "\(error)"))
    }
  }

  private func summary(_ report: StreamedMigrationReport, output: String) -> String {
    let s = report.summary
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    return "tca-migrate: wrote \(output): \(count(s.filesScanned, "file")) scanned, \(s.migratedFully) migrated fully, "
      + "\(s.migratedPartially) partially, \(s.refused) refused, \(s.untouched) untouched; "
      + "\(count(s.subscriptionsRewritten, "subscription")) rewritten, \(count(s.chainsRefused, "chain")) refused; \(count(s.followUps, "follow-up"))"
  }
}
