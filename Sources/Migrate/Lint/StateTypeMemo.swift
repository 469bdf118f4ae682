import SwiftScan

/// What the State rules read of a field's type annotation that depends on the annotation alone:
/// its written names and their last parts, whether it spells a function type, the type joined,
/// its collection element, and which names are dependencies or known reference types. Worked out
/// once per distinct annotation and shared by every file one worker lints (`Int`, `String`,
/// `Bool` are most fields of most States), instead of made again, strings and all, per field.
///
/// Contract: an entry answers as the functions it stands for (`TypeText.names`,
/// `TypeText.lastPart`, `TypeText.isFunctionType`, `TypeText.joined`,
/// `TypeText.collectionElement`, `StateDependency.isDependencyType`,
/// `StateReferenceType.isKnownReference`) answer for the annotation's tokens. Those read only the
/// kinds and texts of the range's significant tokens (trivia only tells `TypeText.names` to join
/// a name's parts rather than take its bytes in one run, which spell the same string), so two
/// annotations whose significant tokens have the same kinds and texts in order get the same
/// answers: that sequence is the key. Not shared between threads: each worker has its own.
final class StateTypeMemo: @unchecked Sendable {
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
    /// `StateReferenceType.referenceName` of a field so annotated.
    var reference: String?? = nil
  }

  /// By entry (as `entries`).
  @exclusivity(unchecked) var fileAnswers: [FileAnswers] = []
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

  deinit { scratch.deallocate() }

  /// Called as a file's lint starts (no index given before is in use then): a full table starts
  /// over. Returns the file's number, which no earlier file of this memo had (its `FileAnswers`).
  @discardableResult
  func startFile() -> Int {
    if entries.count >= Self.capacity {
      entries.removeAll()
      fileAnswers.removeAll()
      keys = SpellingTable()
    }
    currentFile += 1
    return currentFile
  }

  /// The index in `entries` of the annotation written in `range` of `file`.
  func entry(_ range: Range<Int>, in file: ScannedFile) -> Int {
    let id: Int = file.tokens.withUnsafeBufferPointer { tokens in
      file.bytes.withUnsafeBufferPointer { bytes in
        var size = 0
        for t in range where !tokens[t].kind.isTrivia { size += Int(tokens[t].end - tokens[t].start) + 2 }
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
        return keys.intern(UnsafeBufferPointer(scratch), 0..<n)
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
