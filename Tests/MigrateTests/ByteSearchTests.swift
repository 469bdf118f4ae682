import Testing
@testable import Migrate

/// The byte search that lets files without a sign of legacy code skip the token passes: it must
/// find a word wherever it sits, and never where it does not.
@Suite("byte search")
struct ByteSearchTests {
  static func has(_ text: String, _ word: String) -> Bool { Array(text.utf8).containsBytes(ByteWord(word)) }

  @Test func findsAWordAtEveryPosition() {
    #expect(Self.has("publisher", "publisher"))
    #expect(Self.has("publisher.x", "publisher"))
    #expect(Self.has("x.publisher", "publisher"))
    #expect(Self.has("ppublisher", "publisher"), "a first byte repeated just before the word")
    #expect(Self.has("pubpublisher", "publisher"))
    #expect(Self.has("é ViewStore", "ViewStore"))
  }

  @Test func findsNothingThatIsNotThere() {
    #expect(!Self.has("", "ifLet"))
    #expect(!Self.has("ifLe", "ifLet"))
    #expect(!Self.has("ifle t", "ifLet"))
    #expect(!Self.has("publishe", "publisher"))
    #expect(Self.has("anything", ""), "the empty word is everywhere")
  }

  /// Against a plain search, on every split of a text with near misses.
  @Test func agreesWithAPlainSearch() {
    let text = Array("pp pub publ publisher ViewStor ViewStore ifLe ifLet".utf8)
    for word in ["publisher", "ViewStore", "ifLet", "p", "pub", "Lett", "t"] {
      let needle = Array(word.utf8)
      for end in 0...text.count {
        let slice = Array(text[..<end])
        let plain = slice.count >= needle.count && (0...(slice.count - needle.count)).contains { Array(slice[$0..<($0 + needle.count)]) == needle }
        #expect(slice.containsBytes(ByteWord(needle)) == plain, "\(word) in first \(end) bytes")
      }
    }
  }
}
