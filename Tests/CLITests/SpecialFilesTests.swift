import Foundation
import Testing
@testable import tca_migrate

/// Entries of a tree that are not plain UTF-8-named regular files get a clear word, never a hang
/// and never silence.
@Suite("special files")
struct SpecialFilesTests {
  /// A FIFO named like a source file is refused at once: opening it for reading must not wait
  /// for a writer. (Run on a thread of its own, so a regression fails here instead of hanging.)
  @Test func aFIFOIsRefusedWithoutWaiting() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("Pipe.swift").path
    try #require(mkfifo(fifo, 0o644) == 0)
    let finished = DispatchSemaphore(value: 0)
    final class Outcome: @unchecked Sendable { var refused = false }
    let outcome = Outcome()
    Thread.detachNewThread {
      do { _ = try FileIO.read(fifo) } catch { outcome.refused = true }
      finished.signal()
    }
    #expect(finished.wait(timeout: .now() + 30) == .success, "reading a FIFO blocked")
    #expect(outcome.refused)
  }

  /// A file whose name is not UTF-8 is named in a note, not dropped without a word.
  @Test func aNameThatIsNotUTF8IsReported() throws {
    let directory = try Tool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let name: [UInt8] = Array("Bad".utf8) + [0xFF] + Array(".swift".utf8)
    let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
    // Some file systems (APFS) refuse such names; there is nothing to test then.
    guard descriptor >= 0 else { return }
    close(descriptor)
    try Data("let a = 1\n".utf8).write(to: directory.appendingPathComponent("Fine.swift"))
    let run = try Tool.run(["lint", "."], in: directory)
    #expect(run.stderr.contains("name is not valid UTF-8 and was skipped"), "\(run.stderr)")
    #expect(run.stderr.contains("1 file linted"), "\(run.stderr)")
  }
}
