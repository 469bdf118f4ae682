/// Escaping for the text formats the reporters write.
enum Escape {
  /// A JSON string literal, quotes included.
  static func json(_ text: String) -> String {
    // Most texts need no escape: checked on UTF-8 bytes, then copied whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// XML character data or an attribute value. Characters XML 1.0 forbids (most control
  /// characters) become U+FFFD; line breaks and tabs in attributes become character references
  /// so attribute normalization keeps them.
  static func xml(_ text: String, attribute: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += attribute ? "&quot;" : "\""
      case "'": result += attribute ? "&apos;" : "'"
      case "\n": result += attribute ? "&#10;" : "\n"
      case "\r": result += "&#13;"
      case "\t": result += attribute ? "&#9;" : "\t"
      default:
        let v = scalar.value
        if v < 0x20 || v == 0xFFFE || v == 0xFFFF { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// A relative URI reference for a path: every byte outside the unreserved set and `/` is
  /// percent-encoded (spaces, `%`, `#`, `?`, `:`, non-ASCII as UTF-8).
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
           UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + result : result
  }

  /// GitHub workflow-command data: `%`, CR and LF.
  static func workflowData(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// GitHub workflow-command property values: data escapes plus `:` and `,`.
  static func workflowProperty(_ text: String) -> String {
    var result = ""
    for character in workflowData(text).unicodeScalars {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Text in a Markdown table cell: pipes escaped, line breaks flattened, HTML neutralized.
  static func markdownCell(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "|": result += "\\|"
      case "\n", "\r", "\r\n": result += " "
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}
