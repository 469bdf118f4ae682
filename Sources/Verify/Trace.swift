/// What a harness run printed: the UI snapshot after each step, and call counts.
public struct Trace: Equatable, Sendable {
  public struct Step: Equatable, Sendable {
    public var name: String
    /// Every stand-in view property reachable from the controller, plus navigation/presentation.
    public var snapshot: [String]
    /// Raw call counts (`reloadData` …): reported, not compared — publishers deduplicate and
    /// observe re-runs, so they legitimately differ.
    public var calls: [String]
  }

  public var steps: [Step]

  public init(output: String) {
    var steps: [Step] = []
    var inCalls = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("== ") {
        steps.append(Step(name: String(line.dropFirst(3)), snapshot: [], calls: []))
        inCalls = false
      } else if line == "-- calls" {
        inCalls = true
      } else if !steps.isEmpty, !line.isEmpty {
        if inCalls { steps[steps.count - 1].calls.append(line) } else { steps[steps.count - 1].snapshot.append(line) }
      }
    }
    self.steps = steps
  }

  /// The first step whose snapshot differs, with the lines only one side has.
  public func firstDifference(from other: Trace) -> Difference? {
    for index in 0..<max(steps.count, other.steps.count) {
      let mine = index < steps.count ? steps[index] : nil
      let theirs = index < other.steps.count ? other.steps[index] : nil
      if mine?.snapshot == theirs?.snapshot && mine?.name == theirs?.name { continue }
      let before = mine?.snapshot ?? []
      let after = theirs?.snapshot ?? []
      let removed = before.filter { !after.contains($0) }
      let added = after.filter { !before.contains($0) }
      return Difference(stepIndex: index, stepName: mine?.name ?? theirs?.name ?? "?", onlyBefore: removed, onlyAfter: added)
    }
    return nil
  }

  /// Where two traces first differ: the step (0 is the load) and the differing lines.
  public struct Difference: Equatable, Sendable {
    public var stepIndex: Int
    public var stepName: String
    public var onlyBefore: [String]
    public var onlyAfter: [String]

    /// A readable diff: `- before` / `+ after` lines under the step name (at most `limit` a side).
    public var text: String { text(limit: 12) }

    public func text(limit: Int) -> String {
      func side(_ lines: [String], _ mark: String) -> [String] {
        lines.prefix(limit).map { "  \(mark) \($0)" } + (lines.count > limit ? ["  \(mark) … \(lines.count - limit) more"] : [])
      }
      return (["step \(stepIndex) (\(stepName)):"] + side(onlyBefore, "-") + side(onlyAfter, "+")).joined(separator: "\n")
    }
  }
}
