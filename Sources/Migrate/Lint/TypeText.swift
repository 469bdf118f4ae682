import SwiftScan

/// Reading a declared type written as text (`[Item]?`, `IdentifiedArrayOf<Row.State>`,
/// `(() -> Void)?`). Types are short, so they are read from their significant tokens joined
/// without trivia, which makes `[ Item ]` and `[Item]` the same.
enum TypeText {
  /// Significant token texts of a range joined without trivia.
  static func joined(_ range: Range<Int>, in file: ScannedFile) -> String {
    guard let first = range.first(where: { !file.tokens[$0].kind.isTrivia }),
          let last = range.last(where: { !file.tokens[$0].kind.isTrivia }) else { return "" }
    // Most types are written without trivia inside: one string from one run of bytes.
    if !(first...last).contains(where: { file.tokens[$0].kind.isTrivia }) { return file.text(from: first, through: last) }
    var bytes: [UInt8] = []
    for t in first...last where !file.tokens[t].kind.isTrivia { bytes += file.bytes[file.tokens[t].range] }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the type mentions a function type anywhere (`() -> Void`, `[String: (Int) -> Void]`).
  static func isFunctionType(_ range: Range<Int>, in file: ScannedFile) -> Bool {
    range.contains { file.tokens[$0].kind == .operator && file.textEquals($0, "->") }
  }

  /// Dotted names written in the type, outermost first: `Array<Row.State>?` gives `Array`,
  /// `Row.State`. Attribute arguments and labels of tuple elements are names too; callers only
  /// look names up in sets of known types, so that is harmless.
  static func names(_ range: Range<Int>, in file: ScannedFile) -> [String] {
    var names: [String] = []
    appendNames(range, in: file, to: &names)
    return names
  }

  /// `names(range, in: file)` appended to `names`: the lint context keeps every field's names in
  /// one array per file instead of an array per field.
  static func appendNames(_ range: Range<Int>, in file: ScannedFile, to names: inout [String]) {
    // Most fields write one name (`Int`, `String`): one significant identifier is that name.
    var only = -1
    for t in range where !file.tokens[t].kind.isTrivia {
      if only >= 0 || file.tokens[t].kind != .identifier { only = -2; break }
      only = t
    }
    if only == -1 { return }
    if only >= 0 { names.append(name(only, only, contiguous: true, in: file)); return }
    // The current name as its first and last significant tokens (-1: none): made into a string
    // once it ends, from one run of bytes when no trivia splits it.
    var first = -1, last = -1
    var contiguous = true
    var expectPart = false
    func flush() {
      if first >= 0 { names.append(name(first, last, contiguous: contiguous, in: file)) }
      first = -1
    }
    for t in range where !file.tokens[t].kind.isTrivia {
      let kind = file.tokens[t].kind
      if kind == .identifier {
        if expectPart {
          if t != last + 1 { contiguous = false }
          last = t
        } else {
          flush()
          first = t; last = t; contiguous = true
        }
        expectPart = false
      } else if kind == .period, first >= 0 {
        if t != last + 1 { contiguous = false }
        last = t
        expectPart = true
      } else {
        flush()
        expectPart = false
      }
    }
    flush()
  }

  /// The dotted name written from token `first` through `last`, joined without trivia, less one
  /// trailing period.
  private static func name(_ first: Int, _ last: Int, contiguous: Bool, in file: ScannedFile) -> String {
    let start = Int(file.tokens[first].start)
    var end = Int(file.tokens[last].end)
    if contiguous {
      if file.bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
      return file.text(bytes: start..<end)
    }
    let text = joined(first..<(last + 1), in: file)
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  /// The last part of a dotted name (`State` of `Feature.State`), as `split(separator: ".").last`
  /// gives it, without splitting: every name written in every State field passes here.
  static func lastPart(_ name: String) -> String? {
    var name = name
    // On the UTF-8 bytes in place: (start, end) of the part, or nil past ASCII, where a period
    // may start a longer character and the name is split by characters, as before.
    let period = UInt8(ascii: ".")
    let found: (start: Int, end: Int)? = name.withUTF8 { bytes in
      for byte in bytes where byte >= 0x80 { return nil }
      var end = bytes.count
      while end > 0, bytes[end - 1] == period { end -= 1 }
      var start = end
      while start > 0, bytes[start - 1] != period { start -= 1 }
      return (start, end)
    }
    guard let (start, end) = found else { return name.split(separator: ".").last.map(String.init) }
    guard end > 0 else { return nil }
    if start == 0 && end == name.utf8.count { return name }
    return name.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
  }

  /// The type parts of a dotted expression: the leading capitalized names (`DispatchQueue` of
  /// `DispatchQueue.main`, `RunLoop`, `Mode` of `RunLoop.Mode.common`).
  static func typePrefix(_ name: String) -> [String] {
    Array(name.split(separator: ".").map(String.init).prefix { $0.first?.isUppercase == true })
  }

  /// `X` of `X?`, `X!` or `Optional<X>`.
  static func optionalWrapped(_ type: String) -> String? {
    // Each form ends in `?`, `!` or `>`: one byte rules out most types (`Int`, `String`).
    guard let last = type.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || last == UInt8(ascii: ">") else { return nil }
    if type.hasSuffix("?") || type.hasSuffix("!") { return String(type.dropLast()) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
    return nil
  }

  /// Whether `type` may be a collection as `arrayElement` and `collectionElement` read one: false
  /// only for an ASCII type that, less one trailing `?` or `!` (what `optionalWrapped` drops
  /// there), ends in neither `]` nor `>` (and so cannot be `Optional<…>` either). Most State
  /// fields (`Int`, `String?`) are ruled out by two bytes, without the strings unwrapping makes.
  static func mayBeCollection(_ type: String) -> Bool {
    return type.withUTF8InPlace { bytes in
      guard var end = bytes.indices.last else { return false }
      for byte in bytes where byte >= 0x80 { return true }
      if bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: "!") {
        guard end > 0 else { return false }
        end -= 1
      }
      return bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: ">")
    }
  }

  /// The element of an array type: `[X]`, `Array<X>`, optionally wrapped in an optional.
  static func arrayElement(_ type: String) -> String? {
    guard mayBeCollection(type) else { return nil }
    return arrayElement(unwrapped: optionalWrapped(type) ?? type)
  }

  /// `arrayElement` of a type that may be a collection, already unwrapped once: what
  /// `collectionElement` tries first, without ruling out and unwrapping the type again.
  private static func arrayElement(unwrapped type: String) -> String? {
    guard let last = type.utf8.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ">") else { return nil }
    if type.hasPrefix("["), type.hasSuffix("]") {
      let inner = String(type.dropFirst().dropLast())
      // `[K: V]` is a dictionary.
      return topLevelSplit(inner, separator: ":").count == 1 ? inner : nil
    }
    if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
    if type.hasPrefix("ContiguousArray<"), type.hasSuffix(">") { return String(type.dropFirst(16).dropLast()) }
    return nil
  }

  /// The element of any ordered or identified collection a State keeps elements in.
  static func collectionElement(_ type: String) -> String? {
    guard mayBeCollection(type) else { return nil }
    let type = optionalWrapped(type) ?? type
    if let element = arrayElement(unwrapped: type) { return element }
    guard type.utf8.last == UInt8(ascii: ">") else { return nil }
    for prefix in ["IdentifiedArrayOf<", "Set<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    if type.hasPrefix("IdentifiedArray<"), type.hasSuffix(">") {
      let parts = topLevelSplit(String(type.dropFirst(16).dropLast()), separator: ",")
      return parts.count == 2 ? parts[1] : nil
    }
    return nil
  }

  /// The type an initializer spells when the declaration has no annotation: `[Item]()`,
  /// `IdentifiedArrayOf<Item>()`, `Array<Item>()`.
  static func typeFromInitializer(_ text: String) -> String? {
    guard text.hasSuffix("()") else { return nil }
    let type = String(text.dropLast(2))
    return type.isEmpty ? nil : type
  }

  /// Splits at `separator` outside `<>`, `[]` and `()`.
  static func topLevelSplit(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for character in text {
      switch character {
      case "<", "[", "(": depth += 1
      case ">" where previous != "-": depth -= 1
      case "]", ")": depth -= 1
      default: break
      }
      if character == separator, depth == 0 { parts.append(current); current = "" } else { current.append(character) }
      previous = character
    }
    parts.append(current)
    return parts
  }
}
