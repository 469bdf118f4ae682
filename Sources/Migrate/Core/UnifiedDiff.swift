/// A unified diff between two texts, in the form `git apply` and `patch -p1` accept.
///
/// Lines keep their own terminators (`\n`, `\r\n`), so CRLF files diff and apply byte-exactly; a
/// last line without one is marked `\ No newline at end of file`.
public enum UnifiedDiff {
  public static func make(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = lines(old)
    let newLines = lines(new)
    let script = editScript(oldLines, newLines)
    let a = quoted("a/" + path)
    let b = quoted("b/" + path)
    var out = "diff --git \(a) \(b)\n--- \(a)\n+++ \(b)\n"
    // Group operations into hunks separated by more than 2 * context unchanged lines.
    var index = 0
    while index < script.count {
      guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = firstChange
      var lastChange = firstChange
      while end < script.count {
        if script[end].kind != .same { lastChange = end }
        else if end - lastChange > 2 * context { break }
        end += 1
      }
      let hunkStart = max(index, firstChange - context)
      let hunkEnd = min(script.count, lastChange + context + 1)
      let slice = script[hunkStart..<hunkEnd]
      let oldStart = slice.first!.oldIndex
      let newStart = slice.first!.newIndex
      let oldCount = slice.filter { $0.kind != .insert }.count
      let newCount = slice.filter { $0.kind != .delete }.count
      out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for op in slice {
        let (prefix, line) = switch op.kind {
        case .same: (" ", oldLines[op.oldIndex])
        case .delete: ("-", oldLines[op.oldIndex])
        case .insert: ("+", newLines[op.newIndex])
        }
        out += prefix + String(decoding: line, as: UTF8.self)
        if line.last != 0x0A && line.last != 0x0D { out += "\n\\ No newline at end of file\n" }
      }
      index = hunkEnd
    }
    return out
  }

  /// Git's path quoting: paths with quotes, backslashes, control or non-ASCII bytes are written
  /// in double quotes with C escapes (octal for bytes), as `git diff` prints them.
  static func quoted(_ path: String) -> String {
    let bytes = Array(path.utf8)
    guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return path }
    var out = "\""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): out += "\\\""
      case UInt8(ascii: "\\"): out += "\\\\"
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x20..<0x7F: out.append(Character(Unicode.Scalar(byte)))
      default: out += "\\" + String(byte, radix: 8).leftPadded(to: 3)
      }
    }
    return out + "\""
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    // Unified diff lines are 1-based; an empty range names the line before it.
    count == 0 ? "\(start),0" : (count == 1 ? "\(start + 1)" : "\(start + 1),\(count)")
  }

  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    var k = 0
    while k < bytes.count {
      if bytes[k] == 0x0A {
        result.append(bytes[start...k]); start = k + 1
      } else if bytes[k] == 0x0D, k + 1 >= bytes.count || bytes[k + 1] != 0x0A {
        result.append(bytes[start...k]); start = k + 1
      }
      k += 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  enum Kind { case same, delete, insert }
  struct Operation { var kind: Kind; var oldIndex: Int; var newIndex: Int }

  /// Myers' O((N+M)·D) shortest edit script over lines.
  static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
    let n = a.count, m = b.count
    let max = n + m
    var v = [Int](repeating: 0, count: 2 * max + 2)
    var trace: [[Int]] = []
    outer: for d in 0...max {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max]) { x = v[k + 1 + max] } else { x = v[k - 1 + max] + 1 }
        var y = x - k
        while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
        v[k + max] = x
        if x >= n, y >= m { break outer }
      }
    }
    // Backtrack through the saved frontiers.
    var ops: [Operation] = []
    var x = n, y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && v[k - 1 + max] < v[k + 1 + max])) ? k + 1 : k - 1
      let previousX = d == 0 ? 0 : v[previousK + max]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1; y -= 1
        ops.append(Operation(kind: .same, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX { ops.append(Operation(kind: .insert, oldIndex: x, newIndex: y - 1)) }
        else { ops.append(Operation(kind: .delete, oldIndex: x - 1, newIndex: y)) }
        x = previousX; y = previousY
      }
    }
    return ops.reversed()
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
