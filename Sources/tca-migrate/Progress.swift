import Foundation

/// A one-line progress indicator on standard error (`tca-migrate: migrating 120/400`), shown only
/// when standard error is a terminal and the command is not `--quiet`: logs and CI output stay
/// clean. Redrawn at most ten times a second, from any thread, and erased by `finish()` so the
/// summary line that follows starts on a clean line.
final class Progress: @unchecked Sendable {
  let enabled: Bool
  private let lock = NSLock()
  private var lastDraw: UInt64 = 0
  private var drawn = false
  private var stage = ""

  init(quiet: Bool) {
    enabled = !quiet && isatty(STDERR_FILENO) == 1
  }

  func update(_ stage: String, _ done: Int, _ total: Int) {
    guard enabled else { return }
    lock.lock(); defer { lock.unlock() }
    let now = DispatchTime.now().uptimeNanoseconds
    // Always draw the first and last step of a stage; in between, at most every 100 ms.
    guard !drawn || stage != self.stage || done == total || now - lastDraw >= 100_000_000 else { return }
    lastDraw = now
    drawn = true
    self.stage = stage
    let percent = total > 0 ? " (\(done * 100 / total)%)" : ""
    FileHandle.standardError.write(Data("\r\u{1B}[2Ktca-migrate: \(stage) \(done)/\(total)\(percent)".utf8))
  }

  func finish() {
    guard enabled else { return }
    lock.lock(); defer { lock.unlock() }
    if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    drawn = false
  }
}
