import Foundation

/// One program to verify: its files before and after a rewrite (the one under test first) and
/// the scenario to run, if one is written down.
public struct VerifyProgram: Sendable {
  public var label: String
  public var before: [Verifier.Source]
  public var after: [Verifier.Source]
  public var scenario: Scenario?

  public init(label: String, before: [Verifier.Source], after: [Verifier.Source], scenario: Scenario?) {
    self.label = label
    self.before = before
    self.after = after
    self.scenario = scenario
  }

  public struct Failure: Error, CustomStringConvertible, Sendable {
    public var description: String
  }

  /// Every `<corpus>/<group>/<case>/` with `before.swift` and `after.swift`. Other `X.swift` files
  /// of a case are compiled with it, becoming `X.after.swift` where the migration changes them;
  /// `scenario.txt`, when present, is the scenario.
  public static func corpus(at root: URL) throws -> [VerifyProgram] {
    let manager = FileManager.default
    guard let groups = try? manager.contentsOfDirectory(atPath: root.path) else {
      throw Failure(description: "\(root.path): no such directory")
    }
    func read(_ url: URL) throws -> String {
      guard let data = manager.contents(atPath: url.path) else { throw Failure(description: "\(url.path): cannot read") }
      return String(decoding: data, as: UTF8.self)
    }
    var programs: [VerifyProgram] = []
    for group in groups.sorted() {
      let groupURL = root.appendingPathComponent(group)
      for name in ((try? manager.contentsOfDirectory(atPath: groupURL.path)) ?? []).sorted() {
        let directory = groupURL.appendingPathComponent(name)
        let before = directory.appendingPathComponent("before.swift"), after = directory.appendingPathComponent("after.swift")
        guard manager.fileExists(atPath: before.path), manager.fileExists(atPath: after.path) else { continue }
        var program = VerifyProgram(label: "\(group)/\(name)", before: [("Screen.swift", try read(before))],
                                    after: [("Screen.swift", try read(after))], scenario: nil)
        let context = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted().filter {
          $0.hasSuffix(".swift") && $0 != "before.swift" && $0 != "after.swift" && !$0.hasSuffix(".after.swift")
        }
        for file in context {
          let text = try read(directory.appendingPathComponent(file))
          let expected = directory.appendingPathComponent(String(file.dropLast(".swift".count)) + ".after.swift")
          program.before.append((file, text))
          program.after.append((file, manager.fileExists(atPath: expected.path) ? try read(expected) : text))
        }
        let scenarioURL = directory.appendingPathComponent("scenario.txt")
        if manager.fileExists(atPath: scenarioURL.path) {
          do { program.scenario = try Scenario.parse(try read(scenarioURL)) } catch let error as Scenario.ParseError {
            throw Failure(description: "\(scenarioURL.path):\(error.line):1: \(error.message)")
          }
        }
        programs.append(program)
      }
    }
    return programs
  }
}
