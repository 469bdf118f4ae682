import SwiftScan

/// What one reducer `State` looks like to files other than the one declaring it.
public struct StateSummary: Sendable {
  public var qualifiedName: String
  public var featureName: String
  public var fields: [String: Bool]  // field name → marked `@ObservationStateIgnored`
}

/// Facts about the whole scanned tree that the per-file lint rules consult.
///
/// Contract: built from every scanned file before any rule runs (`--since` narrows the files
/// that are reported, never the facts). Two steps: declarations and reads of each file first,
/// then the reducer States of each file, which depend on which types are reducers anywhere
/// (`extension Feature: Reducer` may live in another file than `Feature.State`).
public struct LintFacts: Sendable {
  /// Qualified names of reducers (`Feature`, `Parent.Child`).
  public var reducerNames: Set<String> = []
  /// Simple and qualified names of classes and actors.
  public var classNames: Set<String> = []
  /// Simple and qualified names of structs and enums (a name in both sets is ambiguous).
  public var valueTypeNames: Set<String> = []
  /// Class name (simple and qualified) → the first name it inherits.
  public var superclass: [String: String] = [:]
  /// Simple and qualified names of types declared or extended as `Identifiable`.
  public var identifiableNames: Set<String> = []
  /// `typealias Name = (…) -> …`.
  public var closureAliases: Set<String> = []
  /// Member names read anywhere: `x.name`, `\.name`, `$0.name`, `\.$name`. A plain assignment
  /// target is not a read, and neither is anything in an `==` or `hash(into:)` body.
  public var memberReads: Set<String> = []
  /// Member name → member names read on the right of an assignment to it
  /// (`state.highlighted = state.orders[id: id]` gives `highlighted → [orders]`).
  public var assignedFrom: [String: Set<String>] = [:]
  /// Unqualified names used inside a type named `…State` or its extensions, by qualified name.
  public var internalReads: [String: Set<String>] = [:]
  /// Per scanned file (same order as given), its reducer States.
  public var statesByFile: [[StateDecl]] = []
  /// Every reducer State by qualified name; several when modules reuse a name.
  public var states: [String: [StateSummary]] = [:]
  /// Reducer name → qualified names of its State (one, unless modules reuse a name).
  public var stateOfFeature: [String: Set<String>] = [:]

  public init() {}

  public init(files: [ScannedFile]) {
    var aliases: [(reducer: String, target: String)] = []
    for file in files {
      aliases += collectDeclarations(file)
      collectReads(file)
    }
    var aliasTargets: [String: String] = [:]
    for alias in aliases where reducerNames.contains(alias.reducer) { aliasTargets[alias.target] = alias.reducer }
    statesByFile = files.map { ReducerStates.find(in: $0, reducers: reducerNames, aliases: aliasTargets) }
    for states in statesByFile {
      for state in states {
        var fields: [String: Bool] = [:]
        for field in state.fields where !field.isAssociatedValue { fields[field.name] = field.isIgnored }
        self.states[state.qualifiedName, default: []].append(
          StateSummary(qualifiedName: state.qualifiedName, featureName: state.featureName, fields: fields))
        stateOfFeature[state.featureName, default: []].insert(state.qualifiedName)
      }
    }
  }

  /// Whether `name` (simple or qualified) is a class or actor and not also a struct or enum.
  public func isClass(_ name: String) -> Bool {
    classNames.contains(name) && !valueTypeNames.contains(name)
  }

  /// Whether class `name` inherits, through classes declared in the tree, from a class that
  /// satisfies `predicate` (UIKit names are not declared in the tree, so the chain ends there).
  public func inherits(_ name: String, where predicate: (String) -> Bool) -> Bool {
    var current = name
    for _ in 0..<16 {
      if predicate(current) { return true }
      guard let next = superclass[current] else { return false }
      current = next
    }
    return false
  }

  // MARK: Collecting

  private mutating func collectDeclarations(_ file: ScannedFile) -> [(reducer: String, target: String)] {
    let names = ReducerStates.qualifiedNames(file)
    var aliases: [(reducer: String, target: String)] = []
    for (k, type) in file.outline.types.enumerated() {
      let simple = type.name.split(separator: ".").last.map(String.init) ?? type.name
      switch type.keyword {
      case "class", "actor":
        classNames.insert(names[k]); classNames.insert(simple)
        if let first = type.inheritance.first { superclass[names[k]] = first; superclass[simple] = first }
      case "struct", "enum":
        valueTypeNames.insert(names[k]); valueTypeNames.insert(simple)
      default: break
      }
      if type.inheritance.contains("Identifiable") {
        identifiableNames.insert(names[k]); identifiableNames.insert(simple)
      }
      if ReducerStates.isReducerDeclaration(type, in: file) { reducerNames.insert(names[k]) }
      if let target = ReducerStates.stateAlias(inType: k, in: file) { aliases.append((names[k], target)) }
    }
    for t in file.tokens.indices where file.isIdentifier(t, "typealias") {
      guard let name = file.nextSignificant(after: t), file.tokens[name].kind == .identifier else { continue }
      let end = file.statementEnd(from: t)
      if TypeText.isFunctionType(name..<(end + 1), in: file) { closureAliases.insert(file.text(name)) }
    }
    return aliases
  }

  private mutating func collectReads(_ file: ScannedFile) {
    let excluded = Self.equalityBodies(file)
    let tokens = file.tokens
    var excludedIndex = 0
    for t in tokens.indices where tokens[t].kind == .identifier {
      while excludedIndex < excluded.count, excluded[excludedIndex].upperBound <= t { excludedIndex += 1 }
      if excludedIndex < excluded.count, excluded[excludedIndex].contains(t) { continue }
      guard let previous = file.previousSignificant(before: t), tokens[previous].kind == .period else { continue }
      if let next = file.nextSignificant(after: t), Self.isAssignment(next, in: file) {
        recordAssignment(to: t, operator: next, in: file)
        continue
      }
      var name = file.text(t)
      if name.hasPrefix("$") { name.removeFirst() }
      memberReads.insert(name)
    }
    let names = ReducerStates.qualifiedNames(file)
    let declared = Set(file.outline.variables.map(\.nameToken))
    let skipped = excluded + file.outline.functions.filter { $0.name == "init" && $0.brace >= 0 }.map {
      file.outline.braces[$0.brace].open..<file.outline.braces[$0.brace].close
    }
    for (k, type) in file.outline.types.enumerated() where type.brace >= 0 && type.name.hasSuffix("State") {
      let group = file.outline.braces[type.brace]
      var used = internalReads[names[k], default: []]
      for t in (group.open + 1)..<group.close where tokens[t].kind == .identifier && !declared.contains(t) {
        if skipped.contains(where: { $0.contains(t) }) { continue }
        if let previous = file.previousSignificant(before: t), tokens[previous].kind == .period { continue }
        used.insert(file.text(t))
      }
      internalReads[names[k]] = used
    }
  }

  private mutating func recordAssignment(to t: Int, operator equals: Int, in file: ScannedFile) {
    let end = file.statementEnd(from: equals)
    guard end > equals else { return }
    var sources = assignedFrom[file.text(t), default: []]
    for u in (equals + 1)...end where file.tokens[u].kind == .identifier {
      if let previous = file.previousSignificant(before: u), file.tokens[previous].kind == .period { sources.insert(file.text(u)) }
    }
    assignedFrom[file.text(t)] = sources
  }

  /// Bodies of `==` and `hash(into:)`: comparing or hashing a field is not using it.
  static func equalityBodies(_ file: ScannedFile) -> [Range<Int>] {
    file.outline.functions.compactMap { function -> Range<Int>? in
      guard function.brace >= 0, function.name == "==" || function.name == "hash" else { return nil }
      let group = file.outline.braces[function.brace]
      return group.open..<group.close
    }.sorted { $0.lowerBound < $1.lowerBound }
  }

  /// `=`, `+=`, `-=`, … but not `==`, `!=`, `<=`, `>=`, `===`, `!==`.
  static func isAssignment(_ t: Int, in file: ScannedFile) -> Bool {
    guard file.tokens[t].kind == .operator else { return false }
    let text = file.text(t)
    guard text.hasSuffix("=") else { return false }
    return !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
  }
}
