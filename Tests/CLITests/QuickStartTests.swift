import Foundation
import XCTest

/// The README's Quick start, as a new user runs it: `tca-migrate migrate Corpus` prints patches.
final class QuickStartTests: XCTestCase {
  func testMigrateCorpusPrintsPatchesAndASummary() throws {
    let run = try Tool.run(["migrate", "Corpus"], in: Tool.root)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("diff --git a/Corpus/"), String(run.stdout.prefix(200)))
    XCTAssertTrue(run.stdout.contains("+    observe { [weak self] in"))
    XCTAssertTrue(run.stderr.contains("files scanned"), run.stderr)
  }

  func testVersionIsSemantic() throws {
    let run = try Tool.run(["--version"])
    XCTAssertEqual(run.stdout.split(separator: ".").count, 3)
  }
}
