/// What `.tca-migrate.json` says, already validated: which rules run, at which severity, and
/// which files are linted.
///
/// Contract: every rule id in `rules` is a registered rule (the loader rejects unknown ids
/// before any source file is read). Globs are relative to `root`, the directory holding the
/// configuration file.
public struct LintConfiguration: Sendable {
  public struct RuleSetting: Sendable, Equatable {
    public var enabled: Bool
    public var severity: Severity?

    public init(enabled: Bool = true, severity: Severity? = nil) {
      self.enabled = enabled
      self.severity = severity
    }
  }

  public var rules: [String: RuleSetting]
  public var include: [String]
  public var exclude: [String]
  /// Directory the globs are relative to (absolute, no trailing slash); empty for none.
  public var root: String

  public init(rules: [String: RuleSetting] = [:], include: [String] = [], exclude: [String] = [], root: String = "") {
    self.rules = rules
    self.include = include
    self.exclude = exclude
    self.root = root
  }

  // (Asked per rule and per finding of every file: without a configured rule, no lookup.)
  public func isEnabled(_ id: String) -> Bool { rules.isEmpty || rules[id]?.enabled ?? true }

  public func severity(of id: String, default value: Severity) -> Severity { rules.isEmpty ? value : rules[id]?.severity ?? value }

  /// Whether a file (absolute path) is linted: inside `include` (when given) and outside
  /// `exclude`. Files outside `root` are judged by their full path.
  public func isIncluded(absolutePath path: String) -> Bool {
    let relative = root.isEmpty || !path.hasPrefix(root + "/") ? path : String(path.dropFirst(root.count + 1))
    if !include.isEmpty, !include.contains(where: { Glob.matches($0, relative) }) { return false }
    return !exclude.contains { Glob.matches($0, relative) }
  }
}

/// Shell-style path globs: `*` and `?` within one path component, `**` across components. A
/// pattern without `/` matches a name at any depth (`*.generated.swift`); a pattern naming a
/// directory matches everything under it (`Tests`, `Sources/Legacy/`).
public enum Glob {
  public static func matches(_ pattern: String, _ path: String) -> Bool {
    var pattern = pattern
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    if pattern.hasSuffix("/") { pattern.removeLast() }
    if !pattern.contains("/") { pattern = "**/" + pattern }
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return match(parts[...], components[...]) || match((parts + ["**"])[...], components[...])
  }

  private static func match(_ parts: ArraySlice<String>, _ components: ArraySlice<String>) -> Bool {
    guard let first = parts.first else { return components.isEmpty }
    if first == "**" {
      let rest = parts.dropFirst()
      var remaining = components
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = components.first, matchComponent(Array(first), Array(component)) else { return false }
    return match(parts.dropFirst(), components.dropFirst())
  }

  private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
    var p = 0, n = 0, star = -1, mark = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] { p += 1; n += 1 }
      else if p < pattern.count, pattern[p] == "*" { star = p; mark = n; p += 1 }
      else if star >= 0 { p = star + 1; mark += 1; n = mark }
      else { return false }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
