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

  /// `combineNames` as byte tables, made once; `removeImport` fetches them once per file (a
  /// static read in its loop would check the lazy initialization per identifier).
  static let combineNameTable = CombineNameTable(combineNames)

  /// `combineNames` as bytes by length, with, for each length, the first bytes the names of that
  /// length start with, as bits `b - 0x40` (every name starts with an ASCII letter, 0x41…0x7A).
  ///
  /// Made once for the process (`combineNameTable`) and never freed: its three tables are raw
  /// allocations, written only while it is made and then read through pointers, so the table is
  /// trivially copyable and safe to read from any thread. Held in arrays, every
  /// per-file copy of it (the migrated-text check's walk, the caller's optional) retained and
  /// released them, both threads writing the counts of the same shared objects.
  struct CombineNameTable: @unchecked Sendable {
    /// Names of length `n` (below `lengthLimit`) lie one after the other from `bytes[groupStarts[n]]`
    /// to `bytes[groupStarts[n + 1]]`; `firstBytes[n]` holds their first bytes' bits.
    private let firstBytes: UnsafePointer<UInt64>
    private let groupStarts: UnsafePointer<Int>
    private let bytes: UnsafePointer<UInt8>
    private let lengthLimit: Int

    /// Only `combineNameTable` makes one: the tables are never freed.
    fileprivate init(_ names: Set<String>) {
      lengthLimit = (names.map(\.utf8.count).max() ?? 0) + 1
      var byLength = [[UInt8]](repeating: [], count: lengthLimit)
      let firstBytes = UnsafeMutablePointer<UInt64>.allocate(capacity: lengthLimit)
      firstBytes.initialize(repeating: 0, count: lengthLimit)
      for name in names {
        byLength[name.utf8.count].append(contentsOf: name.utf8)
        let first = name.utf8.first!
        precondition(first >= 0x40 && first < 0x80, "a Combine name starts with an ASCII letter")
        firstBytes[name.utf8.count] |= 1 << UInt64(first - 0x40)
      }
      let groupStarts = UnsafeMutablePointer<Int>.allocate(capacity: lengthLimit + 1)
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, byLength.reduce(0) { $0 + $1.count }))
      var offset = 0
      for length in 0..<lengthLimit {
        groupStarts[length] = offset
        for byte in byLength[length] { bytes[offset] = byte; offset += 1 }
      }
      groupStarts[lengthLimit] = offset
      self.firstBytes = UnsafePointer(firstBytes)
      self.groupStarts = UnsafePointer(groupStarts)
      self.bytes = UnsafePointer(bytes)
    }

    /// Whether bytes `range` of `text` spell one of the names: compared byte by byte (first
    /// byte first) against the names of that length, without a slice per identifier. Most
    /// identifiers of a migrated file are longer than every name, of a length none has, or start
    /// with a byte no name of their length starts with: the first-byte mask refuses them with a
    /// shift and a test, before any comparison.
    @inline(__always)
    func contains(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
      let length = range.count
      guard length > 0, length < lengthLimit else { return false }
      let start = range.lowerBound
      let first = text[start]
      let bit = first &- 0x40
      guard bit < 64, (firstBytes[length] >> UInt64(bit)) & 1 != 0 else { return false }
      var name = groupStarts[length]
      let end = groupStarts[length + 1]
      while name < end {
        if bytes[name] == first {
          var k = 1
          while k < length, bytes[name + k] == text[start + k] { k += 1 }
          if k == length { return true }
        }
        name += length
      }
      return false
    }
  }

  /// Removes collections named by migrated chains that nothing else uses once the rewrite is done.
  /// Appended to the pass's own arrays (no arrays of its own to copy from and free).
  /// `collections` lists (owner, name) pairs, an owner's names each at least once; owners are
  /// visited in ascending order, as the sorted keys of a dictionary of sets were.
  static func removeCollections(_ context: MigrationContext, rewrite: Migrator.RewriteSummary, collections: [(owner: Int, name: String)],
                                into edits: inout [Edit], _ findings: inout [Finding]) {
    guard !collections.isEmpty else { return }
    let file = context.file
    // Chains are emitted in file order and owners' bodies do not interleave, so the list is
    // almost always sorted already; sorted by owner otherwise (the order within an owner does
    // not matter: names are only searched).
    var sorted = collections
    if !zip(sorted, sorted.dropFirst()).allSatisfy({ $0.owner <= $1.owner }) { sorted.sort { $0.owner < $1.owner } }
    var first = 0
    while first < sorted.count {
      let k = sorted[first].owner
      var end = first + 1
      while end < sorted.count, sorted[end].owner == k { end += 1 }
      let names = sorted[first..<end]
      first = end
      // (The type's brace read in place, not its declaration copied out.)
      let typeBrace = file.outline.types[k].brace
      let body = file.outline.braces[typeBrace]
      // Only a property named by a chain is looked at closely (a class has many; one or two names).
      // (`==` on Strings is what a set's membership tests: canonical equivalence.)
      for v in context.variables(inBrace: typeBrace) where names.contains(where: { $0.name == file.outline.variables[v].name }) {
        // The declaration's fields read in place (a copy retained and released its arrays).
        let name = file.outline.variables[v].name, nameToken = file.outline.variables[v].nameToken
        // Where the name occurs only in its declaration and in rewritten chains, no reference
        // remains, without walking the class's tokens.
        let declared = Int(file.tokens[nameToken].start)
        // (The closures capture the claimed ranges, not the whole summary, which they copied.)
        let claimed = rewrite.claimed
        let onlyTaken = context.occurrences(of: name, in: body.open..<body.close, allAt: declared, orIn: claimed)
        let remaining = onlyTaken ? [] : file.references(to: name, in: body.open..<body.close, anyQualifier: true).filter { t in
          t != nameToken && !claimed.contains(Int(file.tokens[t].start))
        }
        guard remaining.isEmpty, rewrite.referencesInReplacements(to: name) == 0 else { continue }
        // A collection a subclass could store into stays unless the class or the property is closed.
        let closed = context.model.ownerIndex(ofType: k).map { context.model.owners[$0].isFinal } == true
          || file.outline.variables[v].modifiers.contains { file.tokens[$0].keyword == .private || file.tokens[$0].keyword == .fileprivate }
        guard closed else { continue }
        let declStart = file.outline.variables[v].declStart
        edits.append(Edit(range: context.text.removalRange(declStart, file.outline.variables[v].declEnd), replacement: ""))
        findings.append(Finding(ruleID: id, severity: .warning,
                                message: MigrationText.joined("remove '", name, "': no subscription stores into it anymore"),
                                offset: Int(file.tokens[declStart].start)))
      }
    }
  }

  /// Removes `import Combine` from the original file when the migrated file no longer uses it
  /// (`stillUsed` tells, asked only of a file that imports it: `usesCombine` of the scanned
  /// migrated file, or what `MigratedTextCheck` found): appends the edit and its finding to the
  /// pass's own arrays. An import whose removal could change how the rest of the text lexes is
  /// left (`removalKeepsLexing`): `Migrator` checks the migrated text before this removal.
  static func removeImport(_ context: MigrationContext, stillUsed: () -> Bool, into edits: inout [Edit], _ findings: inout [Finding]) {
    let file = context.file
    guard let combine = file.outline.imports.first(where: { $0.module == "Combine" }) else { return }
    if stillUsed() { return }
    let range = context.text.removalRange(combine.declStart, combine.declEnd)
    guard removalKeepsLexing(range, next: file.nextSignificant(after: combine.declEnd), in: file) else { return }
    edits.append(Edit(range: range, replacement: ""))
    findings.append(Finding(ruleID: id, severity: .warning, message: "remove 'import Combine': nothing in the file uses Combine anymore",
                            offset: Int(file.tokens[combine.declStart].start)))
  }

  /// Whether removing `range` of `file` (an import; `next` is the first significant token after
  /// it) leaves the rest lexing as before. The lexer reads back past a removal in three places
  /// only: a `/` asks for the last significant token before it (a regular expression literal may
  /// start there), a conflict marker is one at a line's start, and a shebang one at the text's
  /// start (after a byte order mark). So no significant token after the removal may start with
  /// `/`, what followed the import on its line must not come to start the line, and a `#!` must
  /// not come to start the text. (The fuzzer found `import Combine /a "b/ c"`: removed, the `/`
  /// began a regular expression literal at the line's start, and the text no longer scanned.)
  static func removalKeepsLexing(_ range: Range<Int>, next: Int?, in file: ScannedFile) -> Bool {
    let bytes = file.bytes
    func isLineBreak(_ k: Int) -> Bool { bytes[k] == 0x0A || bytes[k] == 0x0D }
    if let next, bytes[Int(file.tokens[next].start)] == UInt8(ascii: "/") { return false }
    let startsText = range.lowerBound == 0 || (range.lowerBound == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    if startsText, range.upperBound + 1 < bytes.count, bytes[range.upperBound] == UInt8(ascii: "#"),
       bytes[range.upperBound + 1] == UInt8(ascii: "!") { return false }
    let startsLine = range.lowerBound == 0 || isLineBreak(range.lowerBound - 1)
    guard startsLine, range.upperBound < bytes.count, !(range.upperBound > 0 && isLineBreak(range.upperBound - 1)) else { return true }
    // Brought to the line's start: a space, a line break or a comment (no significant `/` is left).
    let first = bytes[range.upperBound]
    return first == 0x20 || first == 0x09 || isLineBreak(range.upperBound) || first == UInt8(ascii: "/")
  }

  /// Whether the file imports Combine (then `removeImport` asks whether its migrated text still
  /// uses it).
  static func importsCombine(_ file: ScannedFile) -> Bool {
    file.outline.imports.contains { $0.module == "Combine" }
  }

  /// Whether a scanned (migrated) file still uses Combine: an identifier or attribute (not a
  /// keyword) spells one of `combineNames`, other than the `Combine` of an `import`.
  static func usesCombine(_ migrated: ScannedFile) -> Bool {
    let names = combineNameTable
    return migrated.bytes.withUnsafeBufferPointer { bytes -> Bool in
      migrated.tokens.withUnsafeBufferPointer { tokens -> Bool in
        // Every token of the migrated file is passed over (most files end up using none of the
        // names, and the walk goes to the end): through a pointer, reading a token's kind first
        // and the rest only for identifiers and attributes, the few tokens that can spell a name.
        guard var token = tokens.baseAddress else { return false }
        let end = token + tokens.count
        while token < end {
          defer { token += 1 }
          let kind = token.pointee.kind
          guard kind == .identifier || kind == .attribute, token.pointee.keyword == .none else { continue }
          let skip = kind == .attribute ? 1 : 0
          guard names.contains(bytes, (Int(token.pointee.start) + skip)..<Int(token.pointee.end)) else { continue }
          let t = tokens.baseAddress!.distance(to: token)
          let isTheImport = skip == 0 && migrated.textEquals(t, "Combine") && migrated.previousSignificant(before: t).map { migrated.tokens[$0].keyword == .import } == true
          if !isTheImport { return true }
        }
        return false
      }
    }
  }
}
