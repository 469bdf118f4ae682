import SwiftScan

/// What one lint worker (a thread of `LintRun`) keeps from file to file: the memo of State field
/// annotations below, what each file's lint answered about them, and the `LintContext.Cache`
/// whose arrays keep their storage between files. Not shared between threads.
///
/// The memo: what the State rules read of a field's type annotation that depends on the
/// annotation alone: its written names and their last parts, whether it spells a function type,
/// the type joined, its collection element, and which names are dependencies or known reference
/// types. Worked out once per distinct annotation and shared by every file one worker lints
/// (`Int`, `String`, `Bool` are most fields of most States), instead of made again, strings and
/// all, per field.
///
/// Contract: an entry answers as the functions it stands for (`TypeText.names`,
/// `TypeText.lastPart`, `TypeText.isFunctionType`, `TypeText.joined`,
/// `TypeText.collectionElement`, `StateDependency.isDependencyType`,
/// `StateReferenceType.isKnownReference`) answer for the annotation's tokens. Those read only the
/// kinds and texts of the range's significant tokens (trivia only tells `TypeText.names` to join
/// a name's parts rather than take its bytes in one run, which spell the same string), so two
/// annotations whose significant tokens have the same kinds and texts in order get the same
/// answers: that sequence is the key. Not shared between threads: each worker has its own.
final class LintWorkerMemo: @unchecked Sendable {
  struct Entry {
    var names: [String]
    /// `NameParts(last: TypeText.lastPart(name), prefix: [])` of each name, as an annotated
    /// field's parts are.
    var parts: [LintContext.NameParts]
    var isFunctionType: Bool
    var joined: String
    var collectionElement: String?
    /// The first last part that names a dependency (`StateDependency.dependencyName`'s answer
    /// for a field without `@Dependency`), if any.
    var dependency: String?
    /// Per name: whether its last part is a known reference type or a UIKit view.
    var knownReference: [Bool]
    /// `TypeText.arrayElement(joined)`.
    var arrayElement: String?
  }

  /// What one file's lint answered about an entry, from the entry and the facts that file is
  /// linted under (the same for every field of the file so annotated): valid while `file` is
  /// the number `startFile()` gave that lint. A State writes a few annotations for many fields
  /// (`Int`, `String`, `Bool`): each is asked about the tree once per file, not once per field.
  struct FileAnswers {
    var file = -1
    /// `StateClosure.isClosure` of a field so annotated.
    var isClosure: Bool? = nil
    /// `StateReferenceType.referenceName` of a field so annotated, kept as a field's string
    /// answers are (`LintContext.Cache.fieldStrings` of that file's lint: an index, -1 for nil,
    /// -2 not asked): no string to copy out when read and destroy when claimed by another file.
    var reference = -2
  }

  /// By entry (as `entries`).
  @exclusivity(unchecked) var fileAnswers: [FileAnswers] = []
  /// The cache the lint contexts of this memo's thread reuse, one file after the other (see
  /// `LintContext.Cache`): the memo is the one object a worker keeps from file to file.
  @exclusivity(unchecked) var contextCache: LintContext.Cache? = nil
  /// The number of the file being linted: one more at each `startFile()`.
  @exclusivity(unchecked) private(set) var currentFile = 0

  /// Beyond this many distinct annotations the table starts over at the next file (a run over
  /// generated or odd code does not grow it without bound).
  static let capacity = 4096

  /// The entries, by the index `entry(_:in:)` gives: valid until the next `startFile()`. One
  /// worker's lint reads and writes these, a whole value per access: the run-time exclusivity
  /// checks are left out.
  @exclusivity(unchecked) private(set) var entries: [Entry] = []
  /// Keys interned: entry `k` is spelling `k`. A key is, per significant token, its kind, its
  /// bytes and 0xFF (no byte of UTF-8 text), so it spells the kinds and texts in order without
  /// ambiguity.
  @exclusivity(unchecked) private var keys = SpellingTable()
  /// Where a key is written before it is looked up, grown as needed.
  @exclusivity(unchecked) private var scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

  /// The keys of the last annotations looked up, `recentSlots` of them (each at most
  /// `recentSlotSize` bytes, at `slot * recentSlotSize`), with their lengths (0: none) and
  /// entries. A State writes a few annotations for many fields (`Int`, `String`): a field's
  /// tokens compared with a recent key in place find its entry without writing and hashing it.
  @exclusivity(unchecked) private var recentKeys = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: recentSlots * recentSlotSize)
  @exclusivity(unchecked) private var recentLengths = [Int](repeating: 0, count: recentSlots)
  @exclusivity(unchecked) private var recentIDs = [Int](repeating: 0, count: recentSlots)
  /// The slot the next key missed is kept in (the oldest).
  @exclusivity(unchecked) private var nextRecent = 0
  private static let recentSlots = 8
  private static let recentSlotSize = 64

  deinit {
    scratch.deallocate()
    recentKeys.deallocate()
  }

  /// Called as a file's lint starts (no index given before is in use then): a full table starts
  /// over. Returns the file's number, which no earlier file of this memo had (its `FileAnswers`).
  @discardableResult
  func startFile() -> Int {
    if entries.count >= Self.capacity {
      entries.removeAll()
      fileAnswers.removeAll()
      keys = SpellingTable()
      for slot in recentLengths.indices { recentLengths[slot] = 0 }
    }
    currentFile += 1
    return currentFile
  }

  /// The index in `entries` of the annotation written in `range` of `file`.
  func entry(_ range: Range<Int>, in file: ScannedFile) -> Int {
    let id: Int = file.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        var size = 0, significant = 0, last = 0
        for t in range where !tokens[t].kind.isTrivia {
          size += Int(tokens[t].end - tokens[t].start) + 2
          significant += 1
          last = t
        }
        // A recent key of the same length that the tokens spell byte for byte is this key.
        // (A slot's length is 0 when it holds no key: no key is empty then.)
        if significant == 1 {
          // One name (`Int`, `String`: most annotations): its kind, then its bytes compared a word
          // at a time, not through the walk below (~60 instructions less per field).
          let kind = tokens[last].kind.rawValue, length = size - 2
          let name = bytes.baseAddress! + Int(tokens[last].start)
          for slot in 0..<Self.recentSlots where recentLengths[slot] == size {
            let key = recentKeys.baseAddress! + slot * Self.recentSlotSize
            if key[0] == kind && key[size - 1] == 0xFF && SpellingTable.equal(key + 1, name, length) { return recentIDs[slot] }
          }
        } else {
          for slot in 0..<Self.recentSlots where size > 0 && recentLengths[slot] == size {
            var n = slot * Self.recentSlotSize
            var equal = true
            compare: for t in range where !tokens[t].kind.isTrivia {
              guard recentKeys[n] == tokens[t].kind.rawValue else { equal = false; break compare }
              n += 1
              for k in Int(tokens[t].start)..<Int(tokens[t].end) {
                guard recentKeys[n] == bytes[k] else { equal = false; break compare }
                n += 1
              }
              guard recentKeys[n] == 0xFF else { equal = false; break compare }
              n += 1
            }
            if equal { return recentIDs[slot] }
          }
        }
        if size > scratch.count {
          scratch.deallocate()
          scratch = .allocate(capacity: max(size, 2 * scratch.count))
        }
        var n = 0
        for t in range where !tokens[t].kind.isTrivia {
          scratch[n] = tokens[t].kind.rawValue
          n += 1
          for k in Int(tokens[t].start)..<Int(tokens[t].end) {
            scratch[n] = bytes[k]
            n += 1
          }
          scratch[n] = 0xFF
          n += 1
        }
        let id = keys.intern(UnsafeBufferPointer(scratch), 0..<n)
        if n > 0 && n <= Self.recentSlotSize {
          let slot = nextRecent
          nextRecent = (slot + 1) % Self.recentSlots
          (recentKeys.baseAddress! + slot * Self.recentSlotSize).update(from: scratch.baseAddress!, count: n)
          recentLengths[slot] = n
          recentIDs[slot] = id
        }
        return id
      }
    }
    if id == entries.count {
      entries.append(Self.make(range, in: file))
      fileAnswers.append(FileAnswers())
    }
    return id
  }

  private static func make(_ range: Range<Int>, in file: ScannedFile) -> Entry {
    let names = TypeText.names(range, in: file)
    var parts: [LintContext.NameParts] = []
    var knownReference: [Bool] = []
    var dependency: String? = nil
    parts.reserveCapacity(names.count)
    knownReference.reserveCapacity(names.count)
    for name in names {
      let last = TypeText.lastPart(name)
      parts.append(LintContext.NameParts(last: last, prefix: []))
      if dependency == nil, let last, StateDependency.isDependencyType(last) { dependency = last }
      knownReference.append(last.map(StateReferenceType.isKnownReference) ?? false)
    }
    let joined = TypeText.joined(range, in: file)
    return Entry(names: names, parts: parts, isFunctionType: TypeText.isFunctionType(range, in: file), joined: joined,
                 collectionElement: TypeText.collectionElement(joined), dependency: dependency, knownReference: knownReference,
                 arrayElement: TypeText.arrayElement(joined))
  }
}
