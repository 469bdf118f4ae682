@testable import SwiftScan
import Testing
@testable import Migrate

/// `Migrator.hasCandidates` answers from the lexer's notes of the names (`LexedSigns`) as its
/// definition reads: some identifier, not a keyword, spelled `ViewStore`, `ViewStoreOf` or
/// `ifLet`, or receiving `.publisher`; on the corpus and on texts that spell the words only in
/// comments, strings, longer names or backticks.
@Suite("candidates from the lexer's signs")
struct CandidateSignsTests {
  static let texts = [
    "", "let x = 1", "// ViewStore\nlet x = 1", "let s = \"viewStore.publisher\"", "/* store.ifLet */ struct A {}",
    "let a = ViewStores()", "let `ViewStore` = 1", "x.$publisher.sink { _ in }", "let publishers = [1]",
    "let viewStore = ViewStore(store, observe: { $0 })", "let v: ViewStoreOf<Feature>", "store.ifLet(then: { _ in })",
    "viewStore.publisher.count.sink { _ in }.store(in: &c)", "publisher.sink { _ in }", "self.publisher",
    "let s = \"\\(viewStore.publisher)\"", "ifLet", "ViewStore", "x.publisher", "let publisher = 1",
  ]

  @Test func answersAsTheDefinition() {
    for input in Self.texts.map({ Array($0.utf8) }) + MigrationShortcutTests.corpusSources {
      let file = ScannedFile(bytes: input)
      let text = { (t: Int) in String(decoding: file.bytes[Int(file.tokens[t].start)..<Int(file.tokens[t].end)], as: UTF8.self) }
      let spelled = file.tokens.indices.contains {
        file.tokens[$0].kind == .identifier && file.tokens[$0].keyword == .none && ["ViewStore", "ViewStoreOf", "ifLet"].contains(text($0))
      }
      let receives = ChainParser(file: file).publisherReceivers().contains { file.tokens[$0].keyword == .none }
      #expect(Migrator.hasCandidates(file) == (spelled || receives), "\(String(decoding: input.prefix(80), as: UTF8.self))")
    }
  }

  /// Both answers are met: the corpus has files with candidates and files without.
  @Test func corpusHasBothAnswers() {
    let answers = Set(MigrationShortcutTests.corpusSources.map { Migrator.hasCandidates(ScannedFile(bytes: $0)) })
    #expect(answers == [true, false])
  }
}

/// The lint's view-code rule skips its byte search for network and persistence names in files
/// whose lexer noted none (`LexedSigns.namesIOWord`): the words noted are the rule's names.
@Suite("network and persistence names from the lexer's signs")
struct IOWordSignsTests {
  @Test func signWordsAreTheRulesNames() {
    let noted = Set(KeywordTable.signSpellings.suffix(3) + (0...64).compactMap { KeywordTable.longSignSpelling(ofLength: $0) }.map { "\($0)" })
    #expect(noted == Set(ReducerLogicInView.ioNames.map { "\($0)" }))
  }

  @Test func aNameIsNotedOnlyWhereSpelled() {
    let texts = [
      "let s = URLSession.shared", "let c: NSManagedObjectContext", "viewContext.save()", "UserDefaults.standard",
      "let p = NSPersistentContainer(name: \"M\")", "// URLSession", "\"UserDefaults\"", "let NSManagedObjectContexts = 1",
      "let NSPersistentContaine = 1", "let x = 1", "URLSessions", "NSManagedObjectContexT",
    ]
    for text in texts {
      let file = ScannedFile(bytes: Array(text.utf8))
      let spelled = file.tokens.indices.contains { t in
        file.tokens[t].kind == .identifier && ReducerLogicInView.ioNames.contains { file.textEquals(t, $0) }
      }
      #expect(file.signs.namesIOWord == spelled, "\(text)")
    }
  }
}

