import Foundation
import Testing
@testable import Migrate

/// The pure report model: statuses, sites, refusals, follow-ups, outside-in order, verdicts.
@Suite("Migration report model")
struct ReportModelTests {
  static func input(_ path: String, _ text: String) -> ReportInput { ReportInput(path: path, bytes: Array(text.utf8)) }

  static func build(_ inputs: [ReportInput], verifier: (any RewriteVerifier)? = nil, jobs: Int = 1) -> MigrationReport {
    MigrationReport.build(inputs, options: ReportOptions(toolVersion: "test", paths: ["."], verifier: verifier, jobs: jobs))
  }

  static let tree = [input("A/Profile.swift", Fixtures.profile), input("M/Header.swift", Fixtures.header),
                     input("Z/App.swift", Fixtures.app)]

  @Test func statusesRefusalsAndFollowUps() throws {
    let unreadable = ReportInput(path: "Locked.swift", bytes: [], problem: .init(offset: 0, message: "cannot read file"))
    let report = Self.build(Self.tree + [Self.input("Broken.swift", Fixtures.unterminated), unreadable])
    let byPath = Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0) })
    #expect(byPath["Z/App.swift"]?.status == .migratedFully)
    #expect(byPath["A/Profile.swift"]?.status == .migratedPartially)
    #expect(byPath["M/Header.swift"]?.status == .untouched)
    #expect(byPath["Locked.swift"]?.status == .refused)
    let broken = try #require(byPath["Broken.swift"])
    #expect(broken.status == .refused && broken.problem?.line == 2 && broken.problem?.column == 16)
    #expect(broken.problem?.message.contains("unterminated string literal") == true)

    let profile = try #require(byPath["A/Profile.swift"])
    let refusal = try #require(profile.refusals.first)
    #expect(refusal.id == "A/Profile.swift#L34-untranslatable-chain")
    #expect(refusal.reason == "'debounce' changes timing, which observe cannot express")
    #expect(refusal.suggestion == "do the debounce in the reducer with an effect and observe its result")
    #expect(refusal.code.map(\.number) == [34, 35, 36, 37])
    #expect(refusal.code.last?.text == "      .store(in: &cancellables)")

    let kinds = report.followUps.map { "\($0.kind.rawValue) \($0.id)" }
    // Files without relations (the refused ones) keep path order among the roots.
    #expect(kinds == [
      "refused-file Broken.swift#L2-refused", "refused-file Locked.swift#L1-refused",
      "refusal A/Profile.swift#L34-untranslatable-chain", "unresolved A/Profile.swift#L29-viewstore-usage",
      "note A/Profile.swift#L30-publisher-subscription",
    ])
    let s = report.summary
    #expect((s.filesScanned, s.migratedFully, s.migratedPartially, s.refused, s.untouched) == (5, 1, 1, 2, 1))
    #expect((s.subscriptionsRewritten, s.chainsRefused, s.followUps) == (2, 1, 5))
    #expect(s.linesRemoved == report.files.reduce(0) { $0 + $1.linesRemoved })
  }

  @Test func sitesCarryTheChangedLinesAndAStableID() throws {
    let report = Self.build(Self.tree)
    let app = try #require(report.files.first { $0.path == "Z/App.swift" })
    #expect(app.sites.map(\.id) == ["Z/App.swift#L1-unused-cancellables", "Z/App.swift#L7-observable-state",
                                    "Z/App.swift#L19-unused-cancellables", "Z/App.swift#L30-publisher-subscription"])
    let subscription = try #require(app.sites.last)
    #expect(subscription.removed.map(\.text) == [
      "    let viewStore = ViewStore(store, observe: { $0 })", "    viewStore.publisher.title",
      "      .sink { [weak self] title in self?.title = title }", "      .store(in: &cancellables)",
    ])
    #expect(subscription.added.map(\.text) == [
      "    observe { [weak self] in", "      guard let self else { return }", "      title = store.title", "    }",
    ])
    #expect(subscription.lines.first?.kind == .context && subscription.lines.last?.kind == .context)
    #expect(subscription.findings.map(\.rule) == ["viewstore-usage", "publisher-subscription"])
    // The same text gives the same ids; the diff is the one `migrate` prints.
    #expect(Self.build(Self.tree).files.flatMap { $0.sites.map(\.id) } == report.files.flatMap { $0.sites.map(\.id) })
    let migrated = Migrator.migrate(Array(Fixtures.app.utf8))
    #expect(app.diff == UnifiedDiff.make(old: Array(Fixtures.app.utf8), new: migrated.output, path: "Z/App.swift", edits: migrated.edits))
    #expect(app.linesRemoved == app.diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count)
  }

  @Test func highlightingClassifiesTokensOfTheWholeFile() throws {
    let lines = SyntaxLines(Array("let s = \"\"\"\n  multi // not a comment\n  \"\"\" // real\n@MainActor var n = 42\n".utf8))
    #expect(lines.snippetLine(2, kind: .context).spans.map(\.kind) == [.string])
    #expect(lines.snippetLine(3, kind: .context).spans.map(\.kind) == [.string, .comment])
    #expect(lines.snippetLine(4, kind: .context).spans.map(\.kind) == [.attribute, .keyword, .number])
    #expect(HTMLText.code(lines.snippetLine(4, kind: .context)).hasPrefix("<span class=\"t-attribute\">@MainActor</span>"))
  }

  @Test func notesThatAskTheUserToAct() {
    #expect(SiteExtraction.asksToAct("'removeDuplicates()' dropped: observe re-runs on any change of what it reads; keep the block idempotent"))
    #expect(SiteExtraction.asksToAct("'receive(on:)' dropped: the block's first run is now synchronous; check nothing relied on the hop"))
    #expect(!SiteExtraction.asksToAct("kept in its own observe block so the expensive work re-runs only when what it reads changes"))
    #expect(!SiteExtraction.asksToAct("added a 'store' property beside it"))
    #expect(!SiteExtraction.asksToAct("replace @PresentationState with @Presents"), "an edit the rewrite made")
    #expect(SiteExtraction.asksToAct("check that the header still loads"))
  }

  @Test func outsideInOrderRootFeaturesFirst() {
    // Path order would be A, M, Z; the root feature (Z/App) holds Profile's State and pushes its
    // controller, which creates the header view.
    let report = Self.build(Self.tree)
    #expect(report.files.map(\.path) == ["Z/App.swift", "A/Profile.swift", "M/Header.swift"])
    #expect(report.files.map(\.parents) == [[], ["Z/App.swift"], ["A/Profile.swift"]])
    // A view controller comes after its own feature (the one its store is typed with).
    let split = Self.build([
      Self.input("A/ChildView.swift", "final class ChildViewController: UIViewController {\n  let store: StoreOf<Child>\n}\n"),
      Self.input("B/Child.swift", "@Reducer\nstruct Child {\n  struct State {}\n}\n"),
    ])
    #expect(split.files.map(\.path) == ["B/Child.swift", "A/ChildView.swift"])
    // Unrelated files keep path order; a cycle is broken by path order.
    let plain = Self.build([Self.input("b.swift", "let b = 1\n"), Self.input("a.swift", "let a = 1\n")])
    #expect(plain.files.map(\.path) == ["a.swift", "b.swift"])
    let cycle = FeatureOrder.order(paths: ["x", "y", "z"], facts: [nil, nil, nil])
    #expect(cycle.order == [0, 1, 2])
    #expect(FeatureOrder.topological(paths: ["c", "a", "b"], parents: [[1], [2], [0]]) == [1, 0, 2])
  }

  struct ScriptedVerifier: RewriteVerifier {
    func verify(path: String, before: [UInt8], after: [UInt8]) -> Verdict {
      path.hasPrefix("Z/") ? .different(step: "after send(.profile(.queryChanged(\"a\")))") : .unverifiable(reason: "no scenario")
    }
  }

  @Test func verdictsComeFromTheVerifierOnlyForRewrittenFiles() throws {
    let plain = Self.build(Self.tree)
    #expect(!plain.verified && plain.files.allSatisfy { $0.verdict == .notRun })
    #expect(plain.summary.verdicts.map(\.count) == [0, 0, 0, 2])
    let verified = Self.build(Self.tree, verifier: ScriptedVerifier())
    #expect(verified.verified)
    #expect(verified.files.map(\.verdict.key) == ["different", "unverifiable", "not-run"])
    #expect(verified.summary.verdicts.map(\.count) == [0, 1, 1, 0])
    #expect(verified.headline.contains("1 rewritten file behaves differently"))
  }

  /// Counts the loads of each file, from any thread.
  final class LoadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(_ count: Int) { counts = Array(repeating: 0, count: count) }

    func add(_ k: Int) { lock.lock(); counts[k] += 1; lock.unlock() }

    var values: [Int] { lock.lock(); defer { lock.unlock() }; return counts }
  }

  @Test func theStreamedReportReadsFilesThroughItsLoaderAndMatchesTheReportHeldInMemory() {
    let inputs = CorpusFiles.inputs() + [Self.input("Broken.swift", Fixtures.unterminated)]
    let options = ReportOptions(toolVersion: "test", paths: ["."], jobs: 4)
    // One index more, which the loader leaves out of the report (as the command does generated files).
    let loads = LoadCounter(inputs.count + 1)
    let streamed = StreamedMigrationReport.build(count: inputs.count + 1, options: options) { k in
      loads.add(k)
      return k < inputs.count ? inputs[k] : nil
    }
    let built = loads.values
    #expect(built.allSatisfy { $0 >= 2 }, "every file is surveyed, then migrated and linted")
    let held = MigrationReport.build(inputs, options: options)
    #expect(streamed.files.map(\.path) == held.files.map(\.path))
    #expect(streamed.summary == held.summary && streamed.headline == held.headline)

    // Writing the page makes the details of every file that has any again, through the loader.
    var html = ""
    MigrationReportHTML.write(streamed, to: &html)
    #expect(html == MigrationReportHTML.render(held))
    let detailed = Set(held.files.filter { $0.status != .untouched }.map(\.path))
    #expect(detailed.contains("Broken.swift") && detailed.count < inputs.count)
    let written = loads.values
    for (k, input) in inputs.enumerated() {
      #expect(written[k] - built[k] == (detailed.contains(input.path) ? 1 : 0), "\(input.path)")
    }
    var json = ""
    MigrationReportJSON.write(streamed, to: &json)
    #expect(json == MigrationReportJSON.render(held))
    #expect(MigrationReportMarkdown.render(streamed) == MigrationReportMarkdown.render(held))
  }

  @Test func theReportDoesNotDependOnJobs() {
    let corpus = CorpusFiles.inputs()
    let one = MigrationReportJSON.render(Self.build(corpus, jobs: 1))
    #expect(one == MigrationReportJSON.render(Self.build(corpus, jobs: 4)))
  }
}

/// Every `.swift` file of the corpus as report inputs, paths relative to the repository.
enum CorpusFiles {
  static func inputs() -> [ReportInput] {
    let root = ReportTool.root
    let corpus = root.appendingPathComponent("Corpus")
    let paths = (FileManager.default.enumerator(atPath: corpus.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return paths.map { ReportInput(path: "Corpus/" + $0, bytes: [UInt8]((try? Data(contentsOf: corpus.appendingPathComponent($0))) ?? Data())) }
  }
}
