import Foundation

/// Why something cannot be verified, in one line that names the cause.
public enum VerifyError: Error, Equatable, Sendable {
  case unverifiable(String)
}

/// The outcome of comparing a file before and after a rewrite in the reference runtime.
public enum Verdict: Equatable, Sendable {
  /// Same snapshot after loading and after each of `steps` steps.
  case equal(steps: Int)
  /// The first step whose snapshot differs.
  case different(Trace.Difference)
  /// The original runs but the rewrite does not compile or does not run.
  case broken(String)
  /// The original cannot run in the runtime (or no scenario could be built): nothing is claimed.
  case unverifiable(String)

  public var isEqual: Bool { if case .equal = self { true } else { false } }
}

/// A verdict with what it cost and what was run.
public struct Verification: Sendable {
  public var verdict: Verdict
  public var scenario: Scenario?
  public var compileSeconds: Double = 0
  public var runSeconds: Double = 0
  /// Call counts of the last step, before and after (reported, not compared).
  public var calls: (before: [String], after: [String]) = ([], [])
}

/// Compiles the code before and after a rewrite against the reference runtime, runs one
/// scenario on both, and compares the UI snapshots step by step. Equal behaviour means equal
/// snapshot sequences; raw call counts are reported but not compared.
public struct Verifier: Sendable {
  public typealias Source = (name: String, text: String)
  public let toolchain: Toolchain
  /// Seconds a program may run before it counts as hung.
  public var runTimeout: Double = 60

  public init(toolchain: Toolchain = Toolchain()) {
    self.toolchain = toolchain
  }

  /// `before`/`after`: the files of one program, the one under test first (its controller is
  /// what a generated scenario drives; the others are context, like a State declared elsewhere).
  public func verify(before: [Source], after: [Source], scenario given: Scenario? = nil) -> Verification {
    let scenario: Scenario
    if let given {
      scenario = given
    } else {
      switch ScenarioGenerator.generate(primary: before[0].text, context: before.dropFirst().map(\.text)) {
      case .success(let generated): scenario = generated
      case .failure(.unverifiable(let reason)): return Verification(verdict: .unverifiable(reason))
      }
    }
    var verification = Verification(verdict: .unverifiable(""), scenario: scenario)
    let harness = (name: "main.swift", text: Harness.source(for: scenario))
    var copies: [[Source]] = []
    for sources in [before, after] {
      var copy: [Source] = []
      for source in sources {
        switch CompileCopy.prepare(source.text) {
        case .ready(let text): copy.append((source.name, text))
        case .unverifiable(let reason): return Verification(verdict: .unverifiable("\(source.name): \(reason)"), scenario: scenario)
        }
      }
      copies.append(copy + [harness])
    }
    let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tca-migrate-verify-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: workspace) }
    do { _ = try toolchain.runtime() } catch {
      return Verification(verdict: .unverifiable("\(error)"), scenario: scenario)
    }
    // Both sides compile at once: the machine has more than one core and compiling dominates.
    let results = ResultPair()
    let programs = copies
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      let directory = workspace.appendingPathComponent(side == 0 ? "before" : "after")
      results.set(side, Result { try toolchain.compile(programs[side], in: directory) })
    }
    var traces: [Trace] = []
    for side in 0..<2 {
      let label = side == 0 ? "the original" : "the rewrite"
      let compiled: (program: URL, result: Toolchain.ProcessResult)
      switch results.get(side) {
      case .failure(let error):
        return Verification(verdict: .unverifiable("\(error)"), scenario: scenario)
      case .success(let value):
        compiled = value
      }
      verification.compileSeconds += compiled.result.seconds
      guard compiled.result.status == 0 else {
        let message = Self.firstError(compiled.result.output)
        verification.verdict = side == 0
          ? .unverifiable("\(label) does not compile against the reference runtime: \(Self.explain(message))")
          : .broken("\(label) does not compile: \(message)")
        return verification
      }
      let run: Toolchain.ProcessResult
      do {
        run = try Toolchain.run(compiled.program.path, [], in: compiled.program.deletingLastPathComponent(), timeout: runTimeout)
      } catch {
        return Verification(verdict: .unverifiable("cannot run \(label): \(error)"), scenario: scenario)
      }
      verification.runSeconds += run.seconds
      guard run.status == 0 else {
        let reason = run.timedOut ? "hangs (no result after \(Int(runTimeout)) s)" : "stops with: \(Self.lastLines(run.output))"
        verification.verdict = side == 0 ? .unverifiable("\(label) \(reason)") : .broken("\(label) \(reason)")
        return verification
      }
      traces.append(Trace(output: run.output))
    }
    verification.calls = (traces[0].steps.last?.calls ?? [], traces[1].steps.last?.calls ?? [])
    if let difference = traces[0].firstDifference(from: traces[1]) {
      verification.verdict = .different(difference)
    } else {
      verification.verdict = .equal(steps: traces[0].steps.count - 1)
    }
    return verification
  }

  /// The first compiler error, without the temporary directory in its path.
  static func firstError(_ output: String) -> String {
    let line = output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? output
    guard let slash = line.range(of: "/", options: .backwards, range: line.startIndex..<(line.range(of: ": error:")?.lowerBound ?? line.endIndex)) else { return line }
    return String(line[slash.upperBound...])
  }

  /// Names the runtime API a compile error points at, when it is one.
  static func explain(_ message: String) -> String {
    if let type = between(message, "value of type '", "'"), let member = between(message, "has no member '", "'") {
      return "the reference runtime lacks '\(type).\(member)' (\(message))"
    }
    if let type = between(message, "type '", "'"), let member = between(message, "has no member '", "'") {
      return "the reference runtime lacks '\(type).\(member)' (\(message))"
    }
    return message
  }

  private static func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }

  private static func lastLines(_ output: String) -> String {
    output.split(separator: "\n").suffix(3).joined(separator: " | ")
  }
}

/// Two results written by two threads.
private final class ResultPair: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Int: Result<(program: URL, result: Toolchain.ProcessResult), Error>] = [:]
  func set(_ side: Int, _ value: Result<(program: URL, result: Toolchain.ProcessResult), Error>) {
    lock.lock(); values[side] = value; lock.unlock()
  }
  func get(_ side: Int) -> Result<(program: URL, result: Toolchain.ProcessResult), Error> {
    lock.lock(); defer { lock.unlock() }
    return values[side]!
  }
}
