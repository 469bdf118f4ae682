import Foundation
import Migrate

/// Exit codes shared by every command (see README "Exit codes").
enum ExitCode {
  static let clean: Int32 = 0
  static let findings: Int32 = 1
  static let usage: Int32 = 2
  static let refused: Int32 = 3
}

/// A usage or configuration problem: reported, exit 2, nothing touched.
struct UsageError: Error {
  var message: String
}

enum CLI {
  static let version = "0.1.0"

  static let usage = """
    OVERVIEW: Migrate UIKit code from TCA's ViewStore + Combine subscriptions to observe { }.

    USAGE: tca-migrate <command> [options]

    COMMANDS:
      migrate [PATH…]    Rewrite legacy subscriptions (dry run: prints a unified diff)
      lint [PATH…]       Report observe, reducer-logic and State problems, and legacy code left
      report [PATH…]     Write a migration report for reviewers (--output FILE.html|.md|.json)
      rules [RULE-ID]    List the rules, or explain one
      verify [PATH…]     Prove rewrites compile and behave the same in the reference runtime

    OPTIONS:
      -h, --help         Show help (also for a command: tca-migrate migrate --help)
      --version          Show the version

    Exit codes: 0 done, 1 findings or pending changes (see each command's help), 2 usage error
    (nothing read or written), 3 some files refused (the others were processed).

    """

  static func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
      FileHandle.standardError.write(Data(usage.utf8))
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      print(usage, terminator: "")
      return ExitCode.clean
    case "--version":
      print(version)
      return ExitCode.clean
    case "migrate":
      do {
        let options = try MigrateCommand.Options.parse(rest)
        if options.help {
          print(MigrateCommand.help, terminator: "")
          return ExitCode.clean
        }
        return MigrateCommand(options: options).run()
      } catch let error as UsageError {
        Diagnostics.usageError(error.message)
        return ExitCode.usage
      } catch {
        Diagnostics.usageError("\(error)")
        return ExitCode.usage
      }
    case "lint": return LintCommand.main(rest)
    case "report": return ReportCommand.main(rest)
    case "rules": return RulesCommand.main(rest)
    case "verify": return VerifyCommand.main(rest)
    default:
      Diagnostics.usageError("unknown command '\(command)'; run 'tca-migrate --help' for the list")
      return ExitCode.usage
    }
  }
}

/// Writes diagnostics to standard error in the form Xcode and editors parse.
enum Diagnostics {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  static func usageError(_ message: String) {
    write("error: \(message)")
  }

  static func fileError(_ path: String, line: Int = 1, column: Int = 1, _ message: String) {
    write("\(path):\(line):\(column): error: \(message)")
  }
}
