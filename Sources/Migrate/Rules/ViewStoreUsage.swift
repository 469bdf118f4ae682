import SwiftScan

/// Rule `viewstore-usage`: a `ViewStore` built with `observe: { $0 }` is replaced by the store
/// itself. `viewStore.x` reads and `viewStore.send` go through `store`; the declaration (and its
/// assignment in `init`) is removed once nothing uses it; a `store` property is added when the
/// class had none.
enum ViewStoreUsage {
  static let id = "viewstore-usage"

  /// Members of a view store that have no `store` equivalent and keep the view store alive.
  static let viewStoreOnlyMembers: Set<String> = ["publisher", "binding", "yield"]

  struct Output {
    var edits: [Edit] = []
    /// Owners whose view store uses were rewritten.
    var ownerMarks = TypeMarks()
    /// `ownerMarks` as a set (for the survey tests).
    var owners: Set<Int> { ownerMarks.set }
    /// Tokens renamed from the view store to the store.
    var renamed = Set<Int>()
    /// For the view stores `rewriteUses` looked at, in its order (the order `removeUnused` visits
    /// them in): whether the name occurs only in its declaration and in claimed bytes.
    var onlyClaimed = ViewStoreAnswers()
  }

  /// One yes or no per view store visited, in the order visited: the first 64 as bits (a file
  /// has one or two view stores), none kept for the others (asked again).
  struct ViewStoreAnswers {
    private var bits: UInt64 = 0
    private(set) var count = 0

    mutating func append(_ answer: Bool) {
      if count < 64, answer { bits |= 1 << UInt64(count) }
      count += 1
    }

    /// The answer for the `k`th view store visited, when kept.
    func answer(_ k: Int) -> Bool? {
      guard k < min(count, 64) else { return nil }
      return bits & (1 << UInt64(k)) != 0
    }
  }

  /// The token range a view store's name is visible in: its function for a local, its class for
  /// a property.
  static func scope(of decl: ViewStoreDecl, owner: OwnerModel, file: ScannedFile) -> Range<Int> {
    // (Only the name token read: the declaration is not copied.)
    let nameToken = file.outline.variables[decl.variable].nameToken
    let brace = decl.isLocal
      ? file.outline.functions[file.enclosingFunction(of: nameToken)!.function].brace
      : file.outline.types[owner.type].brace
    let group = file.outline.braces[brace]
    return (decl.isLocal ? nameToken + 1 : group.open)..<group.close
  }

  static func rewriteUses(_ context: MigrationContext, claimed: [Range<Int>]) -> Output {
    rewriteUses(context, claimed: ClaimedRanges(claimed))
  }

  /// `rewriteUses` with the claimed ranges already merged (the pass merges them once for this
  /// and for `Migrator.RewriteSummary`).
  static func rewriteUses(_ context: MigrationContext, claimed: ClaimedRanges) -> Output {
    var output = Output()
    let file = context.file
    for owner in context.model.owners {
      // (Each declaration read in place: a copy retained and released its strings per view store.)
      for v in owner.viewStores.indices where owner.viewStores[v].observation == .wholeState {
        if let conversion = owner.viewStores[v].viewState, !conversion.isApplied(in: file) {
          // The view state's fields, as computed properties on State, after the class.
          let classClose = file.outline.braces[file.outline.types[owner.type].brace].close
          let end = context.text.endOfLine(after: Int(file.tokens[classClose].end))
          let newline = context.text.newline
          let atEnd = end == file.bytes.count && file.bytes.last != 0x0A && file.bytes.last != 0x0D
          let text = (atEnd ? newline : "") + newline + conversion.extensionLines.joined(separator: newline) + (atEnd ? "" : newline)
          output.edits.append(Edit(range: end..<end, replacement: text))
          output.ownerMarks.insert(owner.type)
        }
        let name = owner.viewStores[v].name
        let nameToken = file.outline.variables[owner.viewStores[v].variable].nameToken
        let scope = scope(of: owner.viewStores[v], owner: owner, file: file)
        // Where the name occurs only in its declaration and in rewritten chains, every reference
        // is skipped below: the class's tokens need not be walked. (`removeUnused` asks the same
        // of the same view store with the same claimed ranges: the answer is kept for it.)
        let declared = Int(file.tokens[nameToken].start)
        let onlyClaimed = context.occurrences(of: name, in: scope, allAt: declared, orIn: claimed)
        output.onlyClaimed.append(onlyClaimed)
        if onlyClaimed { continue }
        let decl = owner.viewStores[v]
        for t in file.references(to: decl.name, in: scope) {
          let offset = Int(file.tokens[t].start)
          if claimed.contains(offset) || t == nameToken { continue }
          if let assignment = decl.assignment, assignment.contains(t) { continue }
          guard let dot = file.nextSignificant(after: t), file.tokens[dot].kind == .period,
                let member = file.nextSignificant(after: dot), file.tokens[member].kind == .identifier,
                !viewStoreOnlyMembers.contains(file.text(member)) else { continue }
          output.edits.append(Edit(range: file.tokens[t].range, replacement: context.storeName(for: owner)))
          output.renamed.insert(t)
          // `send:` mapped view actions: `store.send(Feature.Action.init(.tapped))`.
          if let transform = decl.sendTransform, file.isIdentifier(member, "send"),
             let open = file.nextSignificant(after: member), file.tokens[open].kind == .leftParen,
             let close = file.partner(open), let first = file.arguments(open: open, close: close).first {
            output.edits.append(Edit(range: Int(file.tokens[first.value.lowerBound].start)..<Int(file.tokens[first.value.lowerBound].start), replacement: "\(transform)("))
            output.edits.append(Edit(range: Int(file.tokens[first.value.upperBound].end)..<Int(file.tokens[first.value.upperBound].end), replacement: ")"))
          }
          output.ownerMarks.insert(owner.type)
        }
      }
    }
    return output
  }

  /// Decides which view stores nothing uses once the rewrite is done, and returns the edits that
  /// remove or replace them, with their findings. A reference still counts when it lies outside
  /// the rewritten chains and was not renamed, or when the text that replaces a chain holds it.
  /// Appended to the pass's own arrays (no arrays of its own to copy from and free).
  static func removeUnused(_ context: MigrationContext, rewrite: Migrator.RewriteSummary,
                           into edits: inout [Edit], _ findings: inout [Finding]) {
    let file = context.file
    // The view stores visited so far: `rewriteUses` visited the same ones in the same order.
    var visited = 0
    for owner in context.model.owners {
      for decl in owner.viewStores where decl.observation == .wholeState {
        // The declaration's fields read in place (a copy retained and released its arrays).
        let nameToken = file.outline.variables[decl.variable].nameToken
        let declStart = file.outline.variables[decl.variable].declStart, declEnd = file.outline.variables[decl.variable].declEnd
        let scope = scope(of: decl, owner: owner, file: file)
        // Where the name occurs only in its declaration and in rewritten chains, no reference
        // remains, without walking the class's tokens. `rewriteUses` found that out already with
        // the claimed ranges of the summary, where it kept the answer.
        let declared = Int(file.tokens[nameToken].start)
        let onlyTaken = rewrite.viewStoresOnlyClaimed.answer(visited)
          ?? context.occurrences(of: decl.name, in: scope, allAt: declared, orIn: rewrite.claimed)
        visited += 1
        let remaining = onlyTaken ? [] : file.references(to: decl.name, in: scope, anyQualifier: true).filter { t in
          t != nameToken && !(decl.assignment?.contains(t) ?? false) && !rewrite.renamed.contains(t)
            && !rewrite.isClaimed(Int(file.tokens[t].start))
        }
        let uses = remaining.count + rewrite.referencesInReplacements(to: decl.name)
        // A property others can see (a subclass, another file) may be used where we cannot look.
        let visibleElsewhere = !decl.isLocal && !owner.isFinal && !file.outline.variables[decl.variable].modifiers.contains { file.tokens[$0].keyword == .private || file.tokens[$0].keyword == .fileprivate }
        let offset = Int(file.tokens[declStart].start)
        let newline = context.text.newline
        // Built only by the branches that insert it (most view stores are removed whole).
        var storeType: String { "Store" + (decl.declaredType ?? "") }
        if uses == 0 && !visibleElsewhere {
          if owner.storeProperty == nil, let assignment = decl.assignment, decl.declaredType != nil, let base = decl.baseStore {
            // The class keeps its store under the view store's place.
            let typeTokens = file.outline.variables[decl.variable].typeTokens.filter { !file.tokens[$0].kind.isTrivia }
            edits.append(Edit(range: file.tokens[nameToken].range, replacement: "store"))
            edits.append(Edit(range: Int(file.tokens[typeTokens.first!].start)..<Int(file.tokens[typeTokens.last!].end), replacement: storeType))
            edits.append(Edit(range: Int(file.tokens[assignment.lowerBound].start)..<Int(file.tokens[assignment.upperBound].end),
                              replacement: "self.store = \(base)"))
          } else {
            edits.append(Edit(range: context.text.removalRange(declStart, declEnd), replacement: ""))
            if let assignment = decl.assignment {
              edits.append(Edit(range: context.text.removalRange(assignment.lowerBound, assignment.upperBound), replacement: ""))
            }
            if let conversion = decl.viewState {
              // Its fields now live on State; the struct has no reader left.
              let type = file.outline.types[conversion.type]
              edits.append(Edit(range: context.text.removalRange(type.declStart, file.outline.braces[type.brace].close), replacement: ""))
            }
          }
          findings.append(Finding(ruleID: id, severity: .warning,
                                  message: MigrationText.joined("remove view store '", decl.name, "': read state and send actions through 'store'"), offset: offset,
                                  notes: decl.droppedRemoveDuplicates
                                    ? ["its custom 'removeDuplicates:' is gone: observe blocks re-run when what they read changes; keep them idempotent"] : []))
        } else if uses > 0 {
          var notes: [String] = []
          if owner.storeProperty == nil, let assignment = decl.assignment, decl.declaredType != nil, let base = decl.baseStore {
            let indent = context.text.indentation(ofLineAt: offset)
            let lineEnd = context.text.endOfLine(after: Int(file.tokens[declEnd].end))
            edits.append(Edit(range: lineEnd..<lineEnd, replacement: "\(indent)let store: \(storeType)\(newline)"))
            let assignmentStart = Int(file.tokens[assignment.lowerBound].start)
            let assignmentIndent = context.text.indentation(ofLineAt: assignmentStart)
            let lineStart = file.lineStart(ofOffset: assignmentStart)
            edits.append(Edit(range: lineStart..<lineStart, replacement: "\(assignmentIndent)self.store = \(base)\(newline)"))
            notes.append("added a 'store' property beside it")
          }
          findings.append(Finding(ruleID: id, severity: .warning,
                                  message: "view store '\(decl.name)' is still used by code that could not be migrated; migrate that code, then remove it",
                                  offset: offset, notes: notes))
        }
      }
    }
  }
}
