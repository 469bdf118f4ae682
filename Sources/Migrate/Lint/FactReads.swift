import SwiftScan

extension FactsCollector {
  /// Member reads (`x.name`), assignments between members, and names used inside `…State` types,
  /// added to these facts; listed in `own` (as made or reset for `file`: every list empty) as the
  /// file's own reads too, which cost no more sets.
  mutating func collectReads(_ file: ScannedFile, names: [String], into own: FileReads) {
    let excluded = Self.equalityBodies(file)
    let tokens = file.tokens
    var excludedIndex = 0
    let members = Self.memberTokens(of: file, reusing: own)
    // Each read is interned once in this collector's table, which tells the names new to the
    // file (`readStamps`) and new to the collector (`flags`): no table of the file's own, and no
    // second lookup for the names new to the file. The stamps are taken out for the file and
    // read and written through a buffer, with room for every spelling the file may add: no
    // bounds check, growth check or uniqueness check per read.
    var stamps: [UInt32] = []
    swap(&stamps, &readStamps)
    defer { swap(&stamps, &readStamps) }
    // Two new spellings per member at most: its read (`name` of `$name`) and, assigned or on
    // the right of an assignment, its token's (`recordAssignment`).
    let serial = nextReadSerial(&stamps, room: 2 * members.count)
    // Filled here and stored once: an append to the class's list per read checks it unique.
    // Its storage is `own`'s (kept from the worker's file before, when reused): taken out, so
    // the local list is the only one holding it.
    var readNames: [UInt64] = []
    swap(&readNames, &own.readNames)
    readNames.reserveCapacity(members.count)
    // A spelling this collector already put into `memberReads` (most: member names repeat from
    // file to file) makes no string; the others are inserted once they are known, one growth of
    // the set, not many.
    var added: [Range<Int>] = []
    // Tokens through a buffer: members are the file's tokens, no bounds check per member.
    file.bytes.withUnsafeBufferPointer { bytes in tokens.withUnsafeBufferPointer { tokens in stamps.withUnsafeMutableBufferPointer { stamps in
      for m in members.indices {
        let t = members[m]
        while excludedIndex < excluded.count, excluded[excludedIndex].upperBound <= t { excludedIndex += 1 }
        if excludedIndex < excluded.count, excluded[excludedIndex].contains(t) { continue }
        // Most members are followed by no operator: the kind is read here, not in a call.
        if let next = file.nextSignificant(after: t), tokens[next].kind == .operator, Self.isAssignment(next, in: file) {
          recordAssignment(to: m, of: members, operator: next, in: file, own: own)
          continue
        }
        let token = tokens[t]
        var start = Int(token.start)
        let end = Int(token.end)
        // A read spelled `$name` reads `name`.
        if start < end, bytes[start] == UInt8(ascii: "$") {
          // `memberName`: past ASCII, `$` may be the base of a longer character, searched as a
          // string. Listed once per spelling, as the file's distinct reads were.
          guard start + 1 == end || bytes[start + 1] < 0x80 else {
            let known = own.irregularTokens.contains { u in
              let other = Int(tokens[u].start)
              // Both spellings are two bytes long at least: the buffer is not empty.
              return Int(tokens[u].end) - other == end - start && SpellingTable.equal(bytes.baseAddress! + other, bytes.baseAddress! + start, end - start)
            }
            if !known {
              own.irregularTokens.append(t)
              let name = Self.memberName(t, in: file)
              own.irregularMembers.append(name)
              sets.memberReads.insert(name)
            }
            continue
          }
          start += 1
        }
        let id = spellings.intern(bytes, start..<end)
        guard stamps[id] != serial else { continue }
        stamps[id] = serial
        readNames.append(UInt64(start) << 32 | UInt64(end - start))
        guard spellings.flags[id] & Self.inMemberReads == 0 else { continue }
        spellings.flags[id] |= Self.inMemberReads
        added.append(start..<end)
      }
    } } }
    // Moved in, not copied (a retain of this list and a release of the one it replaces).
    own.readNames = consume readNames
    if !added.isEmpty { sets.memberReads.reserveCapacity(sets.memberReads.count + added.count) }
    for range in added { sets.memberReads.insert(file.text(bytes: range)) }
    // The names used inside `…State` types; what tells a use from a declaration is made for the
    // first such type (most files have none).
    // The variables' name tokens, sorted, when the outline does not list them in token order
    // already (most files' it does: then read in place, no list made).
    var declared: [Int] = [], declaredInOrder = true
    let variables = file.outline.variables
    var skippedReady = false
    // A name whose last byte is not `e` does not end with `State`: past ASCII either (no other
    // character is canonically `e`, and an `e` with a mark after it is another character). The
    // byte read in place: `utf8.last` steps back through the view's index (some 75 instructions).
    for k in file.outline.types.indices where file.outline.types[k].brace >= 0 && file.outline.types[k].name.withUTF8InPlace({ $0.last }) == UInt8(ascii: "e")
      && file.outline.types[k].name.hasASCIISuffix("State") {
      if !skippedReady {
        // Declared in token order: a cursor tells a declaration's name from a use. The outline
        // lists most files' variables in that order already: a sorted list only if not.
        var v = 1
        while v < variables.count, variables[v - 1].nameToken <= variables[v].nameToken { v += 1 }
        if v < variables.count {
          declaredInOrder = false
          declared.reserveCapacity(variables.count)
          for v in variables.indices { declared.append(variables[v].nameToken) }
          declared.sort()
        }
        // The bodies skipped: `==` and `hash(into:)` (`excluded`) and initializers, in one list.
        // The list and the search's lists are this collector's, their storage kept from file to
        // file (a file with a State makes and frees none of them).
        if !skippedList.isEmpty { skippedList.removeAll(keepingCapacity: true) }
        if !excluded.isEmpty { skippedList.append(contentsOf: excluded) }
        let functions = file.outline.functions
        for f in functions.indices where functions[f].brace >= 0 && functions[f].name == "init" {
          let group = file.outline.braces[functions[f].brace]
          skippedList.append(group.open..<group.close)
        }
        skipped.reset(skippedList)
        skippedReady = true
      }
      let ranges = skipped
      let group = file.outline.braces[file.outline.types[k].brace]
      // The names used, each once (interned, as member reads are: `readStamps` tells those the
      // body listed already), as `FileReads.readNames` lists them.
      let serial = nextReadSerial(&stamps, room: group.close - group.open)
      // `used` in the storage of a list of the worker's file before (`FileReads.reset(for:)`).
      var used = own.takeNameList()
      var numbers: [UInt32] = []
      // Room for a use in every few tokens: the lists rarely grow.
      used.reserveCapacity((group.close - group.open) / 4)
      numbers.reserveCapacity((group.close - group.open) / 4)
      // The declared tokens are sorted and `t` only grows: a cursor at the first declared token
      // at or after `t` tells a declaration's name from a use, without a search per token.
      let declaredCount = variables.count
      @inline(__always) func declaredToken(_ d: Int) -> Int { declaredInOrder ? variables[d].nameToken : declared[d] }
      // The skipped ranges starting at or before the token read (`SkippedRanges.contains(_:passed:)`).
      var passed = ranges.passed(atOrBefore: group.open)
      var d = 0, high = declaredCount
      while d < high {
        let mid = (d + high) / 2
        if declaredToken(mid) < group.open + 1 { d = mid + 1 } else { high = mid }
      }
      // Every token of the body is read: through buffers, without a bounds check per token (the
      // body's tokens are the file's).
      file.bytes.withUnsafeBufferPointer { bytes in
        tokens.withUnsafeBufferPointer { tokens in stamps.withUnsafeMutableBufferPointer { stamps in
          var t = group.open + 1
          while t < group.close {
            defer { t += 1 }
            guard tokens[t].kind == .identifier else { continue }
            while d < declaredCount && declaredToken(d) < t { d += 1 }
            if d < declaredCount && declaredToken(d) == t { continue }
            if ranges.contains(t, passed: &passed) { continue }
            if let previous = file.previousSignificant(before: t), tokens[previous].kind == .period { continue }
            let start = Int(tokens[t].start), end = Int(tokens[t].end)
            let id = spellings.intern(bytes, start..<end)
            guard stamps[id] != serial else { continue }
            stamps[id] = serial
            used.append(UInt64(start) << 32 | UInt64(end - start))
            numbers.append(UInt32(id))
          }
        } }
      }
      // The tree's facts keep the numbers (`StateBodyNames`), sorted once here, where each
      // collector works apart; a State with bodies in several files gets its lists joined. A
      // body using no name still lists its State, as the set of strings did.
      numbers.sort()
      addStateBody(names[k], numbers)
      own.insideStates.append((names[k], used))
    }
    // Moved in once read (kept by `own` and read here, it was retained and released).
    own.memberTokens = consume members
    own.sortLongLists()
  }

  /// `file.memberTokens()`, in the storage of `own`'s list (the worker's file before's, emptied
  /// by `FileReads.reset(for:)`), taken out: no list made and freed per file. A constant where
  /// it is read (a variable there was retained and released on the way).
  private static func memberTokens(of file: ScannedFile, reusing own: FileReads) -> [Int] {
    var members: [Int] = []
    swap(&members, &own.memberTokens)
    file.appendMemberTokens(to: &members)
    return members
  }

  /// The next `readSerial`, `stamps` (the collector's `readStamps`, taken out) cleared when the
  /// serials wrap, and holding a stamp for every spelling interned and `more` besides: a walk
  /// interning at most `more` new spellings reads and writes them without a check. Grown at
  /// least twice over, so most files grow nothing.
  private mutating func nextReadSerial(_ stamps: inout [UInt32], room more: Int) -> UInt32 {
    readSerial &+= 1
    if readSerial == 0 {
      for k in stamps.indices { stamps[k] = 0 }
      readSerial = 1
    }
    let room = spellings.count + more
    if stamps.count < room { stamps.append(contentsOf: repeatElement(0, count: max(room, stamps.count * 2) - stamps.count)) }
    return readSerial
  }

  /// The member named by token `t`, without the `$` of a projected value (`\.$name`).
  static func memberName(_ t: Int, in file: ScannedFile) -> String {
    let token = file.tokens[t]
    let start = Int(token.start), end = Int(token.end)
    guard start < end, file.bytes[start] == UInt8(ascii: "$") else { return file.text(t) }
    // Past ASCII, `$` may be the base of a longer character: drop that character, as before.
    guard start + 1 == end || file.bytes[start + 1] < 0x80 else { var name = file.text(t); name.removeFirst(); return name }
    return file.text(bytes: (start + 1)..<end)
  }

  /// Inserts the spellings of tokens `spelled` into `names`.
  private static func insertSpellings(_ spelled: [Int], in file: ScannedFile, into names: inout Set<String>) {
    guard !spelled.isEmpty else { return }
    names.reserveCapacity(names.count + spelled.count)
    for t in spelled { names.insert(file.text(t)) }
  }

  /// The index of the first of sorted `values` at least `t` (`values.count` when none is).
  static func firstIndex(in values: [Int], atLeast t: Int) -> Int {
    var low = 0, high = values.count
    while low < high {
      let mid = (low + high) / 2
      if values[mid] < t { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// `SpellingTable.flags`: the spelling is in `sets.memberReads`; it is a key of `sets.assignedFrom`.
  static let inMemberReads: UInt8 = 1
  private static let assignedTo: UInt8 = 2

  /// Records the assignment to member `members[m]` (`t`) whose operator is token `equals`. Out
  /// of line: few members are assigned, and the walk over every member stays small.
  @inline(never)
  private mutating func recordAssignment(to m: Int, of members: [Int], operator equals: Int, in file: ScannedFile, own: FileReads) {
    let t = members[m]
    let end = file.statementEnd(from: equals)
    guard end > equals else { return }
    // The sources go into the file's one list of them (no array per assignment); most files
    // assign a few times, so both lists start with room for several.
    if own.assignments.isEmpty { own.assignments.reserveCapacity(8); own.sourceTokens.reserveCapacity(16) }
    let first = own.sourceTokens.count
    // The members on the right, `equals` to `end`: the identifiers after a period, which the
    // file's members list in order (those after `t`), without reading every token between.
    var j = m + 1
    while j < members.count, members[j] <= end {
      if members[j] > equals { own.sourceTokens.append(members[j]) }
      j += 1
    }
    let sources = first..<own.sourceTokens.count
    // What this collector already recorded (the target, and each target-source pair) is not
    // recorded again: no string for the target, no insertion of a source the set holds. The
    // sources to insert are listed in a buffer kept from one assignment to the next.
    if !newSources.isEmpty { newSources.removeAll(keepingCapacity: true) }
    let known = file.bytes.withUnsafeBufferPointer { bytes -> Bool in
      let target = spellings.intern(bytes, Int(file.tokens[t].start)..<Int(file.tokens[t].end))
      for k in sources {
        let u = own.sourceTokens[k]
        let source = spellings.intern(bytes, Int(file.tokens[u].start)..<Int(file.tokens[u].end))
        if assignedPairs.insert(UInt64(target) << 32 | UInt64(source)) { newSources.append(u) }
      }
      defer { spellings.flags[target] |= Self.assignedTo }
      return spellings.flags[target] & Self.assignedTo != 0
    }
    // An assignment with no member on its right still records its target (with no sources).
    if !known || !newSources.isEmpty { Self.insertSpellings(newSources, in: file, into: &sets.assignedFrom[file.text(t), default: []]) }
    own.assignments.append((t, sources))
  }

  /// Bodies of `==` and `hash(into:)`: comparing or hashing a field is not using it.
  static func equalityBodies(_ file: ScannedFile) -> [Range<Int>] {
    // By index, fields in place: a declaration copied out retains its strings and arrays, and
    // every function of every file passes here. Found in the order they open, most often.
    // A name of another length in UTF-8 is neither: a string equals an ASCII one only if its
    // normal form is that one, and neither holds `K`, `;` or `` ` `` (the only ASCII characters
    // other characters normalize to). Most functions are told apart by their length, without a
    // comparison of strings (which, for unequal ones, went through the runtime's slow path).
    let functions = file.outline.functions
    var bodies: [Range<Int>] = []
    for f in functions.indices where functions[f].brace >= 0 {
      let length = functions[f].name.utf8.count
      guard length == 2 && functions[f].name == "==" || length == 4 && functions[f].name == "hash" else { continue }
      let group = file.outline.braces[functions[f].brace]
      bodies.append(group.open..<group.close)
    }
    return SkippedRanges.isInOrder(bodies) ? bodies : bodies.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// `=`, `+=`, `-=`, … but not `==`, `!=`, `<=`, `>=`, `===`, `!==`.
  static func isAssignment(_ t: Int, in file: ScannedFile) -> Bool {
    guard file.tokens[t].kind == .operator else { return false }
    let token = file.tokens[t]
    guard file.bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return false }
    return !(file.textEquals(t, "==" as StaticString) || file.textEquals(t, "!=" as StaticString) || file.textEquals(t, "<=" as StaticString) || file.textEquals(t, ">=" as StaticString)
      || file.textEquals(t, "===" as StaticString) || file.textEquals(t, "!==" as StaticString))
  }
}

/// Token ranges that may nest or overlap, asked "does any hold `t`?" by walks over increasing
/// tokens: each walk starts with a search (`passed(atOrBefore:)`) and then steps over the ranges
/// it passes, so a file with many initializers and many State types stays linear.
struct SkippedRanges {
  private var starts: [Int] = []
  /// For each range in start order, the furthest end among it and the ranges before it.
  private var reach: [Int] = []

  init(_ ranges: [Range<Int>]) {
    reset(ranges)
  }

  /// The ranges `init(ranges)` holds, in this one's lists (their storage kept: a collector's,
  /// reused from file to file).
  mutating func reset(_ ranges: [Range<Int>]) {
    if !starts.isEmpty {
      starts.removeAll(keepingCapacity: true)
      reach.removeAll(keepingCapacity: true)
    }
    // Most State files skip no body: nothing to list.
    guard !ranges.isEmpty else { return }
    // Ranges starting together may come in any order: `reach` is the same at the last of them.
    let sorted = Self.isInOrder(ranges) ? ranges : ranges.sorted { $0.lowerBound < $1.lowerBound }
    starts.reserveCapacity(sorted.count)
    reach.reserveCapacity(sorted.count)
    var furthest = Int.min
    for range in sorted {
      starts.append(range.lowerBound)
      furthest = max(furthest, range.upperBound)
      reach.append(furthest)
    }
  }

  /// Whether `ranges` start in order (most lists of bodies are found in the order they open).
  static func isInOrder(_ ranges: [Range<Int>]) -> Bool {
    var k = 1
    while k < ranges.count {
      if ranges[k - 1].lowerBound > ranges[k].lowerBound { return false }
      k += 1
    }
    return true
  }

  /// The number of ranges starting at or before `t`: where a walk from past `t` starts
  /// (`contains(_:passed:)`).
  func passed(atOrBefore t: Int) -> Int {
    var low = 0, high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= t { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Whether some range holds `t`, for a walk that asks of tokens in increasing order: `passed`
  /// (`passed(atOrBefore:)` of a token before the walk's first) counts the ranges starting at or
  /// before the last token asked, carried from one question to the next, so a walk costs a step
  /// per range it passes, not a search per token. Some range up to the last starting at or
  /// before `t` reaches past `t` exactly when one holds it.
  @inline(__always)
  func contains(_ t: Int, passed: inout Int) -> Bool {
    while passed < starts.count && starts[passed] <= t { passed += 1 }
    return passed > 0 && reach[passed - 1] > t
  }
}

/// What collecting facts found in one file, kept with the facts of that file alone (pass one), so
/// linting the file finds none of it again. A class: the facts are copied, this is not.
///
/// A worker's collector keeps the last one it made and, once the file's lint has let it go, fills
/// it again for the next file (`FactsCollector.reusableOwnFile`): its lists keep their storage
/// and neither it nor its `reads` is made and freed per file. Filled by one thread, then only
/// read while that file is linted: the run-time exclusivity checks are left out.
final class OwnFile: @unchecked Sendable {
  /// A constant: read in place by each question about the file's reads, where a variable's
  /// class would be retained and released around the call (3,360 calls on the mixed tree).
  let reads: FileReads
  /// The file this one was copied from (`withStates`), whose `reads` it shares: held, so that
  /// the collector does not fill that file again (and `reads` with it) while this one is held.
  private let original: OwnFile?
  /// Qualified type names by outline index (`ReducerStates.qualifiedNames`).
  @exclusivity(unchecked) var names: [String]
  /// The structs and enums named `State` inside another type, with their parent as feature.
  @exclusivity(unchecked) var nestedStates: [StateDecl]
  /// The file's variables by brace group, when finding the States needed them.
  @exclusivity(unchecked) var variables: VariablesByBrace?
  /// What the file declares: answers in place of the facts' sets of names, which stay empty.
  @exclusivity(unchecked) var declarations: OwnDeclarations
  /// The file's reducer States under its own facts, kept unindexed (as
  /// `LintFacts.record(_:indexing: false)` keeps them): they answer `ignoredEverywhere`.
  @exclusivity(unchecked) var states: [StateSummary]

  /// `reads`: this file's alone, or shared with `original`.
  init(reads: FileReads, names: [String], nestedStates: [StateDecl], variables: VariablesByBrace?,
       declarations: OwnDeclarations = OwnDeclarations(), states: [StateSummary] = [], original: OwnFile? = nil) {
    self.reads = reads
    self.original = original
    self.names = names
    self.nestedStates = nestedStates
    self.variables = variables
    self.declarations = declarations
    self.states = states
  }

  /// This file with `states` as its States.
  func withStates(_ states: [StateSummary]) -> OwnFile {
    OwnFile(reads: reads, names: names, nestedStates: nestedStates, variables: variables, declarations: declarations, states: states,
            original: self)
  }

  /// Empty, as a new one for `file` is, each list's storage kept: only for one no other holds
  /// (a copy sharing its `reads` holds it too).
  func reset(for file: ScannedFile) {
    reads.reset(for: file)
    // A few names: removed from the end, each a few instructions, where `removeAll(keepingCapacity:)`
    // goes through `replaceSubrange` (some hundreds for a list of strings).
    while !names.isEmpty { names.removeLast() }
    while !nestedStates.isEmpty { nestedStates.removeLast() }
    variables = nil
    declarations.removeAll()
    // A State or two, removed from the end (storage kept for the next file's, see `names`).
    while !states.isEmpty { states.removeLast() }
  }
}

/// What one file reads (`LintFacts.memberReads`, `internalReads` and `assignedFrom` of that file
/// alone), kept as the file's tokens: pass one lints a file under its own facts, and the tree's
/// sets already hold these names, so the file's reads are answered from its spellings instead of
/// a second set of strings.
///
/// A class: filled once by `collectReads` and then only read, it is passed on and kept by
/// reference, not copied (every array and the file retained and released) on the way. Filled by
/// one thread, then only read: the run-time exclusivity checks, one per access, are left out.
final class FileReads: @unchecked Sendable {
  @exclusivity(unchecked) private(set) var file: ScannedFile
  /// The distinct names of member reads (without the `$` of a projected value, when the byte
  /// after it is ASCII or there is none), in order, as where their bytes start in the file
  /// (high 32 bits) and how many there are (low 32). Most files read a few dozen names: searched
  /// in order, lengths first, with no table made per file.
  @exclusivity(unchecked) var readNames: [UInt64] = []
  /// `ScannedFile.memberTokens()` of the file: every identifier after a period, in order (reads,
  /// assignment targets and those skipped alike), for the rules that walk member accesses.
  @exclusivity(unchecked) var memberTokens: [Int] = []
  /// Member names of reads spelled `$` and a non-ASCII byte, whose name is not their spelling
  /// less the `$` byte (`memberName`): rare, so searched in order. One per distinct spelling,
  /// whose first token is in `irregularTokens`.
  @exclusivity(unchecked) var irregularMembers: [String] = []
  @exclusivity(unchecked) var irregularTokens: [Int] = []
  /// Qualified name of a `…State` type → distinct spellings used inside it (one entry per body).
  @exclusivity(unchecked) var insideStates: [(state: String, names: [UInt64])] = []
  /// Assignments to members: the target's token, and where in `sourceTokens` the member tokens
  /// on the right are.
  @exclusivity(unchecked) var assignments: [(target: Int, sources: Range<Int>)] = []
  @exclusivity(unchecked) var sourceTokens: [Int] = []
  /// The lists of `insideStates` of the file before (`reset(for:)`), for this file's bodies.
  @exclusivity(unchecked) private var spareNameLists: [[UInt64]] = []

  init(file: ScannedFile) {
    self.file = file
  }

  /// Empty, as `init(file:)` makes it, each list's storage kept (an empty list is left alone:
  /// emptying one is a call, and most are empty).
  func reset(for file: ScannedFile) {
    self.file = file
    if !readNames.isEmpty { readNames.removeAll(keepingCapacity: true) }
    if !memberTokens.isEmpty { memberTokens.removeAll(keepingCapacity: true) }
    if !irregularMembers.isEmpty { irregularMembers = [] }
    if !irregularTokens.isEmpty { irregularTokens = [] }
    // A State body or two: removed from the end, as `OwnFile.reset(for:)` removes its names,
    // each body's list kept for the next file's (`takeNameList`).
    while let body = insideStates.popLast() { spareNameLists.append(body.names) }
    if !assignments.isEmpty { assignments.removeAll(keepingCapacity: true) }
    if !sourceTokens.isEmpty { sourceTokens.removeAll(keepingCapacity: true) }
  }

  /// An empty list for a State body's names: the storage of one the file before listed, if any.
  func takeNameList() -> [UInt64] {
    guard var list = spareNameLists.popLast() else { return [] }
    list.removeAll(keepingCapacity: true)
    return list
  }

  /// `memberReads.contains(name)`: a read spelled `name`, or `$name` (a projected value).
  /// Bytes are compared, as the set's names were told apart by the spellings they came from.
  func isMemberRead(_ name: String) -> Bool {
    lists(name, in: readNames) || irregularMembers.contains(name)
  }

  /// Lists longer than this are sorted (`sortLongLists`) and searched by halves: a file reading
  /// thousands of names, asked of thousands of fields, stays far from quadratic. Most files'
  /// lists are shorter, searched in order without sorting.
  static let sortedListLength = 64

  /// Sorts `readNames` and each of `insideStates`' names longer than `sortedListLength` for
  /// `lists` (by `order`). Once filled; out of line, out of the common path's code.
  @inline(never)
  func sortLongLists() {
    if readNames.count > Self.sortedListLength { readNames = sortedForSearch(readNames) }
    for k in insideStates.indices where insideStates[k].names.count > Self.sortedListLength {
      insideStates[k].names = sortedForSearch(insideStates[k].names)
    }
  }

  /// `names` (start and length of bytes of the file, as `readNames`), sorted by `order`.
  private func sortedForSearch(_ names: [UInt64]) -> [UInt64] {
    file.bytes.withUnsafeBufferPointer { bytes in
      names.sorted { a, b in
        let length = Int(a & 0xFFFF_FFFF)
        return Self.order(bytes.baseAddress! + Int(a >> 32), length, bytes.baseAddress! + Int(b >> 32), Int(b & 0xFFFF_FFFF)) < 0
      }
    }
  }

  /// Shorter first, then bytes in order: negative, zero or positive as `a` comes before, is, or
  /// comes after `b`. A length of 0 reads no byte.
  private static func order(_ a: UnsafePointer<UInt8>, _ aLength: Int, _ b: UnsafePointer<UInt8>, _ bLength: Int) -> Int {
    if aLength != bLength { return aLength < bLength ? -1 : 1 }
    for k in 0..<aLength where a[k] != b[k] { return a[k] < b[k] ? -1 : 1 }
    return 0
  }

  /// Whether `names` (start and length of bytes of the file, as `readNames`; sorted when long,
  /// see `sortLongLists`) holds `name`'s bytes.
  private func lists(_ name: String, in names: [UInt64]) -> Bool {
    guard names.count <= Self.sortedListLength else { return listsSorted(name, in: names) }
    return name.withUTF8InPlace { name in
      file.bytes.withUnsafeBufferPointer { bytes in
        names.contains { read in
          // Past length 0 both buffers hold bytes: their base addresses are not nil.
          read & 0xFFFF_FFFF == UInt64(name.count)
            && (name.isEmpty || SpellingTable.equal(bytes.baseAddress! + Int(read >> 32), name.baseAddress!, name.count))
        }
      }
    }
  }

  /// `lists(name, in: names)` for a list `sortLongLists` sorted: by halves.
  @inline(never)
  private func listsSorted(_ name: String, in names: [UInt64]) -> Bool {
    return name.withUTF8InPlace { name in
      file.bytes.withUnsafeBufferPointer { bytes in
        // An empty name may have no address: any serves, as `order` reads no byte of a name of
        // length 0. The file's bytes are not empty (the list's names are in them).
        let nameBytes = name.baseAddress ?? bytes.baseAddress!
        var low = 0, high = names.count
        while low < high {
          let mid = (low + high) / 2
          let read = names[mid]
          let c = Self.order(bytes.baseAddress! + Int(read >> 32), Int(read & 0xFFFF_FFFF), nameBytes, name.count)
          if c == 0 { return true }
          if c < 0 { low = mid + 1 } else { high = mid }
        }
        return false
      }
    }
  }

  /// `internalReads[state]?.contains(name)`.
  func isRead(_ name: String, insideState state: String) -> Bool {
    insideStates.contains { $0.state == state && lists(name, in: $0.names) }
  }

  /// `assignedFrom[name]`: the members read on the right of assignments to `name`.
  func assignedFrom(_ name: String) -> Set<String> {
    var names: Set<String> = []
    for assignment in assignments where file.textEquals(assignment.target, name) {
      for k in assignment.sources { names.insert(file.text(sourceTokens[k])) }
    }
    return names
  }
}
