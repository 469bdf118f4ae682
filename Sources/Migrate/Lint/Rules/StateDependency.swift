import SwiftScan

/// Rule `state-dependency`: clients, services, sessions, managed-object contexts and schedulers
/// are how a reducer reaches the world, not what a feature is. In State they cannot be compared
/// or rebuilt in a test, and anyone holding the State can cause effects without an action.
/// `@Dependency` in the reducer is where they belong, with live and test values.
public enum StateDependency: LintRule {
  public static let info = RuleInfo(
    id: "state-dependency", severity: .error, category: "state", fixable: false,
    summary: "a reducer State holds a dependency: a client, service, URLSession, managed-object context or scheduler")

  static let dependencyTypes = LengthFilteredNames([
    "URLSession", "NSManagedObjectContext", "NSPersistentContainer", "ModelContext", "ModelContainer",
    "AnySchedulerOf", "AnyScheduler", "DispatchQueue", "OperationQueue", "RunLoop", "NotificationCenter",
    "UserDefaults", "FileManager", "DependencyValues", "ImmediateSchedulerOf", "TestSchedulerOf",
  ])

  /// `APIClient`, `AuthenticationService`, `UserRepository`: a prefix and a role suffix. Bare
  /// `Client` or `Service` is usually a domain model (a customer, a booked service).
  static func isClientName(_ name: String) -> Bool {
    // On UTF-8 bytes, in place: called for every name in every State field and view property.
    return name.withUTF8InPlace { bytes in
      var start = bytes.count
      while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
      let length = bytes.count - start
      return roleSuffixes.contains { suffix in
        length > suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
      }
    }
  }

  private static let roleSuffixes: [[UInt8]] = ["Client", "Service", "Repository"].map { Array($0.utf8) }

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    // By index: a State or a field copied out retains its strings and arrays; most fields find nothing.
    let states = context.states
    for s in states.indices {
      for f in states[s].fields.indices {
        guard !context.isClosure(state: s, field: f), let name = context.dependencyName(state: s, field: f) else { continue }
        findings.append(context.finding(
          info, at: states[s].fields[f].nameToken,
          "move '\(states[s].fields[f].name)' (\(name)) out of \(states[s].qualifiedName): declare it in the reducer with @Dependency"))
      }
    }
  }

  /// The dependency field `f` of the context's State `s` holds, if any.
  static func dependencyName(state s: Int, field f: Int, _ context: LintContext) -> String? {
    if context.states[s].fields[f].attributes.contains("@Dependency") { return "@Dependency" }
    // A type names itself by its last part (the first such part that is a dependency, worked
    // out once per annotation); an initializer by its leading type names (`DispatchQueue` of
    // `DispatchQueue.main`, `Mode` of `RunLoop.Mode.common`).
    if !context.states[s].fields[f].typeTokens.isEmpty { return context.annotatedDependency(state: s, field: f) }
    for parts in context.nameParts(state: s, field: f) {
      guard let candidate = parts.prefix.last else { continue }
      if isDependencyType(candidate) { return candidate }
    }
    return nil
  }

  /// Whether a type's name (or last part) names a dependency.
  static func isDependencyType(_ name: String) -> Bool { dependencyTypes.contains(name) || isClientName(name) }
}
