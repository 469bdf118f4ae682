/// The text of every `Rules/<id>.rule` file, compiled into the tool: `tca-migrate rules <id>`
/// prints rationale and examples from here because the binary cannot read `Rules/` at run time.
///
/// Contract: `text(for: id)` equals `Rules/<id>.rule` byte for byte (a test checks it), so the
/// rule files stay the one place to edit; copy a changed file's text into its `…Doc.swift`.
public enum RuleDocs {
  static let table: [String: String] = [
    "ignored-state-read": ignoredStateRead,
    "nested-observe": nestedObserve,
    "non-idempotent-observe": nonIdempotentObserve,
    "observable-state": observableState,
    "observe-strong-self": observeStrongSelf,
    "publisher-subscription": publisherSubscription,
    "reducer-logic-in-view": reducerLogicInView,
    "send-in-observe": sendInObserve,
    "state-closure": stateClosure,
    "state-dead-field": stateDeadField,
    "state-dependency": stateDependency,
    "state-identified-array": stateIdentifiedArray,
    "state-reference-type": stateReferenceType,
    "state-selection-by-copy": stateSelectionByCopy,
    "store-iflet": storeIfLet,
    "untranslatable-chain": untranslatableChain,
    "unused-cancellables": unusedCancellables,
    "unused-suppression": unusedSuppression,
    "view-creation-in-observe": viewCreationInObserve,
    "viewstore-usage": viewstoreUsage,
  ]

  /// The rule file's text, or nil for an unknown id.
  public static func text(for id: String) -> String? { table[id].map { $0 + "\n" } }

  /// A rule file read for people: its rationale as written, and its examples.
  public struct Parsed: Sendable {
    public var rationale: String
    public var triggering: [String]
    public var nonTriggering: [String]
    public var before: String?
    public var after: String?
  }

  /// Splits a rule file into its `## section`s: prose under `rationale`, ```swift blocks elsewhere.
  public static func parse(_ text: String) -> Parsed {
    var prose: [String: [String]] = [:]
    var blocks: [String: [String]] = [:]
    var section = ""
    var block: [String]? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var current = block {
        if line == "```" {
          blocks[section, default: []].append(current.joined(separator: "\n") + "\n")
          block = nil
        } else {
          current.append(line)
          block = current
        }
      } else if line.hasPrefix("```swift") {
        block = []
      } else if line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
      } else if !section.isEmpty, !line.isEmpty {
        prose[section, default: []].append(line)
      }
    }
    return Parsed(
      rationale: (prose["rationale"] ?? []).joined(separator: "\n"), triggering: blocks["triggering"] ?? [],
      nonTriggering: blocks["non-triggering"] ?? [], before: blocks["before"]?.first, after: blocks["after"]?.first)
  }
}
