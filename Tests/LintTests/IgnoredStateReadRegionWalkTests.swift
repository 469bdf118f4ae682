import Testing
@testable import Migrate
import SwiftScan

/// `ignored-state-read` walks a large file's member accesses region by region (its SwiftUI
/// bodies and observe blocks, merged in order, the accesses between passed over by halving):
/// the findings are those of the walk over every access, whatever the regions' order, overlap
/// and nesting.
@Suite("ignored-state-read region walk")
struct IgnoredStateReadRegionWalkTests {
  /// Reads of an ignored field in bodies, observe blocks (nested, in handlers, inside a body's
  /// own nested view), and between them (not reported), with more code after the last region.
  static let mixed = """
    import ComposableArchitecture
    import SwiftUI
    import UIKit

    @Reducer
    struct Chat {
      @ObservableState
      struct State {
        @ObservationStateIgnored var offset = 0.0
        var title = ""
      }
    }

    func before(store: StoreOf<Chat>) { _ = store.offset }

    struct ChatView: View {
      let store: StoreOf<Chat>
      var body: some View {
        VStack {
          Text("\\(store.offset)")
          Button("Go") { _ = store.offset }
          Text(store.title)
        }
      }
    }

    func between(store: StoreOf<Chat>) { _ = store.offset; _ = store.title }

    final class ChatViewController: UIViewController {
      let store: StoreOf<Chat>
      let label = UILabel()
      init(store: StoreOf<Chat>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        _ = store.offset
        observe { [weak self] in
          guard let self else { return }
          label.text = "\\(store.offset)"
          observe { label.text = "\\(store.offset) \\(store.title)" }
          let action = UIAction { _ in _ = self.store.offset }
          _ = action
        }
        _ = store.offset
        observe { label.text = store.title }
      }
    }

    struct OuterView: View {
      let store: StoreOf<Chat>
      var body: some View {
        struct Inner: View {
          let store: StoreOf<Chat>
          var body: some View { Text("\\(store.offset)") }
        }
        return Inner(store: store)
      }
    }

    func after(store: StoreOf<Chat>) { _ = store.offset }

    """

  static func bothWalks(_ file: ScannedFile, _ facts: LintFacts) -> (all: [Finding], regions: [Finding]) {
    let context = LintContext(file: file, facts: facts)
    var all: [Finding] = [], regions: [Finding] = []
    IgnoredStateRead.appendFindings(in: context, to: &all, regionWalkAbove: .max)
    IgnoredStateRead.appendFindings(in: context, to: &regions, regionWalkAbove: 0)
    return (all, regions)
  }

  @Test func regionsFindWhatTheWholeWalkFinds() {
    let file = ScannedFile(Self.mixed)
    let (all, regions) = Self.bothWalks(file, LintFacts(files: [file]))
    #expect(regions == all)
    // Reads in the body, the observe blocks and the inner view's body (not the button's action,
    // the handler, nor the functions between).
    #expect(all.count >= 4)
  }

  @Test func corpusFilesFindTheSameEitherWay() {
    var reported = 0
    for lintCase in LintCase.all {
      let scanned = lintCase.files.map { ScannedFile(bytes: $0.bytes) }
      let facts = LintFacts(files: scanned)
      for file in scanned where file.errors.isEmpty {
        let (all, regions) = Self.bothWalks(file, facts)
        #expect(regions == all)
        reported += all.count
      }
    }
    #expect(reported > 0)
  }
}
