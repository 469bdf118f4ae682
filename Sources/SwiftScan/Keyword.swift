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

  private let spellings: UnsafeMutableBufferPointer<UInt8>
  private let spellingStart: UnsafeMutableBufferPointer<Int32>
  /// For each `length * 256 + first`: first candidate index and count, packed as `start << 8 | count`.
  private let buckets: UnsafeMutableBufferPointer<UInt32>
  private let candidates: UnsafeMutableBufferPointer<UInt8>

  private init() {
    let words = Keyword.allCases.map { keyword -> [UInt8] in
      switch keyword {
      case .none: return []
      case .underscore: return [UInt8(ascii: "_")]
      default: return Array(String(describing: keyword).utf8)
      }
    }
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
    var next = 0
    for length in 1...Self.maximumLength {
      for first in 0..<256 {
        let matching = words.indices.filter { words[$0].count == length && Int(words[$0][0]) == first }
        guard !matching.isEmpty else { continue }
        buckets[length * 256 + first] = UInt32(next) << 8 | UInt32(matching.count)
        for k in matching { candidates[next] = UInt8(k); next += 1 }
      }
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
