import Foundation
import Testing

/// One corpus file and the harness that drives it.
struct CorpusFile: CustomTestStringConvertible, Sendable {
  let caseName: String
  let variant: String
  let source: String

  var testDescription: String { "\(caseName)/\(variant)" }

  static let all: [CorpusFile] = {
    let corpus = StandInToolchain.packageRoot.appendingPathComponent("Corpus")
    let manager = FileManager.default
    var files: [CorpusFile] = []
    for group in (try? manager.contentsOfDirectory(atPath: corpus.path))?.sorted() ?? [] {
      let groupURL = corpus.appendingPathComponent(group)
      for name in (try? manager.contentsOfDirectory(atPath: groupURL.path))?.sorted() ?? [] {
        for variant in ["before", "after"] {
          let url = groupURL.appendingPathComponent(name).appendingPathComponent("\(variant).swift")
          if let source = try? String(contentsOf: url, encoding: .utf8) {
            files.append(CorpusFile(caseName: "\(group)/\(name)", variant: variant, source: source))
          }
        }
      }
    }
    return files
  }()

  private func firstMatch(_ pattern: String, in text: String? = nil) -> String? {
    let text = text ?? source
    let regex = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[range])
  }

  /// The payload-free cases of the feature's `Action` enum.
  private var simpleActions: [String] {
    guard let start = source.range(of: "enum Action {") else { return [] }
    let body = source[start.upperBound...].prefix { $0 != "}" }
    let regex = try! NSRegularExpression(pattern: #"^\s*case\s+(\w+)\s*$"#, options: [.anchorsMatchLines])
    let text = String(body)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// A `main.swift` that shows the controller in a window, then sends each payload-free action,
  /// printing the snapshot after each step with the main queue drained.
  var harness: String {
    var main = "import UIKit\nimport ComposableArchitecture\nimport Combine\n\n"
    guard let controller = firstMatch(#"class\s+(\w+)\s*:\s*UIViewController"#),
      let feature = firstMatch(#"@Reducer\s+struct\s+(\w+)"#)
    else {
      return main + "print(\"compiled\")\n"
    }
    main += """
      let store = Store(initialState: \(feature).State()) { \(feature)() }
      let controller = \(controller)(store: store)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      // Takes the controller as a parameter (no globals), so it compiles in Swift 5 and 6 modes.
      func step(_ name: String, _ controller: UIViewController) {
        MainQueue.shared.drain()
        print("== \\(name)")
        print(ViewSnapshot.capture(controller).joined(separator: "\\n"))
      }
      step("viewDidLoad", controller)

      """
    for action in simpleActions {
      main += "store.send(.\(action))\nstep(\"send .\(action)\", controller)\n"
    }
    return main
  }
}

/// Compiles a corpus file against the stand-ins with swiftc, unchanged except for the
/// compile-copy transformations, and runs it.
@Suite(.serialized)
struct CorpusCompileTests {
  // Every corpus case is compiled and compared by `Tests/VerifyTests` through `verify` itself;
  // here only what verify does not cover: the user file in Swift 6 language mode.
  @Test func unchangedSourceCompilesInSwift6LanguageModeToo() throws {
    let file = try #require(CorpusFile.all.first { $0.caseName == "seeds/contador" && $0.variant == "before" })
    let (status, _) = try StandInToolchain.compileAndRun(
      ["user.swift": CompileCopy.apply(file.source), "main.swift": file.harness],
      swiftVersion: "6"
    )
    #expect(status == 0)
  }
}

/// The harness side of the main queue: `DispatchQueue.main.async` in user code.
@Suite(.serialized)
struct DispatchMainTests {
  @Test func drainRunsRealMainQueueBlocksOnTheMainThread() throws {
    let (status, output) = try StandInToolchain.compileAndRun([
      "main.swift": """
        import Combine
        import Foundation

        var log: [String] = []
        DispatchQueue.main.async {
          log.append("a")
          DispatchQueue.main.async { log.append("b") }
          MainQueue.shared.enqueue { log.append("runtime") }
        }
        MainQueue.shared.enqueue { log.append("first") }
        MainQueue.shared.drain()
        print(log.joined(separator: ","))
        """,
    ])
    #expect(status == 0)
    // Round 1 of the pump runs "a"; the runtime queue ("runtime") is drained before the
    // next pump round runs "b", which "a" enqueued behind the sentinel.
    #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "first,a,runtime,b")
  }
}
