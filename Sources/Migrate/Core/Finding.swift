/// How seriously a finding should be taken. `error` fails `lint`; `warning` and `note` inform.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case note, warning, error

  public static func < (a: Severity, b: Severity) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// A text replacement over a half-open UTF-8 byte range of the original source.
public struct Edit: Sendable, Equatable {
  public var range: Range<Int>
  public var replacement: String

  public init(range: Range<Int>, replacement: String) {
    self.range = range
    self.replacement = replacement
  }
}

/// One thing a rule reports: where (a byte offset of the original source), what, and why.
public struct Finding: Sendable, Equatable {
  public var ruleID: String
  public var severity: Severity
  public var message: String
  public var offset: Int
  /// One-line follow-ups for the user (“what to do next”), printed after the message.
  public var notes: [String]

  public init(ruleID: String, severity: Severity, message: String, offset: Int, notes: [String] = []) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.offset = offset
    self.notes = notes
  }
}
