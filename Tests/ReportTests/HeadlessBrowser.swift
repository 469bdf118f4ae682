import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on fd 3 and writes replies and events on fd 4, NUL-separated), so
/// no port is opened. Records console messages, uncaught exceptions, log entries (CSP violations
/// land there) and every network request the page makes.
final class HeadlessBrowser {
  struct Failure: Error, CustomStringConvertible { var description: String }

  /// The browser executable on `PATH` (Debian's `chromium` package first).
  static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
        return "\(directory)/\(name)"
      }
    }
    return nil
  }

  private var pid: pid_t = 0
  private let commands: Int32, replies: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1
  private let profile: URL
  private(set) var events: [[String: Any]] = []
  private var session: String? = nil

  init(executable: String) throws {
    // A browser that dies must make writes fail, not kill the test process.
    signal(SIGPIPE, SIG_IGN)
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-chromium-\(UUID().uuidString)")
    var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe failed") }
    // Close-on-exec: processes other tests spawn must not inherit them.
    for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    commands = input[1]
    replies = output[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Move the browser's ends above 3 and 4 first, so the dup2 to 3 cannot clobber the other.
    let browserIn = fcntl(input[0], F_DUPFD_CLOEXEC, 100), browserOut = fcntl(output[1], F_DUPFD_CLOEXEC, 100)
    close(input[0]); close(output[1])
    posix_spawn_file_actions_adddup2(&actions, browserIn, 3)
    posix_spawn_file_actions_adddup2(&actions, browserOut, 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                     "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-default-apps",
                     "--disable-dev-shm-usage", "--hide-scrollbars", "--window-size=1280,1000", "about:blank"]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    close(browserIn); close(browserOut)
    guard status == 0 else { throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))") }
  }

  deinit {
    close(commands); close(replies)
    if pid > 0 {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Sends a command (to the page once attached) and waits for its reply, recording events.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], browserLevel: Bool = false, timeout: TimeInterval = 20) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if !browserLevel, let session { message["sessionId"] = session }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
      guard n > 0 else { throw Failure(description: "the browser stopped reading commands") }
      written += n
    }
    let reply = try waitForMessage(timeout: timeout) { ($0["id"] as? Int) == id }
    if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
    return reply["result"] as? [String: Any] ?? [:]
  }

  /// Waits until an event named `method` arrives (or has arrived since the last wait).
  func waitForEvent(_ method: String, timeout: TimeInterval = 20) throws {
    if events.contains(where: { $0["method"] as? String == method }) { return }
    _ = try waitForMessage(timeout: timeout) { $0["method"] as? String == method }
  }

  /// Reads events for `seconds` (late console messages or requests from scripts).
  func drain(_ seconds: TimeInterval) {
    _ = try? waitForMessage(timeout: seconds) { _ in false }
  }

  private func waitForMessage(timeout: TimeInterval, _ predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      while let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
        if message["method"] != nil { events.append(message) }
        if predicate(message) { return message }
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure(description: "timed out waiting for the browser") }
      var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(remaining * 1000)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let n = read(replies, &chunk, chunk.count)
      guard n > 0 else { throw Failure(description: "the browser closed the pipe") }
      buffer += chunk[..<n]
    }
  }

  /// Opens a page in a new tab with console, log, network and page events on, and waits for load.
  func open(_ url: URL) throws {
    let target = try send("Target.createTarget", ["url": "about:blank"], browserLevel: true)
    let attached = try send("Target.attachToTarget", ["targetId": target["targetId"] as? String ?? "", "flatten": true], browserLevel: true)
    session = attached["sessionId"] as? String
    for domain in ["Runtime", "Log", "Network", "Page"] { try send("\(domain).enable") }
    try send("Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": false])
    events.removeAll()
    try send("Page.navigate", ["url": url.absoluteString])
    try waitForEvent("Page.loadEventFired")
    drain(0.5)
  }

  /// The value of a JavaScript expression (JSON-compatible values only).
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
    if let exception = result["exceptionDetails"] { throw Failure(description: "exception in \(expression): \(exception)") }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Console errors, uncaught exceptions and error log entries (CSP violations, failed loads).
  var errors: [String] {
    events.compactMap { event -> String? in
      let params = event["params"] as? [String: Any] ?? [:]
      switch event["method"] as? String {
      case "Runtime.consoleAPICalled":
        guard ["error", "assert"].contains(params["type"] as? String ?? "") else { return nil }
        return "console.\(params["type"]!): \(params["args"] ?? "")"
      case "Runtime.exceptionThrown": return "exception: \(params["exceptionDetails"] ?? "")"
      case "Log.entryAdded":
        let entry = params["entry"] as? [String: Any] ?? [:]
        return entry["level"] as? String == "error" ? "log: \(entry["text"] ?? "")" : nil
      default: return nil
      }
    }
  }

  /// URLs of every request the page made (the page itself included).
  var requests: [String] {
    events.compactMap { event in
      guard event["method"] as? String == "Network.requestWillBeSent" else { return nil }
      return ((event["params"] as? [String: Any])?["request"] as? [String: Any])?["url"] as? String
    }
  }

  /// A PNG of the page from `y` down, `height` CSS pixels tall, 1280 wide.
  func screenshot(y: Double, height: Double) throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true,
                                                      "clip": ["x": 0, "y": y, "width": 1280, "height": height, "scale": 1]])
    return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
  }

  func shutDown() {
    _ = try? send("Browser.close", browserLevel: true, timeout: 5)
    var status: Int32 = 0
    for _ in 0..<50 {
      if waitpid(pid, &status, WNOHANG) == pid { pid = 0; return }
      usleep(100_000)
    }
  }
}
