import Foundation

/// Everything a reporter formats: the lint results of the reported files and the rules that ran.
///
/// Contract: reporters are pure functions of a `LintReport` to text. Paths are printed as given
/// (the command line makes them relative to the working directory where it can); lines and
/// columns are 1-based, columns count Unicode scalars.
public struct LintReport: Sendable {
  public static let toolName = "tca-migrate"
  /// Where people learn about the tool and its rules (SARIF `informationUri`). The project has no
  /// public home yet: this reserved `.invalid` address is a placeholder to replace when it does.
  public static let informationURI = "https://tca-migrate.invalid/rules"

  public var version: String
  /// The rules that ran, with the severities the configuration gave them.
  public var rules: [RuleInfo]
  public var files: [LintFileResult]

  public init(version: String, rules: [RuleInfo], files: [LintFileResult]) {
    self.version = version
    self.rules = rules
    self.files = files
  }

  /// A finding with its position resolved.
  public struct Entry: Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var notes: [String]
    /// The offending line's text without surrounding whitespace (the baseline key).
    public var lineText: String
  }

  /// A file that could not be linted, with where and why.
  public struct Problem: Sendable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
  }

  public var entries: [Entry] {
    var entries: [Entry] = []
    forEachEntry { result, finding, location in
      entries.append(Entry(path: result.path, line: location.line, column: location.column, ruleID: finding.ruleID,
                           severity: finding.severity, message: finding.message, notes: finding.notes, lineText: location.lineText))
    }
    return entries
  }

  public var problems: [Problem] {
    // Most results have no error: skipped without an array of their own joined in (the report
    // asks for these more than once).
    var problems: [Problem] = []
    for k in files.indices where !files[k].errors.isEmpty {
      let result = files[k]
      for error in result.errors {
        let location = result.location(of: error.offset)
        problems.append(Problem(path: result.path, line: location.line, column: location.column, message: error.message))
      }
    }
    return problems
  }

  public func count(_ severity: Severity) -> Int {
    var count = 0
    for result in files { for finding in result.findings where finding.severity == severity { count += 1 } }
    return count
  }

  /// `entries` one by one, without building them: the reporters a CI log reads print tens of
  /// thousands of lines for a monorepo. `body` gets the finding's file, the finding, and where it is.
  func forEachEntry(_ body: (LintFileResult, Finding, SourceLocation) -> Void) {
    forEachEntry(in: files.indices, body)
  }

  /// Each finding of `result` by index, with its line and column (all the long reports print:
  /// a `SourceLocation` holds its line's text, retained and released per finding).
  private func forEachLocation(in result: LintFileResult, _ body: (Int, (line: Int, column: Int)) -> Void) {
    for k in result.findings.indices { body(k, result.lineColumn(of: result.findings[k].offset)) }
  }

  private func forEachEntry(in range: Range<Int>, _ body: (LintFileResult, Finding, SourceLocation) -> Void) {
    for result in files[range] {
      // By index, passed in place: iterating copied each finding out (its strings retained).
      for k in result.findings.indices { body(result, result.findings[k], result.location(of: result.findings[k].offset)) }
    }
  }

  /// Every entry written by `write` into `out`, in order, with runs of files written on `jobs`
  /// threads at once: the whole report waits on this, and only the process's end comes after it.
  /// The first `separator` bytes the first entry writes are dropped (each writes its separator
  /// first; the first has none).
  /// `write` gets the file's result, the index of the finding in it (read in place there: a
  /// finding passed as a value was copied, its strings retained and released, per line), and
  /// the finding's line and column.
  func appendEntries(to out: inout TextBuffer, jobs: Int, bytesPerEntry: Int, separator: Int = 0,
                     _ write: @escaping @Sendable (inout TextBuffer, LintFileResult, Int, (line: Int, column: Int)) -> Void) {
    // Runs of about equal numbers of findings, a few per thread so an uneven run does not hold
    // the others up.
    let total = files.reduce(0) { $0 + $1.findings.count }
    let runCount = jobs <= 1 ? 1 : max(1, min(files.count, total / 512 + 1, 4 * jobs))
    // One run with nothing to drop: written into `out` itself, not into a buffer of its own
    // that is then copied into `out` whole.
    if runCount == 1 && separator == 0 {
      for result in files { forEachLocation(in: result) { write(&out, result, $0, $1) } }
      return
    }
    var bounds = [0]
    var seen = 0
    for (k, result) in files.enumerated() where bounds.count < runCount {
      seen += result.findings.count
      if seen * runCount >= total * bounds.count { bounds.append(k + 1) }
    }
    bounds.append(files.count)
    let runs = Slots<TextBuffer?>(repeating: nil, count: bounds.count - 1)
    forEachConcurrently(count: runs.count, jobs: jobs) { [self, bounds] _, run in
      var text = TextBuffer(capacity: bytesPerEntry * (total / runs.count + 1))
      for result in files[bounds[run]..<bounds[run + 1]] { forEachLocation(in: result) { write(&text, result, $0, $1) } }
      runs[run] = text
    }
    var dropping = separator
    for run in 0..<runs.count where runs[run]!.byteCount > 0 {
      out.append(runs[run]!, droppingFirst: dropping)
      dropping = 0
    }
  }
}

/// Line starts of a file, for turning byte offsets into lines, columns and line texts.
public struct LineIndex: Sendable {
  let bytes: [UInt8]
  let starts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
      if byte == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { continue }
      starts.append(offset + 1)
    }
    self.starts = starts
  }

  private func lineIndex(of offset: Int) -> Int {
    var low = 0, high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// 1-based line and column (in Unicode scalars).
  public func position(of offset: Int) -> (line: Int, column: Int) {
    let line = lineIndex(of: offset)
    var column = 1
    var k = starts[line]
    while k < min(offset, bytes.count) {
      if bytes[k] & 0xC0 != 0x80 { column += 1 }
      k += 1
    }
    return (line + 1, column)
  }

  /// The text of the line holding `offset`, without leading and trailing spaces and tabs.
  public func lineText(of offset: Int) -> String {
    let line = lineIndex(of: offset)
    var start = starts[line]
    var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
    while end > start, [0x0A, 0x0D, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// The output formats of `tca-migrate lint --reporter`.
public enum Reporter: String, CaseIterable, Sendable {
  case xcode, json, sarif, github, junit, checkstyle, markdown

  /// The report as text. `jobs` threads write the long reports (Xcode, JSON) in runs of files;
  /// the text does not depend on it.
  public func render(_ report: LintReport, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> String {
    switch self {
    case .xcode: return XcodeReporter.buffer(report, jobs: jobs).text
    case .json: return JSONReporter.buffer(report, jobs: jobs).text
    case .sarif: return SARIFReporter.render(report)
    case .github: return GitHubReporter.render(report)
    case .junit: return JUnitReporter.render(report)
    case .checkstyle: return CheckstyleReporter.render(report)
    case .markdown: return MarkdownReporter.render(report)
    }
  }

  /// The UTF-8 bytes of `render(report, jobs:)`, given to `body` (valid only inside it). The long
  /// reports (Xcode, JSON) are handed over from the buffer they were written in: made into a
  /// String, the text was checked as UTF-8 byte by byte, and then copied again to be written out.
  /// The bytes are the text's: every piece a reporter writes is a String's UTF-8, a literal, ASCII
  /// digits or punctuation, or a run of those cut only at an ASCII byte, so the buffer is always
  /// valid UTF-8 and `String(decoding:as:)` keeps it as it is.
  public func withRenderedBytes<R>(_ report: LintReport, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    switch self {
    case .xcode: return try XcodeReporter.buffer(report, jobs: jobs).withBytes(body)
    case .json: return try JSONReporter.buffer(report, jobs: jobs).withBytes(body)
    case .sarif, .github, .junit, .checkstyle, .markdown:
      var text = render(report, jobs: jobs)
      return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
  }
}
