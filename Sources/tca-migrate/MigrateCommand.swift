import Foundation
import Migrate
import SwiftScan

/// `tca-migrate migrate`: dry run (unified diff on stdout), `--check`, or `--write`.
struct MigrateCommand {
  static let help = """
    OVERVIEW: Rewrite TCA ViewStore + Combine subscriptions into observe { } blocks.

    USAGE: tca-migrate migrate [PATH…] [--files-from FILE] [--write | --check] [--patch FILE]
                               [--format text|json] [--jobs N]

    ARGUMENTS:
      PATH…                Files or directories (default: the current directory). Directories are
                           walked recursively; .build, Pods, Carthage, DerivedData and .git are
                           skipped, and so are generated files.

    OPTIONS:
      --write              Replace changed files in place (atomically, permissions kept)
      --check              Write nothing; exit 1 when any file would change
      --patch FILE         Write the unified diff to FILE instead of standard output
      --format text|json   text: unified diff on stdout (default); json: a machine-readable report
      --files-from FILE    Also process the paths listed in FILE, one per line (- reads stdin)
      --follow-symlinks    Follow symbolic links (skipped by default)
      -j, --jobs N         Files processed in parallel (default: the number of cores)
      -q, --quiet          No progress, findings or summary on standard error
      -h, --help           Show this help

    Diagnostics go to standard error as `path:line:col: warning: message [rule-id]`.
    Exit codes: 0 done, 1 changes pending with --check, 2 usage error, 3 some files refused.

    """

  struct Options {
    var paths: [String] = []
    var write = false
    var check = false
    var patch: String? = nil
    var json = false
    var followSymlinks = false
    var quiet = false
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var filesFromGiven = false
    var help = false

    static func parse(_ arguments: [String]) throws -> Options {
      var options = Options()
      var reader = Arguments(arguments)
      while let argument = reader.next() {
        switch argument {
        case "--write": options.write = true
        case "--check": options.check = true
        case "--patch": options.patch = try reader.value(for: argument)
        case "--format":
          switch try reader.value(for: argument) {
          case "text": options.json = false
          case "json": options.json = true
          case let other: throw UsageError(message: "unknown format '\(other)'; use text or json")
          }
        case "--files-from":
          options.paths += try SourceFiles.paths(from: reader.value(for: argument))
          options.filesFromGiven = true
        case "--follow-symlinks": options.followSymlinks = true
        case "-j", "--jobs": options.jobs = try reader.jobs(for: argument)
        case "-q", "--quiet": options.quiet = true
        case "-h", "--help": options.help = true
        case "--": options.paths += reader.rest()
        default:
          if argument.hasPrefix("-") && argument != "-" {
            throw UsageError(message: "unknown option '\(argument)'; run 'tca-migrate migrate --help'")
          }
          options.paths.append(argument)
        }
      }
      if options.write && options.check { throw UsageError(message: "--write and --check cannot be combined") }
      if options.paths.isEmpty && !options.filesFromGiven { options.paths = ["."] }
      return options
    }
  }

  let options: Options
  var environment = MigrationEnvironment()
  /// Migrates before the tree is surveyed (pass one): each report says whether the survey can
  /// change it, and carries the file's share of the survey.
  var beforeSurvey = false
  /// The working directory as `patchPath` strips it, read once per command: asking the file
  /// manager per changed file cost about 3k instructions, and nothing here changes directory.
  var workingDirectory = MigrateCommand.currentWorkingDirectory()

  struct FileReport {
    var path: String
    var bytes: [UInt8]
    var result: MigrationResult?
    var error: (message: String, offset: Int?)?
    var diff = ""
    var written = false
    /// Where the error and each finding are (line, column), found on the worker thread.
    var errorPosition = (line: 1, column: 1)
    var positions: [(line: Int, column: Int)] = []
    /// The file's diagnostics as printed, made on the worker thread: only writing them waits
    /// for the files before it.
    var diagnostics = ""
    /// Pass one: the file's share of the survey, and whether no other file can change this
    /// report (it is then final).
    var survey = MigrationEnvironment()
    var holdsForAnyEnvironment = true
  }

  func run() -> Int32 {
    let listing: SourceFiles.Listing
    do {
      listing = try SourceFiles(followSymlinks: options.followSymlinks).list(options.paths)
    } catch let error as UsageError {
      Diagnostics.usageError(error.message)
      return ExitCode.usage
    } catch {
      Diagnostics.usageError("\(error)")
      return ExitCode.usage
    }
    var patchFile: PatchFile? = nil
    if let patchPath = options.patch {
      do { patchFile = try PatchFile(path: patchPath) } catch {
        Diagnostics.usageError("cannot write patch to \(patchPath): \(error)")
        return ExitCode.usage
      }
    }
    if !options.quiet {
      for skipped in listing.skipped { Diagnostics.write("\(skipped.path): note: \(skipped.reason)") }
    }
    var totals = Totals()
    var jsonFiles: [[String: Any]] = []
    let progress = Progress(quiet: options.quiet)
    progress.update("migrating", 0, listing.files.count)
    var done = 0
    func emit(_ report: FileReport) {
      // What the file prints starts on a clean line; a file printing nothing leaves the bar be.
      let prints = !report.diff.isEmpty || (!options.quiet && (report.error != nil || !(report.result?.findings.isEmpty ?? true)))
      if prints { progress.finish() }
      totals.add(report)
      if options.json {
        jsonFiles.append(jsonEntry(report))
      } else if let patchFile {
        patchFile.append(report.diff)
      } else if !options.write && !options.check, !report.diff.isEmpty {
        // An empty diff writes nothing (most files have none); the others as `Data` copied from
        // the String's bytes (`Data(String.UTF8View)` asked for contiguous bytes by a dynamic cast).
        FileHandle.standardOutput.write(Self.data(report.diff))
      }
      if !report.diagnostics.isEmpty { Diagnostics.write(report.diagnostics) }
      done += 1
      progress.update("migrating", done, listing.files.count)
    }
    // Files are processed in parallel and reported in path order as soon as every file before
    // them is, then released: memory stays flat however large the tree. What a file becomes can
    // depend on the others (a State in another file than its view still gains @ObservableState,
    // and only for features a view observes): the survey's sets say so, and only they stay.
    let window = max(16, options.jobs * 8)
    var environment = MigrationEnvironment()
    var reported = 0
    if options.write {
      // A file written before the survey ends would be found changed when migrated again:
      // survey every file first, then migrate each once.
      for part in parallelMap(listing.files, jobs: options.jobs, Self.survey) { environment.merge(part) }
    } else {
      // Pass one migrates every file under the empty environment and reports it at once while
      // no file so far has a result the survey could change (most trees have none). From the
      // first that has, files are only surveyed, and pass two migrates them again.
      let first = MigrateCommand(options: options, beforeSurvey: true)
      let surveyOnly = OnceFlag()
      var streaming = true
      parallelOrdered(listing.files, jobs: options.jobs, window: window, { path in
        surveyOnly.isSet ? FileReport(path: path, bytes: [], survey: Self.survey(path), holdsForAnyEnvironment: false) : first.process(path)
      }) { file in
        environment.merge(file.survey)
        if streaming, file.holdsForAnyEnvironment {
          emit(file)
          reported += 1
        } else {
          streaming = false
          surveyOnly.set()
        }
      }
    }
    if reported < listing.files.count {
      let command = MigrateCommand(options: options, environment: environment)
      parallelOrdered(Array(listing.files[reported...]), jobs: options.jobs, window: window, { command.process($0) }) { emit($0) }
    }
    progress.finish()
    if options.json {
      let object: [String: Any] = ["version": 1, "files": jsonFiles, "summary": totals.line(write: options.write)]
      let data = (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
    if let patchFile {
      do { try patchFile.commit() } catch {
        Diagnostics.usageError("cannot write patch to \(patchFile.path): \(error)")
        return ExitCode.usage
      }
    }
    if !options.quiet { Diagnostics.write(totals.line(write: options.write)) }
    if totals.refusedFiles > 0 { return ExitCode.refused }
    if options.check, totals.changed > 0 { return ExitCode.findings }
    return ExitCode.clean
  }

  /// Counts for the one-line summary.
  struct Totals {
    var files = 0, changed = 0, rewritten = 0, refusedChains = 0, refusedFiles = 0

    mutating func add(_ report: FileReport) {
      files += 1
      if report.result?.changed == true { changed += 1 }
      for finding in report.result?.findings ?? [] {
        if finding.ruleID == "publisher-subscription" { rewritten += 1 }
        if finding.ruleID == "untranslatable-chain" { refusedChains += 1 }
      }
      if report.error != nil { refusedFiles += 1 }
    }

    func line(write: Bool) -> String {
      "tca-migrate: \(files) files scanned, \(changed) \(write ? "changed" : "would change"), \(rewritten) subscriptions rewritten, "
        + "\(refusedChains) chains refused, \(refusedFiles) files refused"
    }
  }

  /// A file's share of the survey: what it declares and observes, read as it is (generated
  /// files and files that are not text included).
  static func survey(_ path: String) -> MigrationEnvironment {
    (try? FileIO.read(path)).map { MigrationEnvironment.survey($0) } ?? MigrationEnvironment()
  }

  private func process(_ path: String) -> FileReport {
    // Positions are printed, or written in the JSON report; otherwise nobody reads them.
    let locating = !options.quiet || options.json
    var report = migrate(path, locating: locating)
    guard locating else { return report }
    let findings = report.result?.findings ?? []
    // Nothing to locate: the positions stay empty, and the error position is read only when
    // there is an error (it keeps 1:1, what offset 0 locates to). Most files land here, and
    // locating walks the file's lines.
    if findings.isEmpty, report.error == nil { return report }
    // Without an error the migration located the findings from its scan's line starts (the
    // error position stays 1:1, what offset 0 locates to); otherwise the bytes are walked.
    if report.error == nil, let positions = report.result?.findingPositions, positions.count == findings.count {
      report.positions = positions
      if !options.quiet { report.diagnostics = diagnostics(report) }
      return report
    }
    let located = ScannedFile.lineColumns(ofOffsets: [report.error?.offset ?? 0] + findings.map(\.offset), in: report.bytes)
    report.errorPosition = located[0]
    report.positions = Array(located.dropFirst())
    if !options.quiet { report.diagnostics = diagnostics(report) }
    return report
  }

  private func migrate(_ path: String, locating: Bool) -> FileReport {
    var report = FileReport(path: path, bytes: [])
    do {
      report.bytes = try FileIO.read(path)
      if SourceFiles.isGenerated(report.bytes) {
        if beforeSurvey { report.survey = MigrationEnvironment.survey(report.bytes) }
        return report
      }
      try FileIO.checkEncoding(report.bytes)
    } catch let failure as FileIO.Failure {
      if beforeSurvey { report.survey = MigrationEnvironment.survey(report.bytes) }
      report.error = (failure.message, failure.offset)
      return report
    } catch {
      report.error = ("\(error)", nil)
      return report
    }
    let result: MigrationResult
    if beforeSurvey {
      (result, report.holdsForAnyEnvironment, report.survey) = Migrator.migrateBeforeSurvey(report.bytes, locating: locating)
    } else {
      result = Migrator.migrate(report.bytes, environment: environment, locating: locating)
    }
    report.result = result
    if let scanError = result.errors.first {
      report.error = ("cannot scan this file: \(scanError.message); left untouched: \(Self.scanFix)", scanError.offset)
      return report
    }
    guard result.changed else { return report }
    report.diff = UnifiedDiff.make(old: report.bytes, new: result.output, path: Self.patchPath(path, workingDirectory: workingDirectory),
                                   edits: result.edits)
    if options.write {
      do {
        // With --follow-symlinks the link stays a link: its target is what gets replaced.
        let target = options.followSymlinks ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : path
        try FileIO.replace(target, with: result.output, expected: report.bytes)
        report.written = true
      } catch let failure as FileIO.Failure {
        report.error = (failure.message, nil)
      } catch {
        report.error = ("\(error)", nil)
      }
    }
    return report
  }

  /// What to do about a file the scanner refuses.
  static let scanFix = "fix the code at this position (swiftc -parse shows it), then run again"

  /// The path as a patch names it: relative to the working directory when the file is below it,
  /// so `git apply` run there finds it; other absolute paths lose their leading `/` (apply them
  /// from `/`).
  /// `workingDirectory` is the working directory ending in `/`, as `currentWorkingDirectory()` gives it.
  static func patchPath(_ path: String, workingDirectory: WorkingDirectoryPrefix) -> String {
    // Below the working directory (nearly every path): cut as bytes where they decide it.
    if let rest = workingDirectory.rest(of: path) { return rest }
    guard path.hasPrefix("/") else { return path }
    if path.hasPrefix(workingDirectory.text) { return String(path.dropFirst(workingDirectory.text.count)) }
    return String(path.drop { $0 == "/" })
  }

  /// The working directory, ending in `/`.
  static func currentWorkingDirectory() -> WorkingDirectoryPrefix {
    let cwd = FileManager.default.currentDirectoryPath
    return WorkingDirectoryPrefix(cwd.hasSuffix("/") ? cwd : cwd + "/")
  }

  /// `Data(text.utf8)`: the same bytes, copied from the String's contiguous UTF-8 storage.
  static func data(_ text: String) -> Data {
    var text = text
    return text.withUTF8 { Data(buffer: $0) }
  }

  /// What `migrate` prints about a file: its error, then each finding and its notes, one per
  /// line with no newline after the last.
  ///
  /// Built as bytes in one buffer: interpolating every line and joining them cost about 8k
  /// instructions a line. Every piece is a valid String, so their UTF-8 bytes joined decode to
  /// exactly the String the interpolation made.
  private func diagnostics(_ report: FileReport) -> String {
    var text = TextBuffer()
    if let error = report.error {
      text.appendXcodeLocation(report.path, report.errorPosition.line, report.errorPosition.column)
      text.append(": error: " as StaticString)
      text.append(error.message)
    }
    for (finding, (line, column)) in zip(report.result?.findings ?? [], report.positions) {
      if text.byteCount > 0 { text.append("\n" as StaticString) }
      text.appendXcodeFinding(finding, path: report.path, line: line, column: column)
    }
    return text.byteCount == 0 ? "" : text.text
  }

  private func jsonEntry(_ report: FileReport) -> [String: Any] {
    var entry: [String: Any] = ["path": report.path, "changed": report.result?.changed ?? false]
    if let error = report.error {
      entry["error"] = ["message": error.message, "line": report.errorPosition.line, "column": report.errorPosition.column]
    }
    entry["findings"] = zip(report.result?.findings ?? [], report.positions).map { finding, position -> [String: Any] in
      ["rule": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
       "line": position.line, "column": position.column, "notes": finding.notes]
    }
    if !report.diff.isEmpty { entry["diff"] = report.diff }
    return entry
  }
}

/// The `--patch` output: written to a temporary file beside it, renamed into place at the end.
final class PatchFile {
  let path: String
  private let temporary: String
  private let handle: FileHandle

  init(path: String) throws {
    self.path = path
    self.temporary = path + ".tca-migrate-partial"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
          let handle = FileHandle(forWritingAtPath: temporary) else {
      throw UsageError(message: "cannot create \(temporary)")
    }
    self.handle = handle
  }

  func append(_ text: String) {
    if !text.isEmpty { handle.write(MigrateCommand.data(text)) }
  }

  func commit() throws {
    try handle.close()
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw UsageError(message: String(cString: strerror(errno)))
    }
  }
}

/// A flag set once, read by every worker.
private final class OnceFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    lock.lock(); defer { lock.unlock() }
    return value
  }

  func set() {
    lock.lock(); value = true; lock.unlock()
  }
}
