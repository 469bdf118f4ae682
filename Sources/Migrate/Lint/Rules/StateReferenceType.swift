import SwiftScan

/// Rule `state-reference-type`: a class instance inside a State struct keeps the syntax of a
/// value and loses its meaning. Copying the State copies the pointer; the previous and next
/// states share one object, mutating one mutates the other, and `==` no longer tells them apart.
public enum StateReferenceType: LintRule {
  public static let info = RuleInfo(
    id: "state-reference-type", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State holds a class instance: a timer, cancellable, view, managed object or a class of the project")

  static let knownReferenceTypes = LengthFilteredNames([
    "Timer", "AnyCancellable", "Cancellable", "NSManagedObject", "NSObject", "PassthroughSubject",
    "CurrentValueSubject", "AVPlayer", "AVAudioPlayer", "NSMutableArray", "NSMutableDictionary", "NSMutableSet",
    "NSMutableString", "NSMutableAttributedString", "NSMutableData", "NSCache", "JSONDecoder", "JSONEncoder",
    "DateFormatter", "NumberFormatter", "Thread", "NSLock", "CADisplayLink", "CALayer", "UIViewController",
    "UINavigationController", "UIAlertController", "CLLocationManager", "WKWebView",
  ])

  public static func appendFindings(in context: LintContext, to findings: inout [Finding]) {
    // By index: a State or a field copied out retains its strings and arrays; most fields find nothing.
    let states = context.states
    for s in states.indices {
      for f in states[s].fields.indices {
        guard !context.isClosure(state: s, field: f), context.dependencyName(state: s, field: f) == nil,
              let name = referenceName(state: s, field: f, context) else { continue }
        findings.append(context.finding(
          info, at: states[s].fields[f].nameToken,
          "keep a value (an ID, the data) in '\(states[s].fields[f].name)' instead of a '\(name)': with a reference type, copies of \(states[s].qualifiedName) share one object"))
      }
    }
  }

  /// Whether a type's name (or last part) is a class the rule knows without the tree.
  static func isKnownReference(_ name: String) -> Bool {
    knownReferenceTypes.contains(name) || ViewCreationInObserve.isUIKitView(name)
  }

  /// The class field `f` of the context's State `s` holds an instance of, if any.
  static func referenceName(state s: Int, field f: Int, _ context: LintContext) -> String? {
    // An annotation gives every field it annotates one answer: worked out once per file.
    if !context.states[s].fields[f].typeTokens.isEmpty { return context.annotatedReference(state: s, field: f) }
    // The parts of each name are made once per field and shared with `state-dependency`.
    // Without an annotation, only a construction names the type: `Timer.publish(…)`, `Cache()`.
    for part in context.nameParts(state: s, field: f) {
      let prefix = part.prefix
      guard let last = prefix.last else { continue }
      if isKnownReference(last) { return last }
      let type = prefix.count == 1 ? last : prefix.joined(separator: ".")
      if context.isClass(type) { return type }
    }
    return nil
  }

  /// `referenceName` of an annotated field whose annotation is `memo`'s entry `e`: the last part
  /// of one of its names that is a known reference, or a name that is a class of the tree.
  /// The entry's names, parts and flags are read in place, by index (not through the slices
  /// `writtenTypeNames` and `nameParts` give, each looked up and retained per question).
  static func annotatedReferenceName(_ memo: LintWorkerMemo, entry e: Int, _ context: LintContext) -> String? {
    for n in memo.entries[e].names.indices {
      // A name without a last part (`TypeText.lastPart`) is passed over.
      guard memo.entries[e].parts[n].last != nil else { continue }
      // Worked out once per annotation: `isKnownReference(last)`.
      if memo.entries[e].knownReference[n] { return memo.entries[e].parts[n].last }
      if context.isClass(memo.entries[e].names[n]) { return memo.entries[e].names[n] }
    }
    return nil
  }
}
