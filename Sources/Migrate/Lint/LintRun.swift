import SwiftScan

/// A file to lint: its path as reported, and whether its findings are reported (`--since`
/// reports changed files only, but every file teaches the facts).
public struct LintSource: Sendable {
  public var path: String
  public var reported: Bool

  public init(path: String, reported: Bool = true) {
    self.path = path
    self.reported = reported
  }
}

/// What loading a source gives the linter.
public enum LintLoad: Sendable {
  /// The text to lint.
  case text([UInt8])
  /// Not linted and teaching nothing (a generated file, one that vanished).
  case skipped
  /// Not lintable (unreadable, not UTF-8, binary): reported with the reason; `bytes` locate it.
  case refused(ScanError, bytes: [UInt8])
}

/// `lint` over files that stay on disk: memory holds the tree-wide facts and the findings, never
/// the tree.
///
/// Pass one loads each file, scans it, adds what it declares and reads to the facts and lets it
/// go; pass two loads each reported file again, scans it and lints it under the facts. Both
/// passes spread files over `jobs` threads; results come back in the order of `sources`, and the
/// facts do not depend on which thread saw which file, so output is the same for every `jobs`.
public struct LintRun: Sendable {
  public var configuration: LintConfiguration
  public var jobs: Int
  /// Whether files that cannot have findings skip pass two (off only to test that claim).
  var skipsIrrelevantFiles = true

  public init(configuration: LintConfiguration = LintConfiguration(), jobs: Int = 1) {
    self.configuration = configuration
    self.jobs = max(1, jobs)
  }

  private enum Status: Sendable {
    case skipped
    /// Refused or does not scan: its result is known after pass one.
    case done(LintFileResult)
    /// Scanned cleanly in pass one (pass two lints it, if reported).
    case scanned

    var isScanned: Bool { if case .scanned = self { true } else { false } }
  }

  /// Lints `sources`; `load(index)` reads `sources[index]` (called twice for reported files, and
  /// from several threads at once). `progress(done, total)` follows pass two.
  public func lint(_ sources: [LintSource], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                   load: @escaping @Sendable (Int) -> LintLoad) -> [LintFileResult] {
    let facts = collectFacts(sources, load: load)
    let status = facts.status
    let pending = sources.indices.filter {
      sources[$0].reported && status[$0].isScanned && (!skipsIrrelevantFiles || facts.relevant.contains($0))
    }
    let linted = Slots<LintFileResult?>(repeating: nil, count: sources.count)
    let configuration = self.configuration
    let tally = ClaimCounter()
    forEachConcurrently(count: pending.count, jobs: jobs) { [facts = facts.facts] _, k in
      let index = pending[k]
      let path = sources[index].path
      switch load(index) {
      case .text(let bytes):
        linted[index] = Linter.lint(ScannedFile(bytes: bytes), path: path, facts: facts, configuration: configuration)
      case .skipped:
        break
      case let .refused(error, bytes):
        linted[index] = LintFileResult(path: path, bytes: bytes, findings: [], errors: [error])
      }
      if let progress, let before = tally.claim() { progress(before + 1, pending.count) }
    }
    var results: [LintFileResult] = []
    for index in sources.indices where sources[index].reported {
      switch status[index] {
      case .done(let result): results.append(result)
      case .scanned:
        if !skipsIrrelevantFiles || facts.relevant.contains(index) {
          if let result = linted[index] { results.append(result) }
        } else {
          results.append(LintFileResult(path: sources[index].path, findings: [], locations: [:]))
        }
      case .skipped: break
      }
    }
    return results
  }

  /// Pass one alone: the facts of the tree (what the benchmark times apart from pass two).
  public func facts(_ sources: [LintSource], load: @escaping @Sendable (Int) -> LintLoad) -> LintFacts {
    collectFacts(sources, load: load).facts
  }

  /// Pass one: the facts of every file that scans, and what became of each source.
  private func collectFacts(_ sources: [LintSource], load: @escaping @Sendable (Int) -> LintLoad)
    -> (facts: LintFacts, relevant: Set<Int>, status: Slots<Status>) {
    let status = Slots<Status>(repeating: .skipped, count: sources.count)
    let collectors = Slots<FactsCollector>(repeating: FactsCollector(), count: max(1, jobs))
    forEachConcurrently(count: sources.count, jobs: jobs) { worker, index in
      let path = sources[index].path
      switch load(index) {
      case .text(let bytes):
        let file = ScannedFile(bytes: bytes)
        if file.errors.isEmpty {
          collectors[worker].add(file, index: index)
          status[index] = .scanned
        } else if sources[index].reported {
          status[index] = .done(LintFileResult(path: path, file: file, findings: [], errors: file.errors))
        }
      case .skipped:
        break
      case let .refused(error, bytes):
        if sources[index].reported { status[index] = .done(LintFileResult(path: path, bytes: bytes, findings: [], errors: [error])) }
      }
    }
    let all = (0..<collectors.count).map { collectors[$0] }
    let (facts, relevant) = FactsCollector.settleWithRelevance(all) { index in
      guard case .text(let bytes) = load(index) else { return nil }
      return ScannedFile(bytes: bytes)
    }
    return (facts, relevant, status)
  }
}
