import Testing
@testable import tca_migrate

/// `WorkingDirectoryPrefix.rest(of:)` answers only what comparing and cutting Characters answers,
/// including where bytes and Characters part: combining marks after the prefix, canonically equal
/// spellings (the Kelvin sign and `K`), `\r\n`, non-ASCII and relative prefixes.
struct WorkingDirectoryPrefixTests {
  static let prefixes = ["/", "/tmp/", "/work/a b/", "/tmp/\u{212A}/", "/tmp/K/", "/caf\u{E9}/", "/cafe\u{301}/", "/a\r/", "relative/", ""]
  static let rests = ["x.swift", "", "\u{301}x.swift", "\u{E9}.swift", "\nx", "sub/dir/File.swift", "/x.swift"]

  static func paths(under prefix: String) -> [String] {
    ["/elsewhere/x.swift", "x.swift", prefix, "/tmp/\u{212A}/x.swift", "/tmp/K/x.swift", "/cafe\u{301}/x.swift", "/caf\u{E9}/x.swift"]
      + rests.map { prefix + $0 }
  }

  @Test func restIsTheCharacterCutWhereItAnswers() {
    for text in Self.prefixes {
      let prefix = WorkingDirectoryPrefix(text)
      for path in Self.paths(under: text) {
        guard let rest = prefix.rest(of: path) else { continue }
        #expect(path.hasPrefix(text), "prefix \(text.debugDescription), path \(path.debugDescription)")
        #expect(Array(rest.utf8) == Array(String(path.dropFirst(text.count)).utf8),
                "prefix \(text.debugDescription), path \(path.debugDescription)")
      }
    }
  }

  @Test func restAnswersForPlainPathsBelowIt() {
    #expect(WorkingDirectoryPrefix("/tmp/").rest(of: "/tmp/a/File.swift") == "a/File.swift")
    #expect(WorkingDirectoryPrefix("/tmp/").rest(of: "/tmp/") == "")
    #expect(WorkingDirectoryPrefix("/tmp/").rest(of: "/tmpx/File.swift") == nil)
    #expect(WorkingDirectoryPrefix("/tmp/").rest(of: "/tmp/\u{301}x.swift") == nil)
    #expect(WorkingDirectoryPrefix("relative/").rest(of: "relative/x.swift") == nil)
  }

  /// What `patchPath` answered before it cut bytes: Characters alone.
  static func patchPathByCharacters(_ path: String, prefix: String) -> String {
    guard path.hasPrefix("/") else { return path }
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return String(path.drop { $0 == "/" })
  }

  @Test func patchPathAgreesWithCharacters() {
    for text in Self.prefixes where text.hasSuffix("/") {
      for path in Self.paths(under: text) {
        let got = MigrateCommand.patchPath(path, workingDirectory: WorkingDirectoryPrefix(text))
        #expect(Array(got.utf8) == Array(Self.patchPathByCharacters(path, prefix: text).utf8),
                "prefix \(text.debugDescription), path \(path.debugDescription)")
      }
    }
  }
}
