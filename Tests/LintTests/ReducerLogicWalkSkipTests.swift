import Testing
@testable import Migrate
import SwiftScan

/// `reducer-logic-in-view` skips its walk over a view type where `walkMayFind` says no: every
/// decision, async work or IO finding the walk reports comes with a yes for its type.
@Suite("reducer-logic-in-view walk skip")
struct ReducerLogicWalkSkipTests {
  static func view(_ body: String) -> String {
    """
    import UIKit
    final class ScreenViewController: UIViewController {
      let store: StoreOf<Feature>
      override func viewDidLoad() {
        super.viewDidLoad()
    \(body)
      }
    }

    """
  }

  /// The view type's brace group (the only type of `view(_:)`).
  static func group(_ file: ScannedFile) -> Brace { file.outline.braces[file.outline.types[0].brace] }

  static let walkMessages = ["move this decision", "move this async work", "out of the view"]

  @Test func everyWalkFindingComesWithAYes() {
    let bodies = [
      "    if store.isOn { store.send(.tapped) }",
      "    guard store.isReady else { return }\n    store.send(.start)",
      "    Task { await load(); store.send(.loaded) }",
      "    let session = URLSession.shared\n    _ = session",
      "    _ = UserDefaults.standard",
      "    if store.isOn { send(.tapped) }",
      "    if store.isOn { store.sendAll(.tapped) }",
      "    // store.send(.tapped)\n    if store.isOn { print(\"send\") }",
      "    _ = \"URLSession\"",
      "    if store.isOn { store\n      .send(.tapped) }",
    ]
    var reported = 0
    for body in bodies {
      let file = ScannedFile(bytes: Array(Self.view(body).utf8))
      for facts in [LintFacts(files: [file]), LintFacts()] {
        let context = LintContext(file: file, facts: facts)
        var found: [Finding] = []
        ReducerLogicInView.appendFindings(in: context, to: &found)
        let walked = found.filter { finding in
          Self.walkMessages.contains { finding.message.contains($0) }
        }
        reported += walked.count
        if !walked.isEmpty { #expect(ReducerLogicInView.walkMayFind(context, in: Self.group(file)), "\(body)") }
      }
    }
    // The bodies that decide, work async or call IO are reported (the skip hides none of them).
    #expect(reported >= 10)
  }

  @Test func noMemberSendAndNoIONameMeansNo() {
    for body in ["    if store.isOn { send(.tapped) }", "    // store.send(.tapped)", "    _ = \"UserDefault\""] {
      let file = ScannedFile(bytes: Array(Self.view(body).utf8))
      let context = LintContext(file: file, facts: LintFacts(files: [file]))
      #expect(!ReducerLogicInView.walkMayFind(context, in: Self.group(file)), "\(body)")
    }
  }
}
