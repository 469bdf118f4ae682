import SwiftScan

/// Rule `observable-state`: the `State` of a feature whose store a migrated view reads gains
/// `@ObservableState`; `@PresentationState` becomes `@Presents` and `@BindingState` goes, since
/// neither combines with it.
enum ObservableState {
  static let id = "observable-state"

  /// The `State` type of feature `name` declared in this file: `Name.State`, or `name` itself
  /// when the store is typed `Store<SomeState, SomeAction>`.
  static func stateType(ofFeature name: String, in context: MigrationContext) -> Int? {
    let types = context.file.outline.types
    // Through the context's indices (in declaration order): the same first matches as a search.
    guard let feature = context.firstType(named: name, where: { isFeatureKind($0, in: types) }) else { return nil }
    return stateType(ofFeatureType: feature, in: context)
  }

  /// A feature is a struct or an enum. (Type `k`'s keyword read in place: a declaration copied
  /// out of the list retained and released each of its strings and arrays.)
  static func isFeatureKind(_ k: Int, in types: [TypeDecl]) -> Bool { types[k].keyword == "struct" || types[k].keyword == "enum" }

  /// `stateType(ofFeature:)` once the feature's type, `feature`, is found.
  static func stateType(ofFeatureType feature: Int, in context: MigrationContext) -> Int? {
    let types = context.file.outline.types
    if let nested = context.firstType(nestedIn: feature, where: { types[$0].name == "State" && types[$0].keyword != "extension" }) {
      return nested
    }
    return types[feature].name.hasSuffix("State") ? feature : nil
  }

  /// Whether `run(context, owners:, environment:)` gives the same edits and findings under every
  /// environment, told without running it twice (under no environment and under `.everything`,
  /// which is what this must equal; `SurveyTests` checks that it does).
  ///
  /// Why this is exact: an owner whose feature's State is not declared here gets a finding only
  /// under an environment not declaring it, and that message no other finding has, so one such
  /// owner makes the results differ. Otherwise both runs process the same owner features first;
  /// an environment observing more only appends States reached from the file's type names, each
  /// at most once and not one already done, and such a State appends an edit and a finding
  /// exactly when `needsChanges` holds for it (which depends on the State alone, not on the name
  /// it was reached by, so the order of the names does not matter).
  static func holdsForAnyEnvironment(_ context: MigrationContext, owners: Set<Int>) -> Bool {
    holdsForAnyEnvironment(context, owners: TypeMarks(owners))
  }

  /// `holdsForAnyEnvironment`, for the owners as the pass marks them.
  static func holdsForAnyEnvironment(_ context: MigrationContext, owners: TypeMarks) -> Bool {
    var done = TypeMarks()
    for owner in context.model.owners where owners.contains(owner.type) {
      guard let feature = owner.featureName else { continue }
      guard let k = stateType(ofFeature: feature, in: context) else { return false }
      _ = done.insert(k)
    }
    // Each name the file's types have, once: by the first feature type of each name, which is
    // what `stateType(ofFeature:)` finds for it (a name no struct or enum has finds none). Read
    // off the types in place of a list of their names.
    let types = context.file.outline.types
    for feature in types.indices where isFeatureKind(feature, in: types) {
      guard context.firstType(named: types[feature].name, where: { isFeatureKind($0, in: types) }) == feature else { continue }
      guard let k = stateType(ofFeatureType: feature, in: context), done.insert(k) else { continue }
      if needsChanges(k, in: context) { return false }
    }
    return true
  }

  /// Whether `run` changes State `k` (and so reports it): it lacks `@ObservableState`, or one of
  /// its variables has `@PresentationState` or `@BindingState`.
  static func needsChanges(_ k: Int, in context: MigrationContext) -> Bool {
    let file = context.file
    let state = file.outline.types[k]
    if !state.attributes.contains(where: { file.textEquals($0, "@ObservableState") }) { return true }
    for v in context.variables(inBrace: state.brace) {
      for attribute in file.outline.variables[v].attributes
      where file.textEquals(attribute, "@PresentationState") || file.textEquals(attribute, "@BindingState") {
        return true
      }
    }
    return false
  }

  /// The rule's edits and findings on their own.
  static func run(_ context: MigrationContext, owners: Set<Int>, environment: MigrationEnvironment) -> (edits: [Edit], findings: [Finding]) {
    var edits: [Edit] = []
    var findings: [Finding] = []
    run(context, owners: TypeMarks(owners), environment: environment, into: &edits, &findings)
    return (edits, findings)
  }

  /// `run`, appending to the pass's own arrays (no arrays of its own to copy from and free).
  static func run(_ context: MigrationContext, owners: TypeMarks, environment: MigrationEnvironment,
                  into edits: inout [Edit], _ findings: inout [Finding]) {
    let file = context.file
    var done = TypeMarks()
    // The States of the features this file's views observe, then of features other files' views
    // observe whose State this file declares: each State found once, where its feature is met,
    // and kept (not looked up again from the feature's name below).
    var states: [Int] = []
    // (Each owner's two fields read in place, not the owner copied out.)
    for o in context.model.owners.indices where owners.contains(context.model.owners[o].type) {
      guard let feature = context.model.owners[o].featureName else { continue }
      let ownerType = context.model.owners[o].type
      guard let k = stateType(ofFeature: feature, in: context) else {
        if !environment.declaresState(of: feature) {
          findings.append(Finding(
            ruleID: id, severity: .warning,
            message: "add @ObservableState to '\(feature).State' where it is declared: 'store' reads need it",
            offset: Int(file.tokens[file.outline.types[ownerType].nameToken].start)))
        }
        continue
      }
      states.append(k)
    }
    // Only a name this file declares can resolve to a State here: look the file's type names up
    // in the tree's observed features (not the other way round, which costs the whole tree's
    // features for every file).
    // (Under an environment that observes nothing, as `lint` asks, none passes.)
    if !environment.observesNothing {
      for feature in context.typeNames().filter(environment.observes).sorted() {
        if let k = stateType(ofFeature: feature, in: context) { states.append(k) }
      }
    }
    for k in states {
      guard done.insert(k) else { continue }
      // The declaration's fields read in place (a copy retained and released its arrays).
      let parentType = file.outline.types[k].parentType, declStart = file.outline.types[k].declStart
      // The State's name as the finding writes it (`Feature.State` for a nested one): its parts
      // go into the message as they are, not joined into a string of their own first.
      let (parentName, period) = parentType >= 0 ? (file.outline.types[parentType].name, ".") : ("", "")
      // What changes, in order: the first in the finding's message, the others its notes (a
      // State most often has one change, and then no array is made).
      var firstChange: String? = nil
      var notes: [String] = []
      func changed(_ change: String) {
        if firstChange == nil { firstChange = change } else { notes.append(change) }
      }
      if !file.outline.types[k].attributes.contains(where: { file.textEquals($0, "@ObservableState") }) {
        let start = Int(file.tokens[declStart].start)
        let replacement = context.text.isFirstOnLine(start)
          ? MigrationText.joined("@ObservableState", context.text.newline, context.text.indentation(ofLineAt: start))
          : "@ObservableState "
        edits.append(Edit(range: start..<start, replacement: replacement))
        changed("add @ObservableState")
      }
      for v in context.variables(inBrace: file.outline.types[k].brace) {
        // The attributes read by index: iterating the list copied it, retaining and releasing its
        // optional array per variable.
        let attributeCount = file.outline.variables[v].attributes.count
        for a in 0..<attributeCount {
          let attribute = file.outline.variables[v].attributes[a]
          if file.textEquals(attribute, "@PresentationState") {
            edits.append(Edit(range: file.tokens[attribute].range, replacement: "@Presents"))
            changed("replace @PresentationState with @Presents")
          } else if file.textEquals(attribute, "@BindingState") {
            edits.append(Edit(range: context.text.removalRange(attribute, attribute), replacement: ""))
            changed("remove @BindingState")
          }
        }
      }
      if let firstChange {
        findings.append(Finding(
          ruleID: id, severity: .warning,
          message: MigrationText.joined(firstChange, " to '", parentName, period, file.outline.types[k].name, "' so the migrated views can observe it"),
          offset: Int(file.tokens[file.outline.types[k].keywordToken].start),
          notes: notes))
      }
    }
  }
}
