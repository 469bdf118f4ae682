import SwiftScan

/// Rule `unused-cancellables`: once a class's subscriptions are migrated, a cancellables
/// collection nothing else stores into is removed, and so is `import Combine` when the file no
/// longer uses Combine.
enum UnusedCancellables {
  static let id = "unused-cancellables"

  /// Names whose presence means the file still uses Combine.
  static let combineNames: Set<String> = [
    "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "PassthroughSubject",
    "CurrentValueSubject", "Just", "Future", "Deferred", "Published", "sink", "assign", "eraseToAnyPublisher",
    "Subscribers", "Subscriber", "Subject", "ObservableObject", "objectWillChange", "publisher", "receive",
    "debounce", "throttle", "combineLatest", "merge", "zip", "Scheduler", "AnySubscriber", "publish",
    "ObservableObjectPublisher", "Combine",
  ]

  /// Removes collections named by migrated chains that the rewritten file uses nowhere else.
  static func removeCollections(_ context: MigrationContext, rewritten: ScannedFile, collections: [Int: Set<String>]) -> (edits: [Edit], findings: [Finding]) {
    var edits: [Edit] = []
    var findings: [Finding] = []
    let file = context.file
    for (k, names) in collections.sorted(by: { $0.key < $1.key }) {
      let type = file.outline.types[k]
      guard k < rewritten.outline.types.count, rewritten.outline.types[k].brace >= 0 else { continue }
      let after = rewritten.outline.braces[rewritten.outline.types[k].brace]
      for variable in file.outline.variables where variable.brace == type.brace && names.contains(variable.name) {
        let uses = rewritten.references(to: variable.name, in: after.open..<after.close, anyQualifier: true).count
        guard uses <= 1 else { continue }
        edits.append(Edit(range: context.text.removalRange(variable.declStart, variable.declEnd), replacement: ""))
        findings.append(Finding(ruleID: id, severity: .warning,
                                message: "remove '\(variable.name)': no subscription stores into it anymore",
                                offset: Int(file.tokens[variable.declStart].start)))
      }
    }
    return (edits, findings)
  }

  /// Removes `import Combine` from the original file when the migrated file no longer uses it.
  static func removeImport(_ context: MigrationContext, migrated: ScannedFile) -> (edits: [Edit], findings: [Finding]) {
    let file = context.file
    guard let combine = file.outline.imports.first(where: { $0.module == "Combine" }) else { return ([], []) }
    for t in migrated.tokens.indices {
      let kind = migrated.tokens[t].kind
      guard kind == .identifier || kind == .attribute else { continue }
      var name = migrated.text(t)
      if kind == .attribute { name.removeFirst() }
      if combineNames.contains(name), !(name == "Combine" && migrated.previousSignificant(before: t).map { migrated.isIdentifier($0, "import") } == true) {
        return ([], [])
      }
    }
    return ([Edit(range: context.text.removalRange(combine.declStart, combine.declEnd), replacement: "")],
            [Finding(ruleID: id, severity: .warning, message: "remove 'import Combine': nothing in the file uses Combine anymore",
                     offset: Int(file.tokens[combine.declStart].start))])
  }
}
