import Testing
@testable import Migrate
import SwiftScan

/// A lint context finds its file's `observe` calls and handler closures at once when the lexer
/// noted a name spelled `observe`, and otherwise its handler closures on the first `isHandler`
/// question (`LintContext.findCallees`): either way every closure gets the same answer, whatever
/// files a shared cache served before.
@Suite("closure callees")
struct ClosureCalleesTests {
  /// The closures of `file` by the text of the token before their `{` (`UIAction`, `sink`, …),
  /// each with whether the context calls it a handler.
  static func handlers(_ context: LintContext) -> [String: Bool] {
    let file = context.file
    var answers: [String: Bool] = [:]
    for c in file.outline.closures.indices where file.outline.closures[c].brace >= 0 {
      let brace = file.outline.closures[c].brace
      guard let before = file.previousSignificant(before: file.outline.braces[brace].open) else { continue }
      answers[file.text(before)] = context.isHandler(brace: brace)
    }
    return answers
  }

  static let withoutObserve = """
    import UIKit
    final class Screen: UIViewController {
      func load(button: UIButton, values: [Int]) {
        button.addAction(UIAction { _ in print("tap") }, for: .touchUpInside)
        let menu = UIMenu(children: [UIAction(title: "a", handler: { _ in print("a") })])
        _ = values.map { $0 + 1 }
        _ = menu
      }
    }
    """

  /// The same code naming `observe` (a name, not a call): its callees are read at once.
  static let namingObserve = "let observe = 1\n" + withoutObserve

  @Test func handlersAreTheSameFoundAtOnceOrOnDemand() {
    let lazy = ScannedFile(bytes: Array(Self.withoutObserve.utf8))
    let eager = ScannedFile(bytes: Array(Self.namingObserve.utf8))
    #expect(!lazy.signs.namesObserve)
    #expect(eager.signs.namesObserve)
    let lazyContext = LintContext(file: lazy, facts: LintFacts(files: [lazy]))
    let eagerContext = LintContext(file: eager, facts: LintFacts(files: [eager]))
    #expect(lazyContext.observeCalls.isEmpty && eagerContext.observeCalls.isEmpty)
    let expected = ["UIAction": true, ":": true, "map": false]
    #expect(Self.handlers(lazyContext) == expected)
    #expect(Self.handlers(eagerContext) == expected)
  }

  @Test func aSharedCacheFindsEachFilesOwnHandlers() {
    // Files with and without handlers and observe calls follow each other through one memo's
    // cache: each file's answers are those of a context of its own.
    let observing = """
      import UIKit
      final class Live: UIViewController {
        let store: StoreOf<Feature>
        override func viewDidLoad() {
          observe { [weak self] in
            guard let self else { return }
            self.title = store.title
          }
        }
      }
      """
    let plain = "struct Model { var values: [Int] { [1, 2].map { $0 * 2 } } }"
    let sources = [Self.withoutObserve, plain, observing, Self.namingObserve, Self.withoutObserve, plain]
    let memo = LintWorkerMemo()
    for source in sources + sources.reversed() {
      let file = ScannedFile(bytes: Array(source.utf8))
      let facts = LintFacts(files: [file])
      let shared = LintContext(file: file, facts: facts, workerMemo: memo)
      let alone = LintContext(file: file, facts: facts)
      #expect(Self.handlers(shared) == Self.handlers(alone))
      #expect(shared.observeCalls.map(\.brace) == alone.observeCalls.map(\.brace))
    }
  }
}
