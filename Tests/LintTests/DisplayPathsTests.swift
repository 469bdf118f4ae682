import Testing
@testable import tca_migrate

/// `LintCommand.DisplayPaths` (bytes compared and cut) agrees with `LintCommand.displayPath`
/// (Characters compared and cut), including where the two could part: combining marks after the
/// working directory, canonically equal spellings, `\r\n`, non-ASCII directories.
struct DisplayPathsTests {
  @Test func agreesWithCharacterPath() {
    let cwds = ["/tmp", "/", "/work/a b", "/tmp/\u{212A}", "/tmp/K", "/caf\u{E9}", "/cafe\u{301}", "/a\r", "relative", ""]
    let rests = ["x.swift", "", "\u{301}x.swift", "\u{E9}.swift", "\nx", "sub/dir/File.swift", "/x.swift"]
    for cwd in cwds {
      let display = LintCommand.DisplayPaths(cwd: cwd)
      var paths = ["/elsewhere/x.swift", "x.swift", cwd, "/tmp/\u{212A}/x.swift", "/tmp/K/x.swift", "/cafe\u{301}/x.swift", "/caf\u{E9}/x.swift"]
      for rest in rests { paths.append(cwd + "/" + rest) }
      for path in paths {
        let expected = LintCommand.displayPath(path, cwd: cwd)
        let got = display.path(path)
        #expect(Array(got.utf8) == Array(expected.utf8), "cwd \(cwd.debugDescription), path \(path.debugDescription)")
      }
    }
  }
}
