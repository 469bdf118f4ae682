/// Reads a command's arguments one at a time: flags, their values, and positional paths.
struct Arguments {
  private let arguments: [String]
  private var index = -1

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The next argument, or nil at the end.
  mutating func next() -> String? {
    index += 1
    return index < arguments.count ? arguments[index] : nil
  }

  /// The value that must follow `flag`.
  mutating func value(for flag: String) throws -> String {
    guard let value = next() else { throw UsageError(message: "\(flag) needs a value") }
    return value
  }

  /// `--jobs N`: a whole number of at least 1.
  mutating func jobs(for flag: String) throws -> Int {
    let text = try value(for: flag)
    guard let jobs = Int(text), jobs >= 1 else { throw UsageError(message: "--jobs takes a whole number of at least 1, not '\(text)'") }
    return jobs
  }

  /// Everything after `--`: paths, even when they start with `-`.
  mutating func rest() -> [String] {
    defer { index = arguments.count }
    return index + 1 < arguments.count ? Array(arguments[(index + 1)...]) : []
  }
}
