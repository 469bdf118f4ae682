import Testing
@testable import Migrate

/// `LintFacts.isViewClassByName` reads an ASCII name as bytes: it must answer as UIKit's naming
/// read by `hasPrefix` and `hasSuffix` on strings, for ASCII names (CR LF, one character of two
/// bytes, included) and past ASCII.
@Suite("view class names by bytes")
struct ViewClassNameBytesTests {
  @Test func answersAsStringPrefixesAndSuffixes() {
    let names = ["", "U", "UI", "UIView", "UIx", "xUI", "View", "FooView", "Viewx", "FooViewController", "Controller",
                 "Controlle", "MyCell", "Cel", "ell", "Foo\r\nView", "View\r\n", "\r\nUI", "UI\u{301}View", "U\u{301}I",
                 "\u{212A}View", "Caf\u{E9}Cell", "Cafe\u{301}", "Vie\u{301}w", "ViewControlle\u{301}r", "\u{1F600}Controller"]
    for name in names {
      let expected = name.hasPrefix("UI") || ["ViewController", "View", "Cell", "Controller"].contains { name.hasSuffix($0) }
      #expect(LintFacts.isViewClassByName(name) == expected, "\(name.debugDescription)")
    }
  }
}
