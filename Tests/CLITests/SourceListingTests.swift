import Foundation
import Testing
@testable import tca_migrate

/// How `SourceFiles` lists a tree: by the paths' bytes, cleaned as git writes them, whatever the
/// directory's own order and however the root was spelled.
@Suite("source listing")
struct SourceListingTests {
  private func makeTree() throws -> URL {
    let root = try Tool.temporaryDirectory()
    // `a-c` sorts before `a/` bytewise ('-' < '/'), though a walk reaches `a` first; `é` is not
    // ASCII; `Skipped.txt` and `.build` are not listed.
    for path in ["a/z.swift", "a-c/b.swift", "é.swift", "B.swift", "a.swift", "Skipped.txt", ".build/X.swift", "a/ab/c.swift"] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let a = 1\n".utf8).write(to: file)
    }
    return root
  }

  @Test func filesAreListedInByteOrderOfTheirPaths() throws {
    let root = try makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let listed = try SourceFiles().list([root.path]).files.map { String($0.dropFirst(root.path.count + 1)) }
    #expect(listed == ["B.swift", "a-c/b.swift", "a.swift", "a/ab/c.swift", "a/z.swift", "é.swift"])
  }

  /// A root spelled with doubled slashes gives the paths git would write; a plain one is kept as
  /// given. (Cleaning is decided once per root, not per file.)
  @Test func pathsAreCleanedAsTheRootNeeds() throws {
    let root = try makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let expected = ["B.swift", "a-c/b.swift", "a.swift", "a/ab/c.swift", "a/z.swift", "é.swift"].map { root.path + "/" + $0 }
    #expect(try SourceFiles().list([root.path]).files == expected)
    #expect(try SourceFiles().list([root.path + "/"]).files == expected)
    #expect(try SourceFiles().list([root.path + "//"]).files == expected)
    #expect(try SourceFiles().list(["/" + root.path]).files == expected)
  }

  /// `./`, `.//` and `././` before a directory name are the current directory: the files are found
  /// and reported below it (`.//Sources` once read as `/Sources`, and no file could be read).
  @Test func aRootSpelledFromTheCurrentDirectoryIsRead() throws {
    let parent = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: parent) }
    let file = parent.appendingPathComponent("Sources/View.swift")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let a = 1\n".utf8).write(to: file)
    for root in ["./Sources", ".//Sources", "././Sources/", "Sources//"] {
      let run = try Tool.run(["lint", root], in: parent)
      #expect(run.status == 0, "\(root): \(run.stdout)")
      #expect(run.stdout.isEmpty, "\(root): \(run.stdout)")
      #expect(run.stderr.contains("1 file linted, 0 errors, 0 warnings\n"), "\(root): \(run.stderr)")
    }
  }
}
