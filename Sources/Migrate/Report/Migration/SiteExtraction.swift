/// Turns one file's rewrite into review sites: runs of changed lines, each with the findings it
/// resolves, and splits refusals into reason and suggested change.
enum SiteExtraction {
  /// Which rule names a site when several findings fall in it.
  static let rulePriority = ["publisher-subscription", "store-iflet", "viewstore-usage", "observable-state", "unused-cancellables"]
  /// Blank unchanged lines that may separate two changes of one site: a merged observe block
  /// replaces chains separated by blank lines, and reads as one change.
  static let maximumGap = 2

  /// A run of the line script: changed lines with up to one unchanged line around them.
  struct Block {
    var operations: ArraySlice<UnifiedDiff.Operation>
    /// 1-based original lines the changes cover (an insertion covers the line it precedes).
    var firstLine: Int
    var lastLine: Int
  }

  /// The line script of a rewrite (the diff's own, so sites and patch agree) and its totals.
  static func script(old: [UInt8], new: [UInt8], edits: [Edit]) -> (operations: [UnifiedDiff.Operation], removed: Int, added: Int) {
    let oldLines = UnifiedDiff.Lines(old), newLines = UnifiedDiff.Lines(new)
    let regions = UnifiedDiff.regions(old: old, new: new, edits: edits, oldLines: oldLines, newLines: newLines)
    let operations = UnifiedDiff.editScript(oldLines, newLines, regions: regions)
    return (operations, operations.filter { $0.kind == .delete }.count, operations.filter { $0.kind == .insert }.count)
  }

  static func blocks(_ operations: [UnifiedDiff.Operation], old: SyntaxLines) -> [Block] {
    let changed = operations.indices.filter { operations[$0].kind != .same }
    var groups: [(Int, Int)] = []
    for index in changed {
      if let last = groups.last, index - last.1 - 1 <= maximumGap,
         operations[(last.1 + 1)..<index].allSatisfy({ old.isBlank($0.oldIndex + 1) }) {
        groups[groups.count - 1].1 = index
      } else {
        groups.append((index, index))
      }
    }
    return groups.map { first, last in
      let lines = operations[first...last].filter { $0.kind != .same }.map { $0.oldIndex + 1 }
      return Block(operations: operations[max(0, first - 1)...min(operations.count - 1, last + 1)],
                   firstLine: lines.min()!, lastLine: lines.max()!)
    }
  }

  /// The sites of a rewrite. `findings` are the fixable findings; those no site contains are
  /// returned as unresolved.
  static func sites(path: String, blocks: [Block], findings: [ReportFinding], old: SyntaxLines, new: SyntaxLines)
    -> (sites: [RewriteSite], unresolved: [ReportFinding])
  {
    var owned = Array(repeating: [ReportFinding](), count: blocks.count)
    var unresolved: [ReportFinding] = []
    for finding in findings {
      // Inside the changed lines, or on the line just after them (a declaration that gains an
      // attribute above it).
      if let b = blocks.firstIndex(where: { finding.line >= $0.firstLine && finding.line <= $0.lastLine })
        ?? blocks.firstIndex(where: { finding.line == $0.lastLine + 1 }) {
        owned[b].append(finding)
      } else {
        unresolved.append(finding)
      }
    }
    let resolved = owned.flatMap { $0 }
    var sites: [RewriteSite] = []
    for (b, block) in blocks.enumerated() {
      let lines = block.operations.map { op -> SnippetLine in
        switch op.kind {
        case .same:
          var line = old.snippetLine(op.oldIndex + 1, kind: .context)
          line.newNumber = op.newIndex + 1
          return line
        case .delete: return old.snippetLine(op.oldIndex + 1, kind: .removed)
        case .insert: return new.snippetLine(op.newIndex + 1, kind: .added)
        }
      }
      let rule = primaryRule(owned[b]) ?? followedRule(lines, resolved) ?? "follow-on-edit"
      sites.append(RewriteSite(id: "\(path)#L\(block.firstLine)-\(rule)", rule: rule, line: block.firstLine, findings: owned[b], lines: lines))
    }
    return (sites, unresolved)
  }

  static func primaryRule(_ findings: [ReportFinding]) -> String? {
    findings.min { rank($0.rule) < rank($1.rule) }?.rule
  }

  private static func rank(_ rule: String) -> Int { rulePriority.firstIndex(of: rule) ?? rulePriority.count }

  /// A change with no finding of its own (a view store use renamed, its assignment removed, an
  /// attribute replaced) follows from the finding that names the most of its changed words.
  static func followedRule(_ lines: [SnippetLine], _ findings: [ReportFinding]) -> String? {
    let changed = Set(lines.filter { $0.kind != .context }.flatMap { words($0.text) })
    var best: (rule: String, score: Int)? = nil
    for finding in findings {
      let named = Set(([finding.message] + finding.notes).flatMap(quotedWords))
      let score = named.intersection(changed).count
      if score > 0, score > (best?.score ?? 0) { best = (finding.rule, score) }
    }
    return best?.rule
  }

  /// Identifiers and `@attributes` of a text.
  static func words(_ text: String) -> [String] {
    var result: [String] = [], current = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" || (character == "@" && current.isEmpty) {
        current.append(character)
      } else {
        if current.count > 1 { result.append(current) }
        current = ""
      }
    }
    if current.count > 1 { result.append(current) }
    return result
  }

  /// The words a message names: inside quotes, and `@attributes`.
  static func quotedWords(_ text: String) -> [String] {
    let parts = text.split(separator: "'", omittingEmptySubsequences: false)
    let quoted = parts.indices.filter { $0 % 2 == 1 }.flatMap { words(String(parts[$0])) }
    return quoted + words(text).filter { $0.hasPrefix("@") }
  }

  /// `cannot translate this subscription: <reason>; <suggestion>` → reason and suggestion.
  static func split(refusal message: String) -> (reason: String, suggestion: String) {
    var text = Substring(message)
    let prefix = "cannot translate this subscription: "
    if text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
    // The last "; " (a reason may itself hold one; the suggestion never does).
    let characters = Array(text)
    guard let k = characters.indices.dropLast().last(where: { characters[$0] == ";" && characters[$0 + 1] == " " }) else {
      return (String(text), "migrate this code by hand")
    }
    return (String(characters[..<k]), String(characters[(k + 2)...]))
  }

  /// Verbs that ask for a check: a note may begin with one.
  static let checkingVerbs: Set<String> = ["check", "ensure", "keep", "review", "test", "verify"]
  /// Verbs that ask for a change: after a note's first clause they ask the user; as its first
  /// clause they name an edit the rewrite made (`replace @PresentationState with @Presents`).
  static let changingVerbs: Set<String> = [
    "add", "call", "capture", "compare", "convert", "declare", "delete", "do", "fix", "make", "migrate", "model", "move",
    "read", "remove", "rename", "replace", "run", "store", "update", "use", "write",
  ]

  /// Whether a note asks the user to act. Notes say what the rewrite did, then, after `:` or `;`,
  /// what to check (`'removeDuplicates()' dropped: …; keep the block idempotent`): a note asks
  /// when a clause after its first begins with an imperative verb, or its first clause begins
  /// with a checking verb.
  static func asksToAct(_ note: String) -> Bool {
    let clauses = note.split(whereSeparator: { $0 == ":" || $0 == ";" || $0 == "," }).map {
      $0.split(separator: " ").first.map { $0.lowercased() } ?? ""
    }
    guard let first = clauses.first else { return false }
    return checkingVerbs.contains(first) || clauses.dropFirst().contains { checkingVerbs.contains($0) || changingVerbs.contains($0) }
  }
}
