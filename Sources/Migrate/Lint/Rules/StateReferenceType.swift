import SwiftScan

/// Rule `state-reference-type`: a class instance inside a State struct keeps the syntax of a
/// value and loses its meaning. Copying the State copies the pointer; the previous and next
/// states share one object, mutating one mutates the other, and `==` no longer tells them apart.
public enum StateReferenceType: LintRule {
  public static let info = RuleInfo(
    id: "state-reference-type", severity: .warning, category: "state", fixable: false,
    summary: "a reducer State holds a class instance: a timer, cancellable, view, managed object or a class of the project")

  static let knownReferenceTypes: Set<String> = [
    "Timer", "AnyCancellable", "Cancellable", "NSManagedObject", "NSObject", "PassthroughSubject",
    "CurrentValueSubject", "AVPlayer", "AVAudioPlayer", "NSMutableArray", "NSMutableDictionary", "NSMutableSet",
    "NSMutableString", "NSMutableAttributedString", "NSMutableData", "NSCache", "JSONDecoder", "JSONEncoder",
    "DateFormatter", "NumberFormatter", "Thread", "NSLock", "CADisplayLink", "CALayer", "UIViewController",
    "UINavigationController", "UIAlertController", "CLLocationManager", "WKWebView",
  ]

  public static func findings(in context: LintContext) -> [Finding] {
    context.states.flatMap { state in
      state.fields.compactMap { field -> Finding? in
        guard !context.isClosure(field), context.dependencyName(field) == nil,
              let name = referenceName(field, context) else { return nil }
        return context.finding(
          info, at: field.nameToken,
          "keep a value (an ID, the data) in '\(field.name)' instead of a '\(name)': with a reference type, copies of \(state.qualifiedName) share one object")
      }
    }
  }

  static func referenceName(_ field: StateField, _ context: LintContext) -> String? {
    let annotated = !field.typeTokens.isEmpty
    // Without an annotation, only a construction names the type: `Timer.publish(…)`, `Cache()`.
    for name in context.typeNames(annotated ? field.typeTokens : field.initializerTokens) {
      let parts = annotated ? name.split(separator: ".").map(String.init) : TypeText.typePrefix(name)
      guard let last = parts.last else { continue }
      if knownReferenceTypes.contains(last) || ViewCreationInObserve.isUIKitView(last) { return last }
      let type = annotated ? name : parts.joined(separator: ".")
      if context.isClass(type) { return type }
    }
    return nil
  }
}
