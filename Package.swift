// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tca-migrate",
  products: [
    .executable(name: "tca-migrate", targets: ["tca-migrate"]),
  ],
  targets: [
    // Lossless lexer and shallow outline. No Foundation: pure byte processing.
    .target(name: "SwiftScan"),
    // Pure rules and rewrites: source text in, findings and edits out.
    .target(name: "Migrate", dependencies: ["SwiftScan"]),
    // The command-line edge: file system, diff output, exit codes.
    .executableTarget(name: "tca-migrate", dependencies: ["Migrate", "SwiftScan"]),
    .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan"]),
    .testTarget(name: "MigrateTests", dependencies: ["Migrate", "SwiftScan"]),
    // Runs the built executable: file system behaviour, exit codes, patches.
    .testTarget(name: "CLITests", dependencies: ["tca-migrate"]),
    // lint: rules over the lint corpus, reporters, suppression, configuration, baseline, --since.
    .testTarget(name: "LintTests", dependencies: ["Migrate", "SwiftScan", "tca-migrate"]),
  ]
)
