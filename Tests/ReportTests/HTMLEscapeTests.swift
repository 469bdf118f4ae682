import Testing
@testable import Migrate

/// The report's HTML escaping works on bytes; it must print what escaping scalar by scalar
/// printed, for every character class it treats apart.
@Suite("HTML escaping")
struct HTMLEscapeTests {
  /// Escaping as the page is specified: entities for `& < > " '`, U+FFFD for control characters
  /// other than tab and line breaks (C0, DEL, C1), everything else kept.
  static func reference(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  @Test func escapesAsScalarByScalar() {
    var samples = (0..<0x200).compactMap { UnicodeScalar($0).map { "a\(Character($0))b" } }
    samples += ["", "plain code", "if a < b && c > d { print(\"x\", 'y') }", "\r\n\t", "é\u{85}\u{9F}\u{A0}🙂<", "\u{C2}\u{80}"]
    for sample in samples {
      #expect(HTMLText.escape(sample) == Self.reference(sample), "\(Array(sample.utf8))")
    }
  }
}
