import SwiftScan

/// Rule `unused-cancellables`: once a class's subscriptions are migrated, a cancellables
/// collection nothing else stores into is removed, and so is `import Combine` when the file no
/// longer uses Combine.
enum UnusedCancellables {
  static let id = "unused-cancellables"

  /// Names whose presence means the file still uses Combine.
  static let combineNames: Set<String> = [
    "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "PassthroughSubject",
    "CurrentValueSubject", "Just", "Future", "Deferred", "Published", "sink", "assign", "eraseToAnyPublisher",
    "Subscribers", "Subscriber", "Subject", "ObservableObject", "objectWillChange", "publisher", "receive",
    "debounce", "throttle", "combineLatest", "merge", "zip", "Scheduler", "AnySubscriber", "publish",
    "ObservableObjectPublisher", "Combine",
  ]

  /// `combineNames` as bytes, by length: every identifier of a migrated file is looked up here.
  static let combineNamesByLength: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: (combineNames.map(\.utf8.count).max() ?? 0) + 1)
    for name in combineNames { table[name.utf8.count].append(Array(name.utf8)) }
    return table
  }()

  /// For each length, the first bytes the names of that length start with, as bits `b - 0x40`
  /// (every name starts with an ASCII letter, 0x41…0x7A): most identifiers of a migrated file
  /// fail this test, a shift and a mask, and are not compared at all.
  static let combineFirstBytes: [UInt64] = {
    var masks = [UInt64](repeating: 0, count: combineNamesByLength.count)
    for name in combineNames {
      let first = name.utf8.first!
      precondition(first >= 0x40 && first < 0x80, "a Combine name starts with an ASCII letter")
      masks[name.utf8.count] |= 1 << UInt64(first - 0x40)
    }
    return masks
  }()

  /// Whether bytes `range` of `bytes` spell one of `combineNames`: compared byte by byte (first
  /// byte first) against the names of that length, without a slice per identifier.
  @inline(__always)
  static func isCombineName(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count < combineNamesByLength.count else { return false }
    let start = range.lowerBound
    for name in combineNamesByLength[range.count] where name[0] == bytes[start] {
      var k = 1
      while k < name.count, name[k] == bytes[start + k] { k += 1 }
      if k == name.count { return true }
    }
    return false
  }

  /// Removes collections named by migrated chains that nothing else uses once the rewrite is done.
  static func removeCollections(_ context: MigrationContext, rewrite: Migrator.RewriteSummary, collections: [Int: Set<String>]) -> (edits: [Edit], findings: [Finding]) {
    var edits: [Edit] = []
    var findings: [Finding] = []
    let file = context.file
    for (k, names) in collections.sorted(by: { $0.key < $1.key }) {
      let type = file.outline.types[k]
      let body = file.outline.braces[type.brace]
      // Only a property named by a chain is looked at closely (a class has many; one or two names).
      for v in context.variables(inBrace: type.brace) where names.count == 1 ? file.outline.variables[v].name == names.first! : names.contains(file.outline.variables[v].name) {
        let variable = file.outline.variables[v]
        // Where the name occurs only in its declaration and in rewritten chains, no reference
        // remains, without walking the class's tokens.
        let declared = Int(file.tokens[variable.nameToken].start)
        let onlyTaken = context.occurrences(of: variable.name, in: body.open..<body.close) { $0 == declared || rewrite.isClaimed($0) }
        let remaining = onlyTaken ? [] : file.references(to: variable.name, in: body.open..<body.close, anyQualifier: true).filter { t in
          t != variable.nameToken && !rewrite.isClaimed(Int(file.tokens[t].start))
        }
        guard remaining.isEmpty, rewrite.referencesInReplacements(to: variable.name) == 0 else { continue }
        // A collection a subclass could store into stays unless the class or the property is closed.
        let closed = context.model.owner(ofType: k)?.isFinal == true
          || variable.modifiers.contains { file.tokens[$0].keyword == .private || file.tokens[$0].keyword == .fileprivate }
        guard closed else { continue }
        edits.append(Edit(range: context.text.removalRange(variable.declStart, variable.declEnd), replacement: ""))
        findings.append(Finding(ruleID: id, severity: .warning,
                                message: MigrationText.joined("remove '", variable.name, "': no subscription stores into it anymore"),
                                offset: Int(file.tokens[variable.declStart].start)))
      }
    }
    return (edits, findings)
  }

  /// Removes `import Combine` from the original file when the migrated file no longer uses it.
  static func removeImport(_ context: MigrationContext, migrated: ScannedFile) -> (edits: [Edit], findings: [Finding]) {
    let file = context.file
    guard let combine = file.outline.imports.first(where: { $0.module == "Combine" }) else { return ([], []) }
    let stillUsed = migrated.bytes.withUnsafeBufferPointer { bytes -> Bool in
      migrated.tokens.withUnsafeBufferPointer { tokens -> Bool in
        combineFirstBytes.withUnsafeBufferPointer { firstBytes -> Bool in
          for t in 0..<tokens.count {
            let token = tokens[t]
            guard token.kind == .identifier || token.kind == .attribute, token.keyword == .none else { continue }
            let skip = token.kind == .attribute ? 1 : 0
            let start = Int(token.start) + skip
            // Most identifiers are longer than every Combine name, of a length none has, or start
            // with a byte no name of their length starts with: `isCombineName` compares first
            // bytes first, so it would refuse them all.
            let length = Int(token.end) - start
            guard length > 0, length < firstBytes.count else { continue }
            let bit = bytes[start] &- 0x40
            guard bit < 64, (firstBytes[length] >> UInt64(bit)) & 1 != 0 else { continue }
            guard isCombineName(bytes, start..<Int(token.end)) else { continue }
            let isTheImport = skip == 0 && migrated.textEquals(t, "Combine") && migrated.previousSignificant(before: t).map { migrated.tokens[$0].keyword == .import } == true
            if !isTheImport { return true }
          }
          return false
        }
      }
    }
    if stillUsed { return ([], []) }
    return ([Edit(range: context.text.removalRange(combine.declStart, combine.declEnd), replacement: "")],
            [Finding(ruleID: id, severity: .warning, message: "remove 'import Combine': nothing in the file uses Combine anymore",
                     offset: Int(file.tokens[combine.declStart].start))])
  }
}
