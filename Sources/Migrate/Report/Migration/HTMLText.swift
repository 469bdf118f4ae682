/// HTML building blocks for the report page: escaping, highlighted code, anchors.
enum HTMLText {
  /// Text or attribute value: `&`, `<`, `>`, quotes escaped; control characters other than tab and
  /// line breaks (which HTML forbids) become U+FFFD. Everything else, non-ASCII included, is kept
  /// as UTF-8, which the page declares.
  static func escape(_ text: String) -> String {
    // On UTF-8 bytes (a string is valid UTF-8, so this is escaping scalar by scalar): most text
    // of a page (code lines, paths) needs nothing, and is returned as it is.
    // (Read in place, without a mutable copy of the text.)
    guard let first = text.withUTF8InPlace({ firstToEscape($0, from: 0) }) else { return text }
    return text.withUTF8InPlace { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 32)
      var copied = 0, k = first
      while k < bytes.count {
        guard let at = firstToEscape(bytes, from: k) else { break }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<at]))
        switch bytes[at] {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
        default: out.append(contentsOf: replacement)
        }
        // A C1 control character is two bytes (0xC2 0x80…0x9F).
        k = at + (bytes[at] == 0xC2 ? 2 : 1)
        copied = k
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// U+FFFD, for the control characters HTML forbids.
  private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

  /// The first byte at or after `start` that `escape` replaces: `& < > " '`, a control character
  /// other than tab and line breaks, DEL, or the lead byte of a C1 control character.
  private static func firstToEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var k = start
    while k < bytes.count {
      let b = bytes[k]
      switch b {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F: return k
      case 0x09, 0x0A, 0x0D: break
      case ..<0x20: return k
      case 0xC2: if k + 1 < bytes.count, bytes[k + 1] >= 0x80, bytes[k + 1] <= 0x9F { return k }
      default: break
      }
      k += 1
    }
    return nil
  }

  /// A line of code with its highlighting spans (byte ranges of the line) as `<span class>`.
  static func code(_ line: SnippetLine) -> String {
    let bytes = Array(line.text.utf8)
    var out = "", k = 0
    for span in line.spans where span.range.lowerBound >= k && span.range.upperBound <= bytes.count {
      out += escape(String(decoding: bytes[k..<span.range.lowerBound], as: UTF8.self))
      out += "<span class=\"t-\(span.kind.rawValue)\">" + escape(String(decoding: bytes[span.range], as: UTF8.self)) + "</span>"
      k = span.range.upperBound
    }
    return out + escape(String(decoding: bytes[k...], as: UTF8.self))
  }

  /// A stable element id for any text (FNV-1a of its UTF-8): ids from paths would need escaping
  /// rules of their own, and must not contain spaces.
  static func anchor(_ prefix: String, _ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return prefix + "-" + String(hash, radix: 36)
  }

  /// The two columns of a site, old beside new: context lines on both sides, then each run of
  /// removed lines paired row by row with the added lines that replace it.
  static func sideBySide(_ lines: [SnippetLine]) -> String {
    var rows = "", removed: [SnippetLine] = [], added: [SnippetLine] = []
    func cell(_ line: SnippetLine?, number: Int?, kind: String) -> String {
      guard let line else { return "<td class=\"ln\"></td><td class=\"code empty\"></td>" }
      // The −/+ signs come from CSS, so copying code from the page copies code only.
      return "<td class=\"ln\">\(number.map(String.init) ?? "")</td><td class=\"code \(kind)\">\(code(line))</td>"
    }
    func flush() {
      for k in 0..<max(removed.count, added.count) {
        let old = k < removed.count ? removed[k] : nil, new = k < added.count ? added[k] : nil
        rows += "<tr>" + cell(old, number: old?.number, kind: "del") + cell(new, number: new?.number, kind: "add") + "</tr>\n"
      }
      removed = []; added = []
    }
    for line in lines {
      switch line.kind {
      case .removed: removed.append(line)
      case .added: added.append(line)
      case .context:
        flush()
        rows += "<tr>" + cell(line, number: line.number, kind: "ctx") + cell(line, number: line.newNumber, kind: "ctx") + "</tr>\n"
      }
    }
    flush()
    return "<table class=\"sbs\"><colgroup><col class=\"lnc\"><col><col class=\"lnc\"><col></colgroup>"
      + "<thead><tr><th colspan=\"2\">before</th><th colspan=\"2\">after</th></tr></thead><tbody>\n" + rows + "</tbody></table>"
  }

  /// A single column of code (a refused chain) with line numbers.
  static func listing(_ lines: [SnippetLine]) -> String {
    "<table class=\"listing\"><tbody>"
      + lines.map { "<tr><td class=\"ln\">\($0.number)</td><td class=\"code ctx\">\(code($0))</td></tr>" }.joined(separator: "\n")
      + "</tbody></table>"
  }
}
