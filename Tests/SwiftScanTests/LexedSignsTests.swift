import Testing
@testable import SwiftScan

@Suite("Lexed signs")
struct LexedSignsTests {
  /// What the lexer notes (`LexedSigns`) is what reading every token finds: a name spelled
  /// `observe`, a `typealias` keyword, a line comment holding `tca-migrate:`; spellings that only
  /// look like them (in strings, other comments, longer names, at a buffer's end) are not.
  @Test func signsMatchTheTokens() {
    let sources = [
      "observe { }", "x.observe { }", "observed()", "unobserve()", "`observe`", "\"observe\"", "/* observe */",
      "// observe", "observe", "let observe = 1", "$observe", "observe(", "obServe", "observ", "",
      "typealias A = B", "struct S { typealias State = T }", "// typealias", "\"typealias\"", "typealiases",
      "`typealias` x", "let a = 1 // tca-migrate: ignore", "/* tca-migrate: ignore */", "\"tca-migrate: x\"",
      "// tca-migrate", "// tca-migrate:", "x // ca-migrate: tca-migrate:", "tca-migrate:", "//tca-migrate:",
      "// -- tca-migrate:x", "/// tca-migrate: a\n", "let s = \"\\(observe)\" // observe", "observe\n// tca-migrate: x",
      "\"\\(typealias)\"", "#if X\ntypealias T = Int\n#endif",
      "let viewStore = ViewStore(store)", "ViewStoreOf<F>", "ViewStores", "// ViewStore", "\"ViewStore\"", "`ViewStore`",
      "store.ifLet { }", "ifLetX", "x.publisher.y", "publishers", "$publisher", "/* publisher */", "\"\\(publisher)\"",
      "viewStore.publisher", "ViewStoreO", "ifLe", "publishe", "observe(ViewStore)",
    ]
    for source in sources {
      let file = ScannedFile(bytes: Array(source.utf8))
      let text = { (t: Int) in String(decoding: file.bytes[Int(file.tokens[t].start)..<Int(file.tokens[t].end)], as: UTF8.self) }
      let tokens = file.tokens.indices
      #expect(file.signs.namesObserve == tokens.contains { file.tokens[$0].kind == .identifier && text($0) == "observe" }, "\(source)")
      let spells = { (words: Set<String>) in tokens.contains { file.tokens[$0].kind == .identifier && words.contains(text($0)) } }
      #expect(file.signs.namesViewStore == spells(["ViewStore", "ViewStoreOf"]), "\(source)")
      #expect(file.signs.namesIfLet == spells(["ifLet"]), "\(source)")
      #expect(file.signs.namesPublisher == spells(["publisher"]), "\(source)")
      #expect(file.signs.hasTypealias == tokens.contains { file.tokens[$0].kind == .identifier && file.tokens[$0].keyword == .typealias },
              "\(source)")
      #expect(file.signs.hasDirective == tokens.contains { file.tokens[$0].kind == .lineComment && text($0).contains("tca-migrate:") },
              "\(source)")
    }
  }

  /// The sign words are in the keyword table to be noted, and are no keywords.
  @Test func signWordsAreNoKeywords() {
    for word in KeywordTable.signSpellings {
      let bytes = Array(word.utf8)
      #expect(bytes.withUnsafeBufferPointer { Keyword.classify($0, 0, bytes.count) } == Keyword.none)
      var signs = LexedSigns()
      let keyword = bytes.withUnsafeBufferPointer { KeywordTable.shared.classify($0.baseAddress!, 0, bytes.count, bytes.count, signs: &signs) }
      let migrationWords: Set<String> = ["ViewStore", "ViewStoreOf", "ifLet", "publisher"]
      #expect(keyword == Keyword.none, "\(word)")
      #expect(signs.namesObserve == (word == "observe"), "\(word)")
      #expect(signs.namesViewStore == (word == "ViewStore" || word == "ViewStoreOf"), "\(word)")
      #expect(signs.namesIfLet == (word == "ifLet"), "\(word)")
      #expect(signs.namesPublisher == (word == "publisher"), "\(word)")
      #expect(signs.namesIOWord == (word != "observe" && !migrationWords.contains(word)), "\(word)")
    }
  }
}
