/// Words the scanner and the rules look for, classified once by the lexer so later passes
/// compare a byte, not a string. `none` for every other identifier.
public enum Keyword: UInt8, Sendable, CaseIterable {
  case none
  // Declarations
  case `class`, `struct`, `enum`, `actor`, `extension`, `protocol`, `func`, `init`, `deinit`, `subscript`
  case `var`, `let`, `import`, `typealias`, `associatedtype`, `case`
  // Statements
  case `if`, `guard`, `for`, `while`, `switch`, `catch`, `do`, `else`, `repeat`, `defer`, `return`, `in`
  case `where`, `throw`, `try`, `await`, `break`, `continue`, `fallthrough`
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

  /// The keyword spelled by `bytes[start..<end]`, without allocating.
  @inline(__always)
  static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    KeywordTable.shared.classify(bytes, start, end)
  }
}

/// Flat lookup tables for `Keyword.classify`: candidates by (length, first byte), spellings in one
/// buffer. Allocated once and never freed, so the lexer reads them without reference counting.
final class KeywordTable: @unchecked Sendable {
  static let shared = KeywordTable()
  static let maximumLength = 14

  /// The spelling of each keyword, in case order (`none` has none).
  static let spellings: [String] = [
    "", "class", "struct", "enum", "actor", "extension", "protocol", "func", "init", "deinit",
    "subscript", "var", "let", "import", "typealias", "associatedtype", "case", "if", "guard",
    "for", "while", "switch", "catch", "do", "else", "repeat", "defer", "return", "in", "where",
    "throw", "try", "await", "break", "continue", "fallthrough", "self", "Self", "super", "true",
    "false", "nil", "is", "as", "some", "any", "get", "set", "willSet", "didSet", "_read",
    "_modify", "static", "private", "fileprivate", "internal", "public", "open", "final", "lazy",
    "weak", "unowned", "override", "nonisolated", "mutating", "nonmutating", "dynamic", "optional",
    "required", "convenience", "indirect", "isolated", "package", "consuming", "borrowing",
    "throws", "rethrows", "async", "inout", "_"
  ]

  private let spellings: UnsafeMutableBufferPointer<UInt8>
  private let spellingStart: UnsafeMutableBufferPointer<Int32>
  /// For each `length * 256 + first`: first candidate index and count, packed as `start << 8 | count`.
  private let buckets: UnsafeMutableBufferPointer<UInt32>
  private let candidates: UnsafeMutableBufferPointer<UInt8>

  private init() {
    // Spelled out (`String(describing:)` of each case costs more than all the rest of the
    // table); `KeywordTests` checks them against the case names.
    let words = Self.spellings.map { Array($0.utf8) }
    precondition(words.count == Keyword.allCases.count)
    spellings = .allocate(capacity: words.reduce(0) { $0 + $1.count })
    spellingStart = .allocate(capacity: words.count)
    var offset = 0
    for (k, word) in words.enumerated() {
      spellingStart[k] = Int32(offset)
      for byte in word { spellings[offset] = byte; offset += 1 }
    }
    buckets = .allocate(capacity: (Self.maximumLength + 1) * 256)
    buckets.initialize(repeating: 0)
    candidates = .allocate(capacity: words.count)
    // Candidates grouped by (length, first byte), each group in keyword order.
    let ordered = words.indices.filter { !words[$0].isEmpty }.sorted {
      (words[$0].count, words[$0][0], $0) < (words[$1].count, words[$1][0], $1)
    }
    var next = 0
    for k in ordered {
      let slot = words[k].count * 256 + Int(words[k][0])
      if buckets[slot] == 0 { buckets[slot] = UInt32(next) << 8 }
      buckets[slot] += 1
      candidates[next] = UInt8(k)
      next += 1
    }
  }

  @inline(__always)
  func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
    let length = end - start
    guard length >= 1, length <= Self.maximumLength else { return .none }
    let bucket = buckets[length * 256 + Int(bytes[start])]
    guard bucket != 0 else { return .none }
    var index = Int(bucket >> 8)
    let last = index + Int(bucket & 0xFF)
    while index < last {
      let candidate = candidates[index]
      let spelling = Int(spellingStart[Int(candidate)])
      var k = 1
      while k < length, spellings[spelling + k] == bytes[start + k] { k += 1 }
      if k == length { return Keyword(rawValue: candidate)! }
      index += 1
    }
    return .none
  }
}
