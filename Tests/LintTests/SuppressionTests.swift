import Testing
@testable import Migrate
import SwiftScan

@Suite("Suppression")
struct SuppressionTests {
  static func rules(_ source: String, configuration: LintConfiguration = LintConfiguration()) -> [String] {
    let bytes = Array(source.utf8)
    return Linter.lint(bytes, configuration: configuration).map { "\(ScannedFile.lineColumn(ofOffset: $0.offset, in: bytes).line) \($0.ruleID)" }
  }

  static func block(_ body: String) -> String {
    """
    final class ScreenViewController: UIViewController {
      let store: StoreOf<Screen>
      override func viewDidLoad() {
        super.viewDidLoad()
        observe { [weak self] in
          guard let self else { return }
    \(body)
        }
      }
    }

    """
  }

  @Test func nextThisAndRegions() {
    #expect(Self.rules(Self.block("      store.send(.a)")) == ["7 send-in-observe"])
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next send-in-observe\n      store.send(.a)")).isEmpty)
    #expect(Self.rules(Self.block("      store.send(.a) // tca-migrate:disable:this send-in-observe - logged only")).isEmpty)
    #expect(Self.rules(Self.block("      // tca-migrate:disable send-in-observe\n      store.send(.a)\n      store.send(.b)\n      // tca-migrate:enable send-in-observe\n      store.send(.c)"))
      == ["11 send-in-observe"])
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next all\n      store.send(.a)")).isEmpty)
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next nested-observe send-in-observe\n      store.send(.a)")) == ["7 unused-suppression"],
            "each id is checked on its own")
  }

  @Test func nextCoversOnlyTheNextLine() {
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next send-in-observe\n      title = \"\"\n      store.send(.a)"))
      == ["7 unused-suppression", "9 send-in-observe"])
  }

  @Test func unusedUnknownAndMalformed() {
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next send-in-obsrve\n      store.send(.a)")) == ["7 unused-suppression", "8 send-in-observe"])
    #expect(Self.rules(Self.block("      // tca-migrate:disable:nxt send-in-observe\n      store.send(.a)")) == ["7 unused-suppression", "8 send-in-observe"])
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next\n      store.send(.a)")) == ["7 unused-suppression", "8 send-in-observe"])
    // The unused report is suppressed by naming it.
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next unused-suppression\n      // tca-migrate:disable:next nested-observe\n      title = \"\"")).isEmpty)
  }

  @Test func onlyLineCommentsSuppress() {
    #expect(Self.rules(Self.block("      /* tca-migrate:disable:next send-in-observe */\n      store.send(.a)")) == ["8 send-in-observe"])
    #expect(Self.rules(Self.block("      let note = \"// tca-migrate:disable:next send-in-observe\"\n      store.send(.a)")) == ["8 send-in-observe"])
  }

  @Test func configurationTurnsRulesOffAndChangesSeverity() {
    let off = LintConfiguration(rules: ["send-in-observe": .init(enabled: false)])
    #expect(Self.rules(Self.block("      store.send(.a)"), configuration: off).isEmpty)
    // A suppression of a rule the configuration switched off is not reported as unused.
    #expect(Self.rules(Self.block("      // tca-migrate:disable:next send-in-observe\n      store.send(.a)"), configuration: off).isEmpty)
    let lowered = LintConfiguration(rules: ["send-in-observe": .init(severity: .note)])
    #expect(Linter.lint(Array(Self.block("      store.send(.a)").utf8), configuration: lowered).map(\.severity) == [.note])
  }
}

@Suite("Globs")
struct GlobTests {
  @Test func matching() {
    #expect(Glob.matches("Sources/**", "Sources/A/B.swift"))
    #expect(Glob.matches("Sources/*.swift", "Sources/B.swift"))
    #expect(!Glob.matches("Sources/*.swift", "Sources/A/B.swift"))
    #expect(Glob.matches("*.generated.swift", "Sources/A/Model.generated.swift"))
    #expect(Glob.matches("Generated", "Sources/Generated/A.swift"))
    #expect(Glob.matches("Sources/Legacy/", "Sources/Legacy/Old/A.swift"))
    #expect(Glob.matches("**/*Tests.swift", "FooTests.swift"))
    #expect(Glob.matches("Sources/?.swift", "Sources/A.swift") && !Glob.matches("Sources/?.swift", "Sources/AB.swift"))
    #expect(!Glob.matches("Tests", "Sources/TestsHelper.swift"))
  }

  @Test func includeAndExcludeAreRelativeToTheConfiguration() {
    let configuration = LintConfiguration(include: ["Sources"], exclude: ["**/Generated/**"], root: "/repo")
    #expect(configuration.isIncluded(absolutePath: "/repo/Sources/A.swift"))
    #expect(!configuration.isIncluded(absolutePath: "/repo/Sources/Generated/A.swift"))
    #expect(!configuration.isIncluded(absolutePath: "/repo/Tests/A.swift"))
  }
}
