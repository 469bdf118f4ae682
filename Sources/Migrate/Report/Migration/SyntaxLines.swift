import SwiftScan

/// The lines of one text with the syntax class of every part, from one lexing of the whole text,
/// so a line inside a multi-line string or a block comment is coloured as one.
struct SyntaxLines: Sendable {
  let bytes: [UInt8]
  let tokens: [Token]
  /// Start offset of every line, then `bytes.count`.
  let starts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    tokens = Lexer.lex(bytes).tokens
    var starts = [0]
    var k = 0
    while k < bytes.count {
      let byte = bytes[k]
      if byte == 0x0A || (byte == 0x0D && (k + 1 >= bytes.count || bytes[k + 1] != 0x0A)) { starts.append(k + 1) }
      k += 1
    }
    if starts.last! != bytes.count { starts.append(bytes.count) }
    self.starts = starts
  }

  var count: Int { starts.count - 1 }

  /// The byte range of 1-based line `number` without its terminator.
  func range(ofLine number: Int) -> Range<Int> {
    guard number >= 1, number <= count else { return bytes.count..<bytes.count }
    var end = starts[number]
    while end > starts[number - 1], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return starts[number - 1]..<end
  }

  /// 1-based line number of a byte offset.
  func line(ofOffset offset: Int) -> Int {
    var low = 0, high = count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid + 1] <= offset { low = mid + 1 } else { high = mid }
    }
    return min(low, max(count - 1, 0)) + 1
  }

  func isBlank(_ number: Int) -> Bool {
    bytes[range(ofLine: number)].allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  func snippetLine(_ number: Int, kind: SnippetLine.Kind) -> SnippetLine {
    let range = range(ofLine: number)
    return SnippetLine(kind: kind, number: number, text: String(decoding: bytes[range], as: UTF8.self), spans: spans(in: range))
  }

  /// Coloured runs of `range`, relative to its start; adjacent runs of one kind are merged.
  func spans(in range: Range<Int>) -> [HighlightSpan] {
    guard !range.isEmpty else { return [] }
    // The first token ending after the line starts.
    var low = 0, high = tokens.count
    while low < high {
      let mid = (low + high) / 2
      if Int(tokens[mid].end) <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var spans: [HighlightSpan] = []
    var t = low
    while t < tokens.count, Int(tokens[t].start) < range.upperBound {
      if let kind = Self.kind(of: tokens[t], bytes) {
        let start = max(Int(tokens[t].start), range.lowerBound) - range.lowerBound
        let end = min(Int(tokens[t].end), range.upperBound) - range.lowerBound
        if let last = spans.last, last.kind == kind, last.range.upperBound == start {
          spans[spans.count - 1].range = last.range.lowerBound..<end
        } else {
          spans.append(HighlightSpan(kind: kind, range: start..<end))
        }
      }
      t += 1
    }
    return spans
  }

  static func kind(of token: Token, _ bytes: [UInt8]) -> HighlightSpan.Kind? {
    switch token.kind {
    case .lineComment, .blockComment, .shebang: return .comment
    case .stringOpen, .stringSegment, .stringClose, .interpolationOpen, .interpolationClose, .regex: return .string
    case .number: return .number
    case .attribute: return .attribute
    case .pound: return .keyword
    case .identifier:
      if token.keyword != .none && token.keyword != .underscore { return .keyword }
      let first = bytes[Int(token.start)]
      return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? .type : nil
    default: return nil
    }
  }
}
