import Testing
@testable import Migrate
import SwiftScan

/// `SourceText.removalRange` decides whether the line before a removed line is blank or ends with
/// `{` by reading back over that line's trailing spaces only; it must answer as a walk back to
/// the line's start and a read forward again did, whatever mix of `\n`, `\r\n` and lone `\r`
/// ends the lines.
@Suite("removal ranges")
struct RemovalRangeTests {
  /// The removal range as it was decided before: the previous line found by a walk back to its
  /// start, then read forward for blankness, and the text read back from the removed line for `{`.
  private static func reference(_ file: ScannedFile, _ first: Int, _ last: Int) -> Range<Int> {
    let bytes = file.bytes
    func isBreak(_ k: Int) -> Bool { bytes[k] == 0x0A || (bytes[k] == 0x0D && !(k + 1 < bytes.count && bytes[k + 1] == 0x0A)) }
    func lineStart(_ offset: Int) -> Int {
      var k = min(offset, bytes.count) - 1
      while k >= 0, !isBreak(k) { k -= 1 }
      return k + 1
    }
    func isSpace(_ k: Int) -> Bool { bytes[k] == 0x20 || bytes[k] == 0x09 }
    func isBlank(_ start: Int) -> Bool {
      var k = start
      while k < bytes.count, isSpace(k) { k += 1 }
      return k < bytes.count && (bytes[k] == 0x0A || bytes[k] == 0x0D)
    }
    func endOfLine(_ offset: Int) -> Int {
      var k = offset
      while k < bytes.count, bytes[k] != 0x0A, bytes[k] != 0x0D { k += 1 }
      if k < bytes.count { k += (bytes[k] == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A) ? 2 : 1 }
      return k
    }
    func firstOnLine(_ offset: Int) -> Bool {
      var k = offset - 1
      while k >= 0, isSpace(k) { k -= 1 }
      return k < 0 || bytes[k] == 0x0A || bytes[k] == 0x0D
    }
    let start = Int(file.tokens[first].start)
    var end = Int(file.tokens[last].end)
    var t = last + 1
    while t < file.tokens.count, file.tokens[t].kind == .whitespace || file.tokens[t].kind == .lineComment { t += 1 }
    let lineEnds = t >= file.tokens.count || file.tokens[t].kind == .newline
    guard firstOnLine(start), lineEnds else {
      if t > last + 1, file.tokens[last + 1].kind == .whitespace, !lineEnds { end = Int(file.tokens[last + 1].end) }
      return start..<end
    }
    let removedStart = lineStart(start)
    end = endOfLine(end)
    var brace = removedStart - 1
    while brace >= 0, bytes[brace] == 0x0A || bytes[brace] == 0x0D || isSpace(brace) { brace -= 1 }
    let previousBlankOrOpen = removedStart == 0 || isBlank(lineStart(removedStart - 1)) || (brace >= 0 && bytes[brace] == UInt8(ascii: "{"))
    if previousBlankOrOpen, isBlank(end) { end = endOfLine(end) }
    guard removedStart > 0, firstOnLine(removedStart), end < bytes.count else { return removedStart..<end }
    var close = end
    while close < bytes.count, isSpace(close) { close += 1 }
    guard close < bytes.count, bytes[close] == UInt8(ascii: "}") else { return removedStart..<end }
    let previous = lineStart(removedStart - 1)
    return isBlank(previous) ? previous..<end : removedStart..<end
  }

  @Test func previousLineReadBackAsWalkedForward() {
    // Lines before `x`, the removed line, and what follows it, in every combination of line
    // breaks.
    let breaks = ["\n", "\r\n", "\r"]
    let before = ["", "a", "  ", "\t ", "a {", "a {  ", "{", " }", "// c", "a\r b"]
    let after = ["", "x", "  ", "}", "  }"]
    var checked = 0
    for previous in before {
      for firstBreak in breaks {
        for secondBreak in breaks {
          for next in after {
            for lead in ["", "b", "  "] {
              let source = lead + (lead.isEmpty ? "" : firstBreak) + previous + firstBreak + "  x // note" + secondBreak + next + secondBreak
              let file = ScannedFile(bytes: Array(source.utf8), outline: false)
              guard let x = file.tokens.indices.first(where: { file.isIdentifier($0, "x") }) else { continue }
              #expect(SourceText(file: file).removalRange(x, x) == Self.reference(file, x, x), "\(source.debugDescription)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked > 1_000)
  }
}
