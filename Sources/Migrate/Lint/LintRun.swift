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
/// Each file is read and scanned once where it can be: pass one adds what the file declares and
/// reads to the facts, and lints it at once under the facts of that file alone, recording every
/// question its rules asked about the tree (`FactLog`). Once every file is seen, a file whose
/// recorded answers are the same under the whole tree's facts keeps its findings (the rules took
/// the same path); only the others are loaded, scanned and linted again (pass two). Both passes
/// spread files over `jobs` threads; results come back in the order of `sources`, and the facts
/// do not depend on which thread saw which file, so output is the same for every `jobs`.
public struct LintRun: Sendable {
  public var configuration: LintConfiguration
  public var jobs: Int
  /// Whether files that cannot have findings skip pass two (off only to test that claim).
  var skipsIrrelevantFiles = true
  /// Whether pass one lints files under their own facts (off only to test that it changes nothing).
  var lintsInPassOne = true
  /// Where `lint` leaves what it built (the tree's facts, the workers' collectors, every file's
  /// recorded questions) instead of freeing it before it returns; nil: freed. Freeing is serial
  /// work at the end of a run, object by object (10–15 ms of a 600k-line tree's lint with two
  /// jobs): a process about to exit passes `keepUntilExit`, and a caller timing the run lets the
  /// memory go once the clock has stopped.
  public var leavesMemory: (@Sendable (Any) -> Void)? = nil

  public init(configuration: LintConfiguration = LintConfiguration(), jobs: Int = 1) {
    self.configuration = configuration
    self.jobs = max(1, jobs)
  }

  private enum Status: Sendable {
    case skipped
    /// Refused or does not scan: its result is known after pass one.
    case done(LintFileResult)
    /// Scanned cleanly in pass one, not linted yet.
    case scanned
    /// Scanned and linted in pass one under the file's own facts, with the questions it asked.
    case linted(LintFileResult, FactLog)
    /// Was `linted`: its result has moved on (checked under the tree's facts), its log is kept
    /// with the run's memory.
    case checked(FactLog)
  }

  /// Where a reported file's result comes from, once pass one's answers are checked.
  private enum Outcome {
    /// Not reported, or taught nothing (skipped).
    case none
    /// Known after pass one (refused, or does not scan): `status` holds it.
    case done
    /// Pass one's result holds under the tree's facts, or the file cannot have findings (an
    /// empty result): `linted` holds it.
    case linted
    /// Linted again in pass two, into `linted`.
    case pending
  }

  /// What a run built, left to `leavesMemory` as one object of a class with concrete fields:
  /// boxed as `Any` one by one, or as a tuple, the generic types' metadata is made at run time,
  /// by name (about 0.36M instructions, once per process); this class's is made when compiled.
  private final class Built: @unchecked Sendable {
    let facts: LintFacts, status: Slots<Status>, linted: Slots<LintFileResult?>, outcome: Slots<Outcome>
    let relevant: FileIndexSet, workerMemos: Slots<LintWorkerMemo?>
    init(_ facts: LintFacts, _ status: Slots<Status>, _ linted: Slots<LintFileResult?>, _ outcome: Slots<Outcome>,
         _ relevant: FileIndexSet, _ workerMemos: Slots<LintWorkerMemo?>) {
      (self.facts, self.status, self.linted, self.outcome, self.relevant, self.workerMemos) = (facts, status, linted, outcome, relevant, workerMemos)
    }
  }

  /// Pass one's collectors, left to `leavesMemory` the same way (see `Built`).
  private final class BuiltInPassOne: @unchecked Sendable {
    let collectors: Slots<FactsCollector>, all: [FactsCollector]
    init(_ collectors: Slots<FactsCollector>, _ all: [FactsCollector]) { (self.collectors, self.all) = (collectors, all) }
  }

  /// Lints `sources`; `load(index)` reads `sources[index]` (called once, or twice for a file whose
  /// findings depend on other files, from several threads at once). `progress(done, total)`
  /// follows pass one.
  public func lint(_ sources: [LintSource], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                   load: @escaping @Sendable (Int) -> LintLoad) -> [LintFileResult] {
    // One worker memo per thread, for both passes (State field annotations, the lint context's
    // reused storage: see `LintWorkerMemo`).
    let workerMemos = Slots<LintWorkerMemo?>(repeating: nil, count: jobs)
    @Sendable func workerMemo(_ worker: Int) -> LintWorkerMemo {
      if let memo = workerMemos[worker] { return memo }
      let memo = LintWorkerMemo()
      workerMemos[worker] = memo
      return memo
    }
    let (facts, relevant, status) = passOne(sources, lints: lintsInPassOne, progress: progress, workerMemo: workerMemo, load: load)
    let skipsIrrelevantFiles = self.skipsIrrelevantFiles
    @Sendable func isRelevant(_ index: Int) -> Bool { !skipsIrrelevantFiles || relevant.contains(index) }
    // What each reported file's result is, decided per file (work spread over the threads): pass
    // one's result where its recorded answers hold under the tree's facts, an empty one where the
    // file cannot have findings, and pass two's for the others. Files whose bodies here mostly
    // return at once are claimed in chunks.
    let linted = Slots<LintFileResult?>(repeating: nil, count: sources.count)
    let outcome = Slots<Outcome>(repeating: .none, count: sources.count)
    forEachConcurrently(count: sources.count, jobs: jobs, chunk: 64) { _, index in
      guard sources[index].reported else { return }
      switch status[index] {
      case .skipped: break
      case .done: outcome[index] = .done
      case .scanned, .linted, .checked:
        guard isRelevant(index) else {
          linted[index] = LintFileResult(path: sources[index].path, findings: [], errors: [], located: LintLocations())
          outcome[index] = .linted
          return
        }
        // The result is moved out of its slot and on, not copied: a copy retained each of its
        // strings and arrays, made by either thread in pass one (a cache miss each), and those
        // retains were half of this loop's time. The log goes back into the slot: freed here,
        // each file's recorded questions went by both threads at once into each other's heaps
        // (this loop took 6.5-7.9 ms instead of 4.1-4.5 ms, 600k-line tree, two jobs); they go
        // with the run's memory.
        guard case .linted = status[index], case let .linted(result, log) = status.take(index, leaving: .skipped) else {
          outcome[index] = .pending
          return
        }
        linted[index] = log.result(result, under: facts)
        status[index] = .checked(log)
        outcome[index] = linted[index] == nil ? .pending : .linted
      }
    }
    let pending = sources.indices.filter { outcome[$0] == .pending }
    let configuration = self.configuration
    forEachConcurrently(count: pending.count, jobs: jobs) { worker, k in
      let index = pending[k]
      let path = sources[index].path
      switch load(index) {
      case .text(let bytes):
        linted[index] = Linter.lint(ScannedFile(bytes: bytes), path: path, facts: facts, configuration: configuration,
                                    workerMemo: workerMemo(worker))
      case .skipped:
        break
      case let .refused(error, bytes):
        linted[index] = LintFileResult(path: path, bytes: bytes, findings: [], errors: [error])
      }
    }
    var results: [LintFileResult] = []
    results.reserveCapacity(sources.count)
    // Moved out of the slots, not copied (this loop is serial).
    for index in sources.indices {
      switch outcome[index] {
      case .none: break
      case .done:
        if case .done(let result) = status.take(index, leaving: .skipped) { results.append(result) }
      case .linted, .pending:
        if let result = linted.take(index, leaving: nil) { results.append(result) }
      }
    }
    leavesMemory?(Built(facts, status, linted, outcome, relevant, workerMemos))
    return results
  }

  /// Pass one alone, without linting: the facts of the tree.
  public func facts(_ sources: [LintSource], load: @escaping @Sendable (Int) -> LintLoad) -> LintFacts {
    passOne(sources, lints: false, progress: nil, workerMemo: { _ in LintWorkerMemo() }, load: load).facts
  }

  /// Pass one: the facts of every file that scans, the files that can have findings under them,
  /// and what became of each source.
  private func passOne(_ sources: [LintSource], lints: Bool, progress: (@Sendable (Int, Int) -> Void)?,
                       workerMemo: @escaping @Sendable (_ worker: Int) -> LintWorkerMemo,
                       load: @escaping @Sendable (Int) -> LintLoad) -> (facts: LintFacts, relevant: FileIndexSet, status: Slots<Status>) {
    let status = Slots<Status>(repeating: .skipped, count: sources.count)
    let collectors = Slots<FactsCollector>(repeating: FactsCollector(), count: max(1, jobs))
    // The compact rows of the logs of each worker's files (`FactLogRows`): lists grown a few
    // times per worker instead of made and freed per file. They live as long as the logs.
    let logRows = (0..<max(1, jobs)).map { _ in FactLogRows() }
    let configuration = self.configuration
    let tally = ClaimCounter()
    forEachConcurrently(count: sources.count, jobs: jobs) { worker, index in
      let path = sources[index].path
      switch load(index) {
      case .text(let bytes):
        let file = ScannedFile(bytes: bytes)
        if file.errors.isEmpty {
          guard lints, sources[index].reported else {
            collectors[worker].add(file, index: index)
            status[index] = .scanned
            break
          }
          let relevance = Relevance(file)
          guard FactsCollector.mayHaveFindings(file, relevance) else {
            // Nothing to lint under its own facts (most plain Swift): straight into the tree's.
            collectors[worker].add(file, index: index, relevance: relevance)
            status[index] = .scanned
            break
          }
          let local = collectors[worker].addAlone(file, index: index, relevance: relevance)
          if local.relevant {
            let log = FactLog(rows: logRows[worker])
            status[index] = .linted(Linter.lint(file, path: path, facts: local.facts, configuration: configuration, log: log,
                                                workerMemo: workerMemo(worker), hasCandidates: local.hasCandidates), log)
          } else {
            status[index] = .scanned
          }
        } else if sources[index].reported {
          status[index] = .done(LintFileResult(path: path, file: file, findings: [], errors: file.errors))
        }
      case .skipped:
        break
      case let .refused(error, bytes):
        if sources[index].reported { status[index] = .done(LintFileResult(path: path, bytes: bytes, findings: [], errors: [error])) }
      }
      if let progress, let before = tally.claim() { progress(before + 1, sources.count) }
    }
    var all = (0..<collectors.count).map { collectors[$0] }
    // Settling changes the first collector in place (the others join it): its slot lets it go, or
    // the first change of each of its tables would copy it. The slot keeps the last one instead,
    // only read (a new collector would make its spelling table).
    if collectors.count > 1 { collectors[0] = collectors[collectors.count - 1] }
    let (facts, relevant) = FactsCollector.settleWithRelevance(&all) { index in
      guard case .text(let bytes) = load(index) else { return nil }
      return ScannedFile(bytes: bytes)
    }
    leavesMemory?(BuiltInPassOne(collectors, all))
    return (facts, relevant, status)
  }
}
