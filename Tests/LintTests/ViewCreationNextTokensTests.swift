import Testing
@testable import Migrate
import SwiftScan

/// `view-creation-in-observe` rules out a name by the one or two tokens after it before its
/// full test: every spelling of a construction is still found (`Name(…)`, `Name.init(…)`, and
/// `.init` past trivia or a comment), and no other.
@Suite("view creation: next tokens")
struct ViewCreationNextTokensTests {
  @Test func constructionsAreFoundPastTheFirstTokens() {
    let source = """
      import UIKit

      final class ScreenViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
          super.viewDidLoad()
          observe { [weak self] in
            guard let self else { return }
            let a = UILabel()
            let b = UILabel.init()
            let c = UILabel .init()
            let d = UILabel./* c */init()
            let e = UILabel /* c */ .init()
            let f = UILabel ()
            let g = UIKit.UILabel()
            let h = UILabel.self
            let i = UILabel.initial
            let j = UIButton
              .init()
            label.text = "\\(a)\\(b)\\(c)\\(d)\\(e)\\(f)\\(g)\\(h)\\(i)\\(j)"
          }
        }
      }

      """
    let file = ScannedFile(source)
    let findings = Linter.lint([LintInput(path: "Screen.swift", bytes: Array(source.utf8))]).flatMap(\.findings)
      .filter { $0.ruleID == ViewCreationInObserve.info.id }
    let lines = findings.map { file.lineColumn(ofOffset: $0.offset).line }
    // a, b, c, d, e and j; not f (the paren does not touch the name), g (a member), h, i.
    #expect(lines == [9, 10, 11, 12, 13, 18])
  }
}
