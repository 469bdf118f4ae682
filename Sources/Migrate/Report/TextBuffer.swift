/// Report text built as UTF-8 bytes in one growing buffer.
///
/// The reporters print one line per finding, and a monorepo has tens of thousands of findings:
/// appending bytes costs a few instructions per byte, where string interpolation and `+` built
/// several intermediate strings per line. The text produced is the same. `migrate` builds its
/// diagnostics with it too.
public struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func append(_ string: String) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
  }

  public var byteCount: Int { bytes.count }

  /// What `other` holds, less its first `count` bytes.
  mutating func append(_ other: TextBuffer, droppingFirst count: Int = 0) {
    bytes.append(contentsOf: other.bytes[count...])
  }

  public mutating func append(_ string: StaticString) {
    string.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A decimal number, written without making a string first.
  public mutating func append(_ number: Int) { Self.appendDecimal(number, to: &bytes) }

  /// Appends `number` as `"\(number)"` spells it, without making a string first.
  static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    guard number != 0 else { bytes.append(UInt8(ascii: "0")); return }
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = number.magnitude
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      }
      for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[k]) }
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// `text` as a JSON string literal, quotes included: what `Escape.json` returns. Only ASCII
  /// bytes are ever escaped, and no byte of a multi-byte UTF-8 sequence is ASCII, so escaping
  /// byte by byte equals escaping scalar by scalar.
  mutating func appendJSON(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs that need no escape (nearly all of a message) are copied whole.
      var copied = 0
      for k in utf8.indices {
        let byte = utf8[k]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<k]))
        copied = k + 1
        switch byte {
        case UInt8(ascii: "\""): append("\\\"" as StaticString)
        case UInt8(ascii: "\\"): append("\\\\" as StaticString)
        case 0x0A: append("\\n" as StaticString)
        case 0x0D: append("\\r" as StaticString)
        case 0x09: append("\\t" as StaticString)
        default:
          append("\\u00" as StaticString)
          bytes.append(Self.hexDigits[Int(byte >> 4)])
          bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
