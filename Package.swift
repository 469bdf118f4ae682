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
    // Properties every input must keep; used by the fuzzer (.ci/fuzz) and by the seeded tests.
    .target(name: "FuzzCheck", dependencies: ["Migrate", "SwiftScan"]),
    // Proves rewrites: compiles before/after against the reference runtime, runs a scenario on
    // both and compares UI snapshots. Drives swiftc; finds the stand-in sources in Sources/.
    .target(name: "Verify", dependencies: ["Migrate", "SwiftScan"]),
    // The command-line edge: file system, diff output, exit codes.
    .executableTarget(name: "tca-migrate", dependencies: ["Migrate", "SwiftScan", "Verify"]),
    // Throughput benchmark: `swift run -c release tca-migrate-bench` (prints figures; no assertions).
    .executableTarget(name: "tca-migrate-bench", dependencies: ["Migrate", "SwiftScan"]),
    .testTarget(name: "SwiftScanTests", dependencies: ["SwiftScan"]),
    .testTarget(name: "MigrateTests", dependencies: ["Migrate", "SwiftScan", "FuzzCheck"], exclude: ["FuzzRegressions"]),
    // Runs the built executable: file system behaviour, exit codes, patches.
    .testTarget(name: "CLITests", dependencies: ["tca-migrate"]),
    // lint: rules over the lint corpus, reporters, suppression, configuration, baseline, --since.
    .testTarget(name: "LintTests", dependencies: ["Migrate", "SwiftScan", "tca-migrate"]),
    // report: model, formats, JSON schema, the page in headless Chromium; help texts (Golden/).
    .testTarget(name: "ReportTests", dependencies: ["Migrate", "SwiftScan", "tca-migrate"], exclude: ["Golden"]),

    // Reference runtime: stand-ins that user files compile against (via -module-alias) so
    // `verify` can run legacy and migrated code. They depend on nothing above.
    .target(name: "CombineStandIn"),
    .target(name: "UIKitStandIn"),
    .target(name: "TCAStandIn", dependencies: ["CombineStandIn"], exclude: ["COMPILE-COPY.md"]),
    // One test per runtime semantic; fast.
    .testTarget(
      name: "ReferenceRuntimeTests",
      dependencies: ["CombineStandIn", "UIKitStandIn", "TCAStandIn"]
    ),
    // verify over the whole corpus and deliberately broken after-files; slow (compiles programs).
    .testTarget(name: "VerifyTests", dependencies: ["Verify"]),
    // Compiles real corpus files against the built stand-ins with swiftc; slow.
    .testTarget(
      name: "RuntimeCompileTests",
      dependencies: ["CombineStandIn", "UIKitStandIn", "TCAStandIn"]
    ),
  ]
)
