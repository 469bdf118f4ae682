import Foundation

// All file-system access and process exit codes live in this target; the rules are pure.
setlocale(LC_ALL, "C")
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
