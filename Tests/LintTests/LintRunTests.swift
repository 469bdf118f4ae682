import Foundation
import Testing
@testable import Migrate
import SwiftScan

/// The streaming lint run: the same output whatever the number of threads, files skipped only
/// when they cannot have findings, and results that keep locations, not the files.
@Suite("lint run")
struct LintRunTests {
  /// Every lint corpus file and every migration corpus input, under distinct paths: a tree with
  /// cross-file facts, legacy code, suppressions and clean files.
  static let inputs: [LintInput] = {
    var inputs: [LintInput] = []
    for lintCase in LintCase.all {
      for file in lintCase.files { inputs.append(LintInput(path: "lint/\(lintCase.name)/\(file.name)", bytes: file.bytes)) }
    }
    let corpus = LintTool.root.appendingPathComponent("Corpus")
    let enumerator = FileManager.default.enumerator(atPath: corpus.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if !path.hasPrefix("lint/"), path.hasSuffix("before.swift") { paths.append(path) }
    }
    for path in paths.sorted() {
      let bytes = (try? [UInt8](Data(contentsOf: corpus.appendingPathComponent(path)))) ?? []
      inputs.append(LintInput(path: path, bytes: bytes))
    }
    return inputs
  }()

  static func render(_ results: [LintFileResult]) -> String {
    Reporter.json.render(LintReport(version: "test", rules: RuleRegistry.all, files: results))
  }

  @Test func jobsDoNotChangeTheOutput() {
    #expect(Self.inputs.count > 40)
    let single = Self.render(Linter.lint(Self.inputs, jobs: 1))
    #expect(single.contains("\"rule\": \"state-dead-field\"") && single.contains("\"rule\": \"publisher-subscription\""))
    for jobs in [2, 3, 8] {
      #expect(Self.render(Linter.lint(Self.inputs, jobs: jobs)) == single, "jobs \(jobs)")
    }
  }

  @Test func skippingFilesWithoutSignsOfFindingsChangesNothing() {
    let sources = Self.inputs.map { LintSource(path: $0.path) }
    var everything = LintRun(jobs: 2)
    everything.skipsIrrelevantFiles = false
    let all = everything.lint(sources) { .text(Self.inputs[$0].bytes) }
    let skipping = LintRun(jobs: 2).lint(sources) { .text(Self.inputs[$0].bytes) }
    #expect(Self.render(skipping) == Self.render(all))
    #expect(skipping.map(\.path) == sources.map(\.path), "a skipped file is still listed as linted")
  }

  /// Pass one lints a file under its own facts and keeps the findings when the tree's facts answer
  /// its questions the same way: the output must equal linting every file under the tree's facts.
  @Test func keepingPassOneFindingsChangesNothing() {
    let sources = Self.inputs.map { LintSource(path: $0.path) }
    var twoPasses = LintRun(jobs: 2)
    twoPasses.lintsInPassOne = false
    let reference = twoPasses.lint(sources) { .text(Self.inputs[$0].bytes) }
    let loads = LoadCounter(count: sources.count)
    let single = LintRun(jobs: 2).lint(sources) { index in
      loads.add(index)
      return .text(Self.inputs[index].bytes)
    }
    #expect(Self.render(single) == Self.render(reference))
    // Most files are read once; a file whose findings depend on another file is read again.
    let readTwice = loads.counts.filter { $0 > 1 }.count
    #expect(readTwice > 0 && readTwice * 4 < sources.count, "\(readTwice) of \(sources.count) files read twice")
  }

  /// A State field read only in another file: linted alone, the field looks dead; the tree's facts
  /// say otherwise, so the file is linted again and the finding goes away.
  @Test func aFindingThatAnotherFileRefutesIsDropped() {
    let state = Array("""
      @Reducer
      struct Feature {
        @ObservableState
        struct State { var title = "" }
        enum Action { case tapped }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      """.utf8)
    let view = Array("""
      final class FeatureViewController: UIViewController {
        let store: StoreOf<Feature>
        override func viewDidLoad() {
          super.viewDidLoad()
          observe { [weak self] in
            guard let self else { return }
            label.text = store.title
          }
        }
      }

      """.utf8)
    let alone = Linter.lint([LintInput(path: "Feature.swift", bytes: state)])
    #expect(alone[0].findings.contains { $0.ruleID == "state-dead-field" })
    let inputs = [LintInput(path: "Feature.swift", bytes: state), LintInput(path: "View.swift", bytes: view)]
    let loads = LoadCounter(count: 2)
    let together = LintRun(jobs: 2).lint(inputs.map { LintSource(path: $0.path) }) { index in
      loads.add(index)
      return .text(inputs[index].bytes)
    }
    #expect(!together[0].findings.contains { $0.ruleID == "state-dead-field" })
    // (The view is read again: what it knows of Feature's State comes from the other file.)
    #expect(loads.counts[0] == 1, "the refuted finding is dropped without reading the file again")

    // Suppressed, the refuted finding leaves its suppression unused: that takes linting again.
    let suppressed = Array(String(decoding: state, as: UTF8.self).replacingOccurrences(
      of: "struct State { var title = \"\" }", with: "struct State { var title = \"\" } // tca-migrate:disable:this state-dead-field").utf8)
    let aloneSuppressed = Linter.lint([LintInput(path: "Feature.swift", bytes: suppressed)])
    #expect(aloneSuppressed[0].findings.isEmpty)
    let refuted = Linter.lint([LintInput(path: "Feature.swift", bytes: suppressed), LintInput(path: "View.swift", bytes: view)], jobs: 2)
    #expect(refuted[0].findings.map(\.ruleID) == ["unused-suppression"])
  }

  final class LoadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [Int]
    init(count: Int) { counts = Array(repeating: 0, count: count) }
    func add(_ index: Int) { lock.lock(); counts[index] += 1; lock.unlock() }
  }

  @Test func factsDoNotDependOnWhichWorkerSawAFile() {
    let files = Self.inputs.map { ScannedFile(bytes: $0.bytes) }.filter { $0.errors.isEmpty }
    let whole = LintFacts(files: files)
    // Two collectors that saw alternate files, as two workers would.
    var even = FactsCollector(), odd = FactsCollector()
    for (index, file) in files.enumerated() {
      if index % 2 == 0 { even.add(file, index: index) } else { odd.add(file, index: index) }
    }
    let split = FactsCollector.settle([odd, even]) { files[$0] }
    #expect(split.superclass == whole.superclass)
    #expect(split.memberReads == whole.memberReads && split.reducerNames == whole.reducerNames)
    #expect(split.aliasTargets == whole.aliasTargets && split.ignoredEverywhere == whole.ignoredEverywhere)
    #expect(split.states.mapValues { $0.map(\.featureName) } == whole.states.mapValues { $0.map(\.featureName) })
  }

  /// A class declared in several files takes its superclass from the last file; declared twice
  /// in one file, from the later declaration; however the files were split and added.
  @Test func laterDeclarationOfASuperclassWins() {
    let sources = [
      "class Screen: UIViewController {}\nenum Outer { class Cell: UITableViewCell {} }\n",
      "class Screen: BaseScreen {}\nclass Screen: NSObject {}\n",
      "class Other: Screen {}\nextension Outer { class Cell: UIView {} }\n",
    ]
    let files = sources.map { ScannedFile(bytes: Array($0.utf8)) }
    let expected = ["Screen": "NSObject", "Other": "Screen", "Cell": "UIView", "Outer.Cell": "UIView"]
    #expect(LintFacts(files: files).superclass == expected)
    for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2]] {
      var first = FactsCollector(), second = FactsCollector()
      for (position, index) in order.enumerated() {
        if position == 1 { second.add(files[index], index: index) } else { first.add(files[index], index: index) }
      }
      #expect(FactsCollector.settle([first, second]) { files[$0] }.superclass == expected, "\(order)")
      #expect(FactsCollector.settle([second, first]) { files[$0] }.superclass == expected, "\(order)")
    }
  }

  @Test func resultsKeepLocationsAndLineTextsNotTheFile() {
    let source = Array("""
      final class ListViewController: UIViewController {
        let store: StoreOf<List>
        override func viewDidLoad() {
          super.viewDidLoad()
          observe { [weak self] in
            guard let self else { return }
            observe { [weak self] in _ = self?.store.items }
          }
        }
      }

      """.utf8)
    let loads = ClaimCounter()
    let results = LintRun(jobs: 2).lint([LintSource(path: "List.swift"), LintSource(path: "Other.swift", reported: false)]) { index in
      _ = loads.claim()
      return .text(index == 0 ? source : Array("struct Other {}\n".utf8))
    }
    #expect(results.count == 1)
    let result = results[0]
    // (A type check, not a cast: an empty array of anything casts to `[UInt8]`.)
    #expect(!Mirror(reflecting: result).children.contains { type(of: $0.value) == [UInt8].self }, "no stored bytes")
    #expect(Mirror(reflecting: result).children.map { $0.label ?? "" } == ["path", "findings", "errors", "locations"])
    let nested = result.findings.first { $0.ruleID == "nested-observe" }
    #expect(nested.map { result.location(of: $0.offset) } == SourceLocation(line: 7, column: 7, lineText: "observe { [weak self] in _ = self?.store.items }"))
    // Each file is read once: the reported one's findings do not depend on the other.
    #expect(loads.claim() == 2)
  }

  @Test func refusedAndUnscannableFilesAreReportedWithTheirPosition() {
    let results = LintRun(jobs: 2).lint([LintSource(path: "Bad.swift"), LintSource(path: "Open.swift"), LintSource(path: "Gen.swift")]) { index in
      switch index {
      case 0: return .refused(ScanError(offset: 4, message: "not UTF-8"), bytes: Array("ab\ncd\n".utf8))
      case 1: return .text(Array("let a = 1\nfunc f() {\n".utf8))
      default: return .skipped
      }
    }
    #expect(results.map(\.path) == ["Bad.swift", "Open.swift"])
    #expect(results[0].location(of: 4) == SourceLocation(line: 2, column: 2, lineText: "cd"))
    #expect(results[1].errors.count == 1 && results[1].location(of: results[1].errors[0].offset).line == 2)
  }
}

/// `lint --files-from` and `--jobs` as a sharded CI job uses them.
@Suite("lint sharding")
struct LintShardingTests {
  static func project() throws -> URL {
    let directory = try LintTool.temporaryDirectory()
    try LintTool.write(Samples.clean, to: directory.appendingPathComponent("A/Clean.swift"))
    try LintTool.write(Samples.nestedObserve, to: directory.appendingPathComponent("B/Warning.swift"))
    try LintTool.write(Samples.sendInObserve, to: directory.appendingPathComponent("C/Error.swift"))
    return directory
  }

  @Test func filesFromAFileAndFromStandardInput() throws {
    let directory = try Self.project()
    defer { try? FileManager.default.removeItem(at: directory) }
    try LintTool.write("B/Warning.swift\n\nC/Error.swift\n", to: directory.appendingPathComponent("shard.txt"))
    let listed = try LintTool.run(["lint", "--files-from", "shard.txt"], in: directory)
    #expect(listed.status == 1, "the error-severity finding in C: \(listed.stderr)")
    #expect(listed.stdout.contains("B/Warning.swift:") && listed.stdout.contains("C/Error.swift:"))
    #expect(listed.stderr.contains("2 files linted"), "only the listed files, not the directory: \(listed.stderr)")
    let piped = try LintTool.run(["lint", "--files-from", "-"], in: directory, input: "B/Warning.swift\n")
    #expect(piped.status == 0 && piped.stdout.contains("B/Warning.swift:") && !piped.stdout.contains("C/Error.swift"))
    #expect(piped.stderr.contains("1 file linted"), "\(piped.stderr)")
    let combined = try LintTool.run(["lint", "A", "--files-from", "-"], in: directory, input: "B/Warning.swift\n")
    #expect(combined.stderr.contains("2 files linted"), "paths and the list together: \(combined.stderr)")
    let missing = try LintTool.run(["lint", "--files-from", "nowhere.txt"], in: directory)
    #expect(missing.status == 2 && missing.stderr.contains("nowhere.txt"))
  }

  @Test func jobsGiveTheSameBytes() throws {
    let corpus = LintTool.root.appendingPathComponent("Corpus").path
    for reporter in ["xcode", "sarif"] {
      let one = try LintTool.run(["lint", corpus, "--reporter", reporter, "--jobs", "1"])
      let two = try LintTool.run(["lint", corpus, "--reporter", reporter, "-j", "2"])
      let many = try LintTool.run(["lint", corpus, "--reporter", reporter, "--jobs", "7"])
      #expect(!one.stdout.isEmpty && one.stdout == two.stdout && one.stdout == many.stdout, "\(reporter)")
      #expect(one.stderr == two.stderr && one.status == two.status)
    }
    let zero = try LintTool.run(["lint", "--jobs", "0", corpus])
    #expect(zero.status == 2 && zero.stderr.contains("--jobs"))
  }
}
