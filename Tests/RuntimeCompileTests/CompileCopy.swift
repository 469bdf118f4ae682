import Foundation

/// The compile-copy transformations of COMPILE-COPY.md, applied by hand for the tests with
/// regular expressions (the real implementation belongs to `verify`, on the scanner's tokens,
/// so that comments and strings are never touched).
enum CompileCopy {
  static func apply(_ source: String) -> String {
    var text = source
    // 1. `@Reducer struct Name {` / `@Reducer struct Name: A {` gains `Reducer`.
    let reducer = #"(@Reducer\s+(?:(?:public|internal|fileprivate|private|package)\s+)*struct\s+\w+)"#
    text = replace(reducer + #"\s*:\s*"#, in: text) { "\($0[1]): Reducer, " }
    text = replace(reducer + #"\s*\{"#, in: text) { "\($0[1]): Reducer {" }
    // 2. `action: \.a.b` → `action: { .a(.b($0)) }`.
    text = replace(#"action:\s*\\\.(\w+(?:\.\w+)*)"#, in: text) { groups in
      let cases = groups[1].split(separator: ".")
      let body = cases.reversed().reduce("$0") { inner, name in ".\(name)(\(inner))" }
      return "action: { \(body) }"
    }
    // 3. No Objective-C runtime on Linux.
    text = replace(#"#selector\(([^)]*(?:\([^)]*\))?[^)]*)\)"#, in: text) { "Selector(\"\($0[1])\")" }
    text = replace(#"@objc(?:Members)?(?:\([^)]*\))?\s+"#, in: text) { _ in "" }
    // 4. Registered cells: the initializers the table calls are required.
    for signature in ["init(style:", "init(frame:", "init(reuseIdentifier:"] {
      let escaped = NSRegularExpression.escapedPattern(for: signature)
      text = replace(#"override\s+"# + escaped, in: text) { _ in "required \(signature)" }
    }
    return text
  }

  private static func replace(
    _ pattern: String,
    in text: String,
    with transform: ([String]) -> String
  ) -> String {
    let regex = try! NSRegularExpression(pattern: pattern)
    var result = text
    let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
    for match in matches.reversed() {
      let groups = (0..<match.numberOfRanges).map { index -> String in
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
      let range = Range(match.range, in: result)!
      result.replaceSubrange(range, with: transform(groups))
    }
    return result
  }
}
