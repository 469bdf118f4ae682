/// Words the scanner and the rules look for, classified once by the lexer so later passes
/// compare a byte, not a string. `none` for every other identifier.
public enum Keyword: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  case none
  // Declarations and statements with a body: the keywords the outline pass has work for
  // (`introducesOutline`), one run of raw values.
  case `class`, `struct`, `enum`, `actor`, `extension`, `protocol`, `func`, `init`, `deinit`, `subscript`
  case `var`, `let`, `import`
  case `if`, `guard`, `for`, `while`, `switch`, `catch`, `do`, `else`, `repeat`, `defer`
  // Other declarations
  case `typealias`, `associatedtype`, `case`
  // Other statements
  case `return`, `in`, `where`, `throw`, `try`, `await`, `break`, `continue`, `fallthrough`
  // Expressions
  case `self`, `Self`, `super`, `true`, `false`, `nil`, `is`, `as`, `some`, `any`
  // Accessors
  case `get`, `set`, `willSet`, `didSet`, `_read`, `_modify`
  // Modifiers
  case `static`, `private`, `fileprivate`, `internal`, `public`, `open`, `final`, `lazy`, `weak`, `unowned`
  case `override`, `nonisolated`, `mutating`, `nonmutating`, `dynamic`, `optional`, `required`, `convenience`
  case `indirect`, `isolated`, `package`, `consuming`, `borrowing`
  // Effects
  case `throws`, `rethrows`, `async`, `inout`
  /// `_`
  case underscore

  /// Whether the word is a declaration modifier (`private`, `static`, `lazy`, …).
  public var isModifier: Bool { rawValue >= Keyword.static.rawValue && rawValue <= Keyword.borrowing.rawValue }

  /// Whether the word introduces a declaration the outline records or a braced body (`class` …
  /// `import`, `if` … `defer`): the identifiers `OutlinePass.walk` has work for, which the lexer
  /// records as it makes them (`LexerState.stops`). A range test, where a set would hold two
  /// registers across the lexer's loop.
  @inline(__always) var introducesOutline: Bool {
    rawValue &- Keyword.class.rawValue <= Keyword.defer.rawValue &- Keyword.class.rawValue
  }

  /// `introducesOutline`, or `typealias` (the case after them): the lexer's one test of a name
  /// for both (`LexedSigns.hasTypealias`).
  @inline(__always) var introducesOutlineOrTypealias: Bool {
    rawValue &- Keyword.class.rawValue <= Keyword.typealias.rawValue &- Keyword.class.rawValue
  }

  /// The keyword spelled by `bytes[start..<end]`, without allocating.
  @inline(__always)
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    KeywordTable.shared.classify(bytes, start, end)
  }
}

/// Flat lookup tables for `Keyword.classify`: an open-addressing table on (length, first byte,
/// last byte), spellings as words. Made once, in the block of the lexer's byte classes, right after
/// them (`ByteClasses.keywords`), and never freed; a value of one pointer, so the lexer copies it
/// without reference counting.
struct KeywordTable: @unchecked Sendable {
  static let shared = ByteClasses.shared.keywords
  static let maximumLength = 14

  /// The spelling of each keyword, in case order (`none` has none).
  static let spellings: [String] = [
    "", "class", "struct", "enum", "actor", "extension", "protocol", "func", "init", "deinit",
    "subscript", "var", "let", "import", "if", "guard", "for", "while", "switch", "catch", "do",
    "else", "repeat", "defer", "typealias", "associatedtype", "case", "return", "in", "where",
    "throw", "try", "await", "break", "continue", "fallthrough", "self", "Self", "super", "true",
    "false", "nil", "is", "as", "some", "any", "get", "set", "willSet", "didSet", "_read",
    "_modify", "static", "private", "fileprivate", "internal", "public", "open", "final", "lazy",
    "weak", "unowned", "override", "nonisolated", "mutating", "nonmutating", "dynamic", "optional",
    "required", "convenience", "indirect", "isolated", "package", "consuming", "borrowing",
    "throws", "rethrows", "async", "inout", "_"
  ]

  /// Not keywords, but in the table after them (from entry `firstSignEntry` on): the lexer notes
  /// a name spelled so (`LexedSigns`) in the lookup most names leave at an empty slot. First
  /// `observe` (`LexedSigns.namesObserve`), then the words every candidate of the migration rules
  /// spells (`LexedSigns.namesViewStore`, `namesIfLet`, `namesPublisher`), then the network and
  /// persistence names the lint looks for in view code (`LexedSigns.namesIOWord`; the two longer
  /// than a table entry holds are `longSignSpelling(ofLength:)`'s).
  static let signSpellings = ["observe", "ViewStore", "ViewStoreOf", "ifLet", "publisher", "URLSession", "viewContext", "UserDefaults"]
  /// The table entry of `signSpellings[0]`: the one after the last keyword's.
  @inline(__always) static var firstSignEntry: Int { Int(Keyword.underscore.rawValue) &+ 1 }

  /// Sign words above `maximumLength`, compared where a name of their length meets no table
  /// (names that long are rare): `LexedSigns.namesIOWord`'s, one of each length.
  static func longSignSpelling(ofLength length: Int) -> StaticString? {
    switch length {
    case 21: "NSPersistentContainer"
    case 22: "NSManagedObjectContext"
    default: nil
    }
  }

  /// The three tables in one block, `slots`, `masks` and `words` at fixed offsets: one pointer
  /// for the lexer to keep (it spilled three, and reloaded each).
  private let block: UnsafeMutableRawPointer
  /// The bytes the tables take (from a block aligned for `UInt64`).
  static var byteCount: Int { wordsOffset + 2 * (Keyword.allCases.count + signSpellings.count) * MemoryLayout<UInt64>.stride }
  private static let masksOffset = slotMask + 1
  private static let wordsOffset = masksOffset + 2 * (maximumLength + 1) * MemoryLayout<UInt64>.stride
  /// Each keyword's spelling as two little-endian words, zero-padded (`none`'s are zero), then
  /// the `signSpellings`'.
  @inline(__always) private var words: UnsafeMutablePointer<UInt64> {
    (block + Self.wordsOffset).assumingMemoryBound(to: UInt64.self)
  }
  /// For each length, the masks that keep its first `length` bytes of two words.
  @inline(__always) private var masks: UnsafeMutablePointer<UInt64> {
    (block + Self.masksOffset).assumingMemoryBound(to: UInt64.self)
  }
  /// An open-addressing table keyed by `hash(length, first, last)`: the raw value of a keyword
  /// (or a sign word's entry) in the probe run from its hash, 0 in an empty slot. A keyword is found by comparing words
  /// along the run from the identifier's hash up to an empty slot (every keyword sits in the run
  /// from its own hash, so the walk is exact whatever collides); most names stop at an empty slot.
  @inline(__always) private var slots: UnsafeMutablePointer<UInt8> { block.assumingMemoryBound(to: UInt8.self) }
  /// Room for every hash (`hash`), so a hash needs no mask.
  static let slotBits = 11
  static let slotMask = (1 << slotBits) - 1

  /// The tables at `block` (`byteCount` bytes, aligned for `UInt64`), made by `init(making:)`.
  @inline(__always) init(at block: UnsafeMutableRawPointer) {
    self.block = block
  }

  /// Makes the tables at `block` (`byteCount` bytes, aligned for `UInt64`, uninitialized).
  init(making block: UnsafeMutableRawPointer) {
    // Spelled out (`String(describing:)` of each case costs more than all the rest of the
    // table); `KeywordTests` checks them against the case names. Each read in place (`withUTF8`
    // of a literal copies nothing), where an array of its bytes was made per spelling.
    let entries = Self.spellings.count + Self.signSpellings.count
    precondition(Self.spellings.count == Keyword.allCases.count && Self.firstSignEntry == Keyword.allCases.count)
    // A byte each in `LexedSigns.entryBits`.
    precondition(Self.signSpellings.count <= 8)
    precondition(Int(bitPattern: block) % MemoryLayout<UInt64>.alignment == 0)
    self.block = block
    block.bindMemory(to: UInt8.self, capacity: Self.slotMask + 1)
    (block + Self.masksOffset).bindMemory(to: UInt64.self, capacity: 2 * (Self.maximumLength + 1))
    (block + Self.wordsOffset).bindMemory(to: UInt64.self, capacity: 2 * entries)
    for length in 0...Self.maximumLength {
      masks[2 * length] = length >= 8 ? ~0 : (1 << UInt64(8 * length)) - 1
      masks[2 * length + 1] = length <= 8 ? 0 : length >= 16 ? ~0 : (1 << UInt64(8 * (length - 8))) - 1
    }
    slots.initialize(repeating: 0, count: Self.slotMask + 1)
    for k in 0..<entries {
      var spelling = k < Self.spellings.count ? Self.spellings[k] : Self.signSpellings[k - Self.spellings.count]
      spelling.withUTF8 { word in
        precondition(word.count <= Self.maximumLength)
        let packed = Self.pack(word.baseAddress ?? UnsafePointer(bitPattern: 1)!, word.count)
        self.words[2 * k] = packed.low
        self.words[2 * k + 1] = packed.high
        guard let last = word.last else { return }
        var slot = Self.hash(word.count, word[0], last)
        while slots[slot] != 0 { slot = (slot + 1) & Self.slotMask }
        slots[slot] = UInt8(k)
      }
    }
  }

  /// Below `1 << slotBits` for a `length` up to `maximumLength` (each term is below 2^11).
  @inline(__always)
  static func hash(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
    // A few shifts and exclusive ors (any function is exact, see `slots`; this one spreads
    // the keywords' letters well enough that names mostly land on an empty slot).
    Int(first) ^ Int(last) &<< 3 ^ length &<< 7
  }

  /// The first `length` (at most 16) bytes at `start` as two little-endian words, zero-padded.
  static func pack(_ start: UnsafePointer<UInt8>, _ length: Int) -> (low: UInt64, high: UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var k = 0
    while k < length {
      if k < 8 { low |= UInt64(start[k]) << UInt64(8 * k) } else { high |= UInt64(start[k]) << UInt64(8 * (k - 8)) }
      k += 1
    }
    return (low, high)
  }

  @inline(__always)
  func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    guard end - start >= 1 else { return .none }
    var signs = LexedSigns()
    return classify(bytes.baseAddress!, start, end, bytes.count, signs: &signs)
  }

  /// Notes in `signs` a name of `length` bytes at `start` spelled as a long sign word
  /// (`longSignSpelling(ofLength:)`).
  @inline(never)
  static func noteLongSign(_ start: UnsafePointer<UInt8>, _ length: Int, in signs: inout LexedSigns) {
    if let word = longSignSpelling(ofLength: length), ScannedFile.equal(start, word.utf8Start, length) { signs.noteIOWord() }
  }

  /// The keyword spelled by `bytes[start..<end]` (not empty) of a buffer of `count` bytes; notes
  /// in `signs` a spelling of `signSpellings` (not a keyword: `none`).
  /// Compares two words per candidate, not byte by byte: where 16 bytes from `start` lie inside
  /// the buffer they are loaded whole and masked to the length (the same value `pack` makes).
  /// Words of different lengths never compare equal: names and keywords hold no zero byte.
  @inline(__always)
  func classify(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ count: Int, signs: inout LexedSigns) -> Keyword {
    let length = end &- start
    guard length <= Self.maximumLength else {
      // The lengths `longSignSpelling(ofLength:)` has a word of (tested here: most long names pass).
      if length == 21 || length == 22 { Self.noteLongSign(bytes + start, length, in: &signs) }
      return .none
    }
    var slot = Self.hash(length, bytes[start], bytes[end &- 1])
    var candidate = Int(slots[slot])
    guard candidate != 0 else { return .none }
    let low: UInt64
    let high: UInt64
    if start &+ 16 <= count {
      let raw = UnsafeRawPointer(bytes + start)
      low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & masks[2 &* length]
      high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & masks[2 &* length &+ 1]
    } else {
      (low, high) = Self.pack(bytes + start, length)
    }
    repeat {
      // Slots hold raw values of keywords (`init`), so the cast makes a valid case, or a sign
      // word's entry, answered apart.
      if words[2 &* candidate] == low, words[2 &* candidate &+ 1] == high {
        guard candidate < Self.firstSignEntry else { signs.note(entry: candidate &- Self.firstSignEntry); return .none }
        return unsafeBitCast(UInt8(truncatingIfNeeded: candidate), to: Keyword.self)
      }
      slot = (slot &+ 1) & Self.slotMask
      candidate = Int(slots[slot])
    } while candidate != 0
    return .none
  }
}
