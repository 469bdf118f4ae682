import Testing
@testable import Migrate
import SwiftScan

/// The per-thread memo of State field annotations answers as the functions it stands for, for
/// every annotation of every file it serves, however the files repeat or vary them.
@Suite("State type memo")
struct StateTypeMemoTests {
  static let annotations = [
    "Int", "Int ", "String?", "[Row.State]?", "(Int) -> Void", "(() -> Void)?", "Dictionary<String, Array<Item>>",
    "IdentifiedArrayOf<Row.State>", "Set<Tag>", "APIClient", "Feature.UserService", "Timer", "UILabel",
    "Foundation.URLSession", "Array < Item >", "Optional<[Item]>", "K\u{301}", "\u{212A}", "Row . State", "[String: Int]",
  ]

  /// Every annotation of `source`'s first State, by field, from the memo and from the functions.
  private static func check(_ source: String, memo: LintWorkerMemo) {
    let file = ScannedFile(bytes: Array(source.utf8))
    let states = LintFacts(files: [file]).states(in: file)
    #expect(states.count == 1)
    guard let fields = states.first?.fields else { return }
    for field in fields where !field.typeTokens.isEmpty {
      let range = field.typeTokens
      let k = memo.entry(range, in: file)
      let entry = memo.entries[k]
      let names = TypeText.names(range, in: file)
      let joined = TypeText.joined(range, in: file)
      let lasts = names.map { TypeText.lastPart($0) }
      let dependency = lasts.compactMap { $0 }.first { StateDependency.isDependencyType($0) }
      let known = lasts.map { $0.map { StateReferenceType.isKnownReference($0) } ?? false }
      let noPrefixes = entry.parts.allSatisfy { $0.prefix.isEmpty }
      #expect(entry.names == names, "\(field.name)")
      #expect(entry.parts.map { $0.last } == lasts, "\(field.name)")
      #expect(noPrefixes)
      #expect(entry.isFunctionType == TypeText.isFunctionType(range, in: file), "\(field.name)")
      #expect(entry.joined == joined, "\(field.name)")
      #expect(entry.collectionElement == TypeText.collectionElement(joined), "\(field.name)")
      #expect(entry.dependency == dependency, "\(field.name)")
      #expect(entry.knownReference == known, "\(field.name)")
    }
  }

  private static func source(_ annotations: [String], spacing: String) -> String {
    let fields = annotations.enumerated().map { "    var f\($0.offset):\(spacing)\($0.element)" }.joined(separator: "\n")
    return "@Reducer\nstruct Feature {\n  struct State {\n\(fields)\n  }\n}\n"
  }

  @Test func entriesAnswerAsTheFunctions() {
    let memo = LintWorkerMemo()
    // The same annotations at other places, with other spacing and in other orders: the memo
    // serves each file from what the earlier ones taught it.
    for spacing in [" ", "  ", "\t"] {
      memo.startFile()
      Self.check(Self.source(Self.annotations, spacing: spacing), memo: memo)
      memo.startFile()
      Self.check(Self.source(Self.annotations.reversed(), spacing: spacing), memo: memo)
    }
  }

  /// Annotations whose significant tokens agree share an entry whatever the spacing (their
  /// answers do not depend on it); other tokens get entries of their own.
  @Test func keysAreTheSignificantTokens() {
    let memo = LintWorkerMemo()
    let file = ScannedFile(bytes: Array(Self.source(["Row.State", "Row . State", "RowState", "Row.State", "Int"], spacing: " ").utf8))
    let fields = LintFacts(files: [file]).states(in: file)[0].fields
    let ids = fields.map { memo.entry($0.typeTokens, in: file) }
    #expect(ids[0] == ids[1] && ids[0] == ids[3] && ids[0] != ids[2] && ids[2] != ids[4])
  }
}
