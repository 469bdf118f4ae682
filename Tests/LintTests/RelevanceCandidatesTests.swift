import Testing
@testable import Migrate
import SwiftScan

/// A file's signs of relevance keep what `Migrator.hasCandidates` answered when they asked it,
/// and pass one lints the file with that answer: a file without candidates is not searched for
/// them again, and its findings are the same.
@Suite("relevance's candidates answer")
struct RelevanceCandidatesTests {
  static let sources = [
    // Legacy code: a view store in a view controller (not certain by its other signs).
    """
    import UIKit
    final class ProfileViewController: UIViewController {
      let viewStore: ViewStoreOf<Profile>
      override func viewDidLoad() { viewStore.publisher.name.sink { _ in }.store(in: &cancellables) }
    }
    """,
    // A reducer with a nested State: no candidate.
    """
    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable { var count = 0; var title = "" }
      enum Action { case tapped }
      var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
    }
    """,
    // Words of candidates that are no candidates (a string, a comment, a member named so).
    """
    struct Plain { let text = "ViewStore ifLet publisher"; func ifLet() {} } // publisher
    """,
    // A SwiftUI view: certain by its other signs, not asked.
    """
    import SwiftUI
    struct CounterView: View { let store: StoreOf<Counter>; var body: some View { Text("\\(store.count)") } }
    """,
    "",
  ]

  @Test func keptAnswerIsMigratorsWhenAsked() {
    var asked = 0
    for source in Self.sources {
      let file = ScannedFile(source)
      let signs = Relevance(file)
      if let answer = signs.hasCandidates {
        asked += 1
        #expect(answer == Migrator.hasCandidates(file), "\(source)")
        #expect(signs.certain == answer, "\(source)")
      } else {
        #expect(signs.certain, "asked unless certain: \(source)")
      }
    }
    #expect(asked == 4)
  }

  @Test func lintingWithTheAnswerFindsTheSame() {
    for source in Self.sources {
      let file = ScannedFile(source)
      let configuration = LintConfiguration()
      let reference = Linter.lint(file, path: "a.swift", facts: LintFacts(), configuration: configuration)
      let answered = Linter.lint(file, path: "a.swift", facts: LintFacts(), configuration: configuration,
                                 hasCandidates: Migrator.hasCandidates(file))
      #expect(answered.findings == reference.findings, "\(source)")
    }
  }
}
