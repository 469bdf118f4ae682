/// Report text built as UTF-8 bytes in one growing buffer.
///
/// The reporters print one line per finding, and a monorepo has tens of thousands of findings:
/// appending bytes costs a few instructions per byte, where string interpolation and `+` built
/// several intermediate strings per line. The text produced is the same. `migrate` builds its
/// diagnostics with it too.
public struct TextBuffer {
  /// The bytes, in storage of their own: a buffer copied shares it until one of the copies is
  /// written to (as an array's would). Each piece is copied in with one test of room and one
  /// copy, where `Array.append(contentsOf:)` went through the generic sequence path for every
  /// piece of every line (a few per finding), at some hundred instructions each.
  private var storage: TextBufferStorage

  public init(capacity: Int = 0) { storage = TextBufferStorage(capacity: capacity) }

  public var text: String { storage.count == 0 ? "" : String(decoding: storage.bytes, as: UTF8.self) }

  @inline(__always)
  public mutating func append(_ string: String) {
    string.withUTF8InPlace { write($0.baseAddress, $0.count) }
  }

  public var byteCount: Int { storage.count }

  /// The bytes written so far, given to `body` (valid only inside it), without a copy.
  public func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try withExtendedLifetime(storage) { try body(UnsafeRawBufferPointer(storage.bytes)) }
  }

  /// What `other` holds, less its first `count` bytes.
  mutating func append(_ other: TextBuffer, droppingFirst count: Int = 0) {
    precondition(count >= 0 && count <= other.byteCount, "Index out of range")
    // `other` keeps its storage alive while it is copied (when it is this buffer's own, this
    // buffer's is copied before it is written: two hold it).
    write(other.storage.base + count, other.storage.count - count)
  }

  @inline(__always)
  public mutating func append(_ string: StaticString) {
    // A one-scalar literal may be stored as a scalar, without a pointer to UTF-8.
    if string.hasPointerRepresentation {
      write(string.utf8Start, string.utf8CodeUnitCount)
    } else {
      string.withUTF8Buffer { write($0.baseAddress, $0.count) }
    }
  }

  /// A decimal number, written without making a string first.
  public mutating func append(_ number: Int) {
    Self.withDecimal(number) { write($0.baseAddress, $0.count) }
  }

  /// Appends `count` bytes, which `fill` writes through the cursor it is given, every one of
  /// them and no more: one test of room for several pieces.
  @inline(__always)
  mutating func write(count: Int, _ fill: (inout TextCursor) -> Void) {
    var cursor = TextCursor(at: room(for: count))
    let start = cursor.at
    fill(&cursor)
    precondition(cursor.at - start == count, "the bytes written are the bytes made room for")
    storage.count += count
  }

  /// Appends one byte.
  @inline(__always)
  private mutating func write(_ byte: UInt8) {
    let at = room(for: 1)
    at.pointee = byte
    storage.count += 1
  }

  /// Appends the `count` bytes at `source`.
  @inline(__always)
  private mutating func write(_ source: UnsafePointer<UInt8>?, _ count: Int) {
    guard count > 0, let source else { return }
    let at = room(for: count)
    // Most pieces are a few bytes (`: `, ` [`, a line number): copied in place, not through a
    // call to `memcpy`.
    if count <= 16 {
      for k in 0..<count { at[k] = source[k] }
    } else {
      at.update(from: source, count: count)
    }
    storage.count += count
  }

  /// Where `extra` more bytes go, in storage this buffer alone holds with room for them.
  @inline(__always)
  private mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) {
      storage = storage.copy(minimumCapacity: storage.count + extra)
    } else if storage.capacity - storage.count < extra {
      storage.grow(minimumCapacity: storage.count + extra)
    }
    return storage.base + storage.count
  }

  /// Appends `number` as `"\(number)"` spells it, without making a string first.
  static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    // A byte at a time: a few digits cost less so than through `append(contentsOf:)`.
    withDecimal(number) { for digit in $0 { bytes.append(digit) } }
  }

  /// The bytes of `"\(number)"`, made in scratch space (the digits from the last) and given to
  /// `body`.
  @inline(__always)
  static func withDecimal<R>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    return withUnsafeMutableBytes(of: &digits) { raw in
      // 24 bytes: room for the 20 of `Int.min`.
      let scratch = raw.bindMemory(to: UInt8.self)
      var k = scratch.count
      var rest = number.magnitude
      repeat {
        k -= 1
        scratch[k] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      if number < 0 {
        k -= 1
        scratch[k] = UInt8(ascii: "-")
      }
      return body(UnsafeBufferPointer(rebasing: scratch[k...]))
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Whether one of the eight bytes of `word` is below 0x20, a `"` or a `\\` (the bytes JSON
  /// escapes). Exact, both ways: for `n` at most 0x80, `(v - n·0x01…01) & ~v & 0x80…80` is
  /// nonzero exactly when some byte of `v` is below `n`. A borrow passes to the next byte only
  /// from a byte below `n`, so the lowest such byte gets none and ends with its high bit set (as
  /// `~v` has it); with no byte below `n` there are no borrows, and a byte whose difference has
  /// its high bit set is 0x80 or more, clear in `~v`. `n` is 0x20 for the control bytes, and 1
  /// after an exclusive or with `"` or `\\` in every byte (a zero byte is a match).
  @inline(__always)
  static func mayNeedEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let quoteFound = (quote &- ones) & ~quote & highs
    let backslashFound = (backslash &- ones) & ~backslash & highs
    return control | quoteFound | backslashFound != 0
  }

  /// `text` as a JSON string literal, quotes included: what `Escape.json` returns. Only ASCII
  /// bytes are ever escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so escaping
  /// byte by byte equals escaping scalar by scalar.
  mutating func appendJSON(_ text: String) {
    write(UInt8(ascii: "\""))
    text.withUTF8InPlace { utf8 in
      // Runs that need no escape (nearly all of a message) are copied whole.
      var copied = 0
      var k = 0
      while k < utf8.count {
        // Eight bytes at once while none of them needs an escape (a test per byte cost more than
        // the rest of a line); a word that may hold one is read byte by byte.
        if utf8.count - k >= 8, !Self.mayNeedEscape(UnsafeRawPointer(utf8.baseAddress! + k).loadUnaligned(as: UInt64.self)) {
          k += 8
          continue
        }
        let byte = utf8[k]
        k += 1
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        let at = k - 1
        write(utf8.baseAddress.map { $0 + copied }, at - copied)
        copied = at + 1
        switch byte {
        case UInt8(ascii: "\""): append("\\\"" as StaticString)
        case UInt8(ascii: "\\"): append("\\\\" as StaticString)
        case 0x0A: append("\\n" as StaticString)
        case 0x0D: append("\\r" as StaticString)
        case 0x09: append("\\t" as StaticString)
        default:
          append("\\u00" as StaticString)
          write(Self.hexDigits[Int(byte >> 4)])
          write(Self.hexDigits[Int(byte & 0x0F)])
        }
      }
      write(utf8.baseAddress.map { $0 + copied }, utf8.count - copied)
    }
    write(UInt8(ascii: "\""))
  }
}

/// Where `TextBuffer.write(count:_:)` writes the next byte, in room made for them.
struct TextCursor {
  private(set) var at: UnsafeMutablePointer<UInt8>

  init(at: UnsafeMutablePointer<UInt8>) { self.at = at }

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    at.pointee = byte
    at += 1
  }

  @inline(__always)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    // Short pieces are copied in place, not through a call to `memcpy` (see `TextBuffer.write`).
    if bytes.count <= 16 {
      for k in 0..<bytes.count { at[k] = source[k] }
    } else {
      at.update(from: source, count: bytes.count)
    }
    at += bytes.count
  }

  @inline(__always)
  mutating func put(_ literal: StaticString) {
    // A one-scalar literal may be stored as a scalar, without a pointer to UTF-8.
    if literal.hasPointerRepresentation {
      put(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      literal.withUTF8Buffer { put($0) }
    }
  }
}

/// The bytes of a `TextBuffer`: `count` of them written at `base`, room for `capacity`. Owned by
/// one buffer (or shared by copies of one, none of which writes while it is shared).
final class TextBufferStorage {
  private(set) var base: UnsafeMutablePointer<UInt8>
  var count = 0
  private(set) var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// Room for `minimumCapacity` bytes at least (twice as much as before, so appending stays linear).
  func grow(minimumCapacity: Int) {
    let grown = max(minimumCapacity, 2 * capacity)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.update(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = grown
  }

  /// A storage of its own with these bytes and room for `minimumCapacity`.
  func copy(minimumCapacity: Int) -> TextBufferStorage {
    let copy = TextBufferStorage(capacity: max(minimumCapacity, capacity))
    copy.base.update(from: base, count: count)
    copy.count = count
    return copy
  }
}
