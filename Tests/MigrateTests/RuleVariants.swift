import Foundation

/// The automatic variants of a rule example, in the spirit of SwiftLint's example tests: the same
/// code where no rule may see it (comments, strings), behind a suppression, and shifted by
/// multi-byte text so positions are checked in bytes and columns in Unicode scalars.
enum RuleVariants {
  struct Variant {
    var name: String
    var source: [UInt8]
    /// Expected byte offsets (shift variants only).
    var offsets: [Int] = []
    /// Lines and columns every finding moves by (shift variants only).
    var lines = 0
    var columns = 0
  }

  static func quoted(_ source: [UInt8]) -> [Variant] {
    let text = String(decoding: source, as: UTF8.self)
    // A plain multi-line string interprets backslashes: escape them so it holds the same text.
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
    return [
      Variant(name: "block comment", source: Array("/*\n\(text)*/\n".utf8)),
      Variant(name: "string literal", source: Array("let example = \"\"\"\n\(escaped)\"\"\"\n".utf8)),
      Variant(name: "raw string literal", source: Array("let example = #\"\"\"\n\(text)\"\"\"#\n".utf8)),
    ]
  }

  /// Lines of an example with markers, and the indices of the lines that hold a marker.
  private static func markedLines(_ example: String) -> (lines: [String], marked: [Int]) {
    let lines = example.components(separatedBy: "\n")
    return (lines, lines.indices.filter { lines[$0].contains("↓") })
  }

  static func suppressed(_ example: String, id: String) -> [Variant] {
    let (lines, marked) = markedLines(example)
    var next: [String] = []
    for (index, line) in lines.enumerated() {
      if marked.contains(index) {
        let indent = line.prefix { $0 == " " }
        next.append("\(indent)// tca-migrate:disable:next \(id) - covered by the next-line variant")
      }
      next.append(line)
    }
    var variants = [Variant(name: "disable:next", source: RuleFile.markers(next.joined(separator: "\n")).source)]
    let region = "// tca-migrate:disable \(id)\n" + example + "// tca-migrate:enable \(id)\n"
    variants.append(Variant(name: "disable region", source: RuleFile.markers(region).source))
    // A marker on a comment line cannot take a trailing comment: the comment would swallow it.
    if !marked.contains(where: { lines[$0].contains("//") }) {
      let this = lines.enumerated().map { marked.contains($0.offset) ? $0.element + " // tca-migrate:disable:this \(id)" : $0.element }
      variants.append(Variant(name: "disable:this", source: RuleFile.markers(this.joined(separator: "\n")).source))
    }
    return variants
  }

  static func shifted(_ example: String) -> [Variant] {
    let prefix = "// 🙂🙂\n"
    let (source, offsets) = RuleFile.markers(prefix + example)
    var variants = [Variant(name: "emoji line before", source: source, offsets: offsets, lines: 1, columns: 0)]
    // An emoji in a comment right before each marker: offsets move by its bytes, columns by
    // its five scalars.
    let inline = example.replacingOccurrences(of: "↓", with: "/*🙂*/↓")
    let marked = RuleFile.markers(inline)
    variants.append(Variant(name: "emoji before the marker", source: marked.source, offsets: marked.offsets, lines: 0, columns: 5))
    return variants
  }
}
