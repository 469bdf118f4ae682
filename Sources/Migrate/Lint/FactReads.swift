import SwiftScan

extension FactsCollector {
  /// Member reads (`x.name`), assignments between members, and names used inside `…State` types.
  mutating func collectReads(_ file: ScannedFile, names: [String]) {
    let excluded = Self.equalityBodies(file)
    let tokens = file.tokens
    var excludedIndex = 0
    for t in tokens.indices where tokens[t].kind == .identifier {
      while excludedIndex < excluded.count, excluded[excludedIndex].upperBound <= t { excludedIndex += 1 }
      if excludedIndex < excluded.count, excluded[excludedIndex].contains(t) { continue }
      guard let previous = file.previousSignificant(before: t), tokens[previous].kind == .period else { continue }
      if let next = file.nextSignificant(after: t), Self.isAssignment(next, in: file) {
        recordAssignment(to: t, operator: next, in: file)
        continue
      }
      var name = file.text(t)
      if name.hasPrefix("$") { name.removeFirst() }
      facts.memberReads.insert(name)
    }
    let stateTypes = file.outline.types.indices.filter { file.outline.types[$0].brace >= 0 && file.outline.types[$0].name.hasSuffix("State") }
    guard !stateTypes.isEmpty else { return }
    let declared = Set(file.outline.variables.map(\.nameToken))
    let skipped = SkippedRanges(excluded + file.outline.functions.filter { $0.name == "init" && $0.brace >= 0 }.map {
      file.outline.braces[$0.brace].open..<file.outline.braces[$0.brace].close
    })
    for k in stateTypes {
      let group = file.outline.braces[file.outline.types[k].brace]
      var used = facts.internalReads[names[k], default: []]
      for t in (group.open + 1)..<group.close where tokens[t].kind == .identifier && !declared.contains(t) {
        if skipped.contains(t) { continue }
        if let previous = file.previousSignificant(before: t), tokens[previous].kind == .period { continue }
        used.insert(file.text(t))
      }
      facts.internalReads[names[k]] = used
    }
  }

  private mutating func recordAssignment(to t: Int, operator equals: Int, in file: ScannedFile) {
    let end = file.statementEnd(from: equals)
    guard end > equals else { return }
    var sources = facts.assignedFrom[file.text(t), default: []]
    for u in (equals + 1)...end where file.tokens[u].kind == .identifier {
      if let previous = file.previousSignificant(before: u), file.tokens[previous].kind == .period { sources.insert(file.text(u)) }
    }
    facts.assignedFrom[file.text(t)] = sources
  }

  /// Bodies of `==` and `hash(into:)`: comparing or hashing a field is not using it.
  static func equalityBodies(_ file: ScannedFile) -> [Range<Int>] {
    file.outline.functions.compactMap { function -> Range<Int>? in
      guard function.brace >= 0, function.name == "==" || function.name == "hash" else { return nil }
      let group = file.outline.braces[function.brace]
      return group.open..<group.close
    }.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// `=`, `+=`, `-=`, … but not `==`, `!=`, `<=`, `>=`, `===`, `!==`.
  static func isAssignment(_ t: Int, in file: ScannedFile) -> Bool {
    guard file.tokens[t].kind == .operator else { return false }
    let token = file.tokens[t]
    guard file.bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return false }
    return !(file.textEquals(t, "==") || file.textEquals(t, "!=") || file.textEquals(t, "<=") || file.textEquals(t, ">=")
      || file.textEquals(t, "===") || file.textEquals(t, "!=="))
  }
}

/// Token ranges that may nest or overlap, asked "does any hold `t`?" in logarithmic time, so a
/// file with many initializers and many State types stays linear.
struct SkippedRanges {
  private let starts: [Int]
  /// For each range in start order, the furthest end among it and the ranges before it.
  private let reach: [Int]

  init(_ ranges: [Range<Int>]) {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    starts = sorted.map(\.lowerBound)
    var furthest = Int.min
    reach = sorted.map { furthest = max(furthest, $0.upperBound); return furthest }
  }

  func contains(_ t: Int) -> Bool {
    // The last range starting at or before `t`: some range up to it reaches past `t` iff held.
    var low = 0, high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= t { low = mid + 1 } else { high = mid }
    }
    return low > 0 && reach[low - 1] > t
  }
}
