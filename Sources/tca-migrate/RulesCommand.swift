import Foundation
import Migrate

/// `tca-migrate rules [RULE-ID]`: the rule list, or one rule's rationale and examples.
enum RulesCommand {
  static let help = """
    OVERVIEW: List the rules, or explain one.

    USAGE: tca-migrate rules [RULE-ID]

    ARGUMENTS:
      RULE-ID              A rule id from the list: print why the rule exists, and code it
                           reports and code it accepts

    OPTIONS:
      -h, --help           Show this help

    Exit codes: 0 done, 2 unknown rule or option.

    """

  static func main(_ arguments: [String]) -> Int32 {
    do {
      return try run(arguments)
    } catch let error as UsageError {
      Diagnostics.usageError(error.message)
      return ExitCode.usage
    } catch {
      Diagnostics.usageError("\(error)")
      return ExitCode.usage
    }
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      print(help, terminator: "")
      return ExitCode.clean
    }
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(message: "unknown option '\(option)'; run 'tca-migrate rules --help'")
    }
    guard arguments.count <= 1 else { throw UsageError(message: "give at most one rule id") }
    guard let id = arguments.first else {
      print(list(), terminator: "")
      return ExitCode.clean
    }
    guard let info = RuleRegistry.rule(id), let text = RuleDocs.text(for: id) else {
      throw UsageError(message: "unknown rule '\(id)'; run 'tca-migrate rules' for the list")
    }
    print(explain(info, RuleDocs.parse(text)), terminator: "")
    return ExitCode.clean
  }

  static func list() -> String {
    let idWidth = RuleRegistry.all.map(\.id.count).max() ?? 0
    var out = pad("ID", idWidth) + "  SEVERITY  CATEGORY       FIX  SUMMARY\n"
    for info in RuleRegistry.all {
      out += pad(info.id, idWidth) + "  " + pad(info.severity.rawValue, 8) + "  " + pad(info.category, 13) + "  "
        + (info.fixable ? "yes" : "   ") + "  " + info.summary + "\n"
    }
    return out
  }

  static func explain(_ info: RuleInfo, _ docs: RuleDocs.Parsed) -> String {
    var out = "\(info.id) (\(info.severity.rawValue), \(info.category)\(info.fixable ? ", fixed by migrate" : ""))\n"
    out += info.summary + "\n\n" + docs.rationale + "\n"
    func examples(_ title: String, _ blocks: [String]) {
      guard !blocks.isEmpty else { return }
      out += "\n\(title):\n"
      for block in blocks {
        out += "\n" + block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
          .joined(separator: "\n").replacingOccurrences(of: "↓", with: "")
      }
    }
    examples("Triggers on", docs.triggering)
    examples("Does not trigger on", docs.nonTriggering)
    if let before = docs.before, let after = docs.after {
      examples("migrate rewrites", [before])
      examples("into", [after])
    }
    return out
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
