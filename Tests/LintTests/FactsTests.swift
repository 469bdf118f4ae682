import Testing
@testable import Migrate
import SwiftScan

/// The first pass: what the rules learn from the whole tree.
@Suite("Facts")
struct FactsTests {
  static func lint(_ files: [String: String]) -> [String] {
    Linter.lint(files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, bytes: Array($0.value.utf8)) }).flatMap { result in
      result.findings.map { "\(result.path):\(result.location(of: $0.offset).line) \($0.ruleID)" }
    }
  }

  static let feature = """
    struct Profile {
      @ObservableState
      struct State: Equatable {
        var name = ""
        var bio = ""
        var tags: [String] = []
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.bio == rhs.bio }
        func hash(into hasher: inout Hasher) { hasher.combine(tags) }
      }
      enum Action { case shown }
    }

    """

  @Test func reducerConformanceInAnotherFileMakesAState() {
    #expect(Self.lint(["Profile.swift": Self.feature]).isEmpty, "not a reducer: no State rules")
    let found = Self.lint(["Profile.swift": Self.feature, "Profile+Reducer.swift": "extension Profile: Reducer {}\n"])
    #expect(found == ["Profile.swift:4 state-dead-field", "Profile.swift:5 state-dead-field", "Profile.swift:6 state-dead-field"])
  }

  @Test func readsInOtherFilesCountKeyPathsIncluded() {
    let view = """
      final class ProfileViewController: UIViewController {
        let store: StoreOf<Profile>
        override func viewDidLoad() {
          super.viewDidLoad()
          observe { [weak self] in
            guard let self else { return }
            title = store.name
          }
          let tagsPath: KeyPath<Profile.State, [String]> = \\.tags
        }
      }

      """
    let found = Self.lint(["Profile.swift": Self.feature, "Reducer.swift": "extension Profile: Reducer {}\n", "View.swift": view])
    #expect(found == ["Profile.swift:5 state-dead-field"], "bio is only compared in ==")
  }

  @Test func writesAreNotReads() {
    let reducer = """
      extension Profile: Reducer {
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state.name = "x"
          state.bio += "y"
          return .none
        }
      }

      """
    let found = Self.lint(["Profile.swift": Self.feature, "Reducer.swift": reducer])
    #expect(found == ["Profile.swift:4 state-dead-field", "Profile.swift:5 state-dead-field", "Profile.swift:6 state-dead-field"])
  }

  @Test func aliasedStatesAndClassesAnywhere() {
    let state = """
      struct CounterState: Equatable {
        var count = 0
        var timer: RepeatingTimer?
      }

      """
    let reducer = """
      @Reducer
      struct Counter {
        typealias State = CounterState
        enum Action { case tick }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          _ = (state.count, state.timer)
          return .none
        }
      }

      """
    let found = Self.lint(["CounterState.swift": state, "Counter.swift": reducer, "Timer.swift": "final class RepeatingTimer {}\n"])
    #expect(found == ["CounterState.swift:3 state-reference-type"])
  }

  @Test func identifiableAndSelectionAcrossFiles() {
    let models = "struct Song: Identifiable { let id: Int }\nextension Album: Identifiable {}\nstruct Album { let id: Int }\n"
    let feature = """
      @Reducer
      struct Library {
        @ObservableState
        struct State {
          var songs: [Song] = []
          var albums: [Album] = []
          var playing: Song?
        }
        enum Action { case tapped(Song.ID) }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          _ = (state.songs, state.albums)
          state.playing = state.songs.first
          _ = state.playing
          return .none
        }
      }

      """
    let found = Self.lint(["Models.swift": models, "Library.swift": feature])
    #expect(found == ["Library.swift:5 state-identified-array", "Library.swift:6 state-identified-array", "Library.swift:7 state-selection-by-copy"])
  }

  @Test func featuresWithTheSameNameInTwoModules() {
    let inboxA = "@Reducer\nstruct Inbox {\n  struct State { var rows: [String] = [] }\n}\n"
    let inboxB = "@Reducer\nstruct Inbox {\n  struct State { var threads: [String] = [] }\n}\n"
    let view = """
      final class InboxViewController: UIViewController {
        let store: StoreOf<Inbox>
        var rows: [String] = []
        func f() { _ = (store.rows, store.threads) }
      }

      """
    // Which Inbox the view uses is unknown: a field only one of them has is not called a mirror.
    #expect(Self.lint(["A/Inbox.swift": inboxA, "B/Inbox.swift": inboxB, "View.swift": view]).isEmpty)
    // Declared in the view's own file, it is the one.
    #expect(Self.lint(["A/Inbox.swift": inboxA + view, "B/Inbox.swift": inboxB]) == ["A/Inbox.swift:7 reducer-logic-in-view"])
  }
}
