/// Rule `untranslatable-chain`: a publisher chain whose meaning `observe` cannot express is left
/// untouched and reported with the reason and the manual change to make.
enum UntranslatableChain {
  static let id = "untranslatable-chain"

  /// What to do with an operator `ChainValue` does not fold into the value itself (`map`,
  /// `compactMap`, `filter` and `combineLatest` of store fields are folded there).
  enum Verdict {
    /// Has no effect under observation; dropped, with a note when the user should know.
    case drop(note: String?)
    case refuse(String)
  }

  static func verdict(for name: String, argumentText: String?) -> Verdict {
    switch name {
    case "removeDuplicates":
      if let argumentText, !argumentText.isEmpty {
        return .refuse("'removeDuplicates(by:)' uses custom equality that observe cannot apply; compare in the reducer, or migrate by hand")
      }
      return .drop(note: "'removeDuplicates()' dropped: observe re-runs on any change of what it reads; keep the block idempotent")
    case "eraseToAnyPublisher":
      return .drop(note: nil)
    case "receive":
      let main = ["on:DispatchQueue.main", "on:RunLoop.main", "on:.main"]
      if let argumentText, main.contains(argumentText) {
        return .drop(note: "'receive(on:)' dropped: the block's first run is now synchronous; check nothing relied on the hop")
      }
      return .refuse("'receive(on:)' with a scheduler other than the main queue has no observe equivalent; migrate by hand")
    case "dropFirst":
      return .refuse("'dropFirst' skips the first value, which observe cannot express; move the skipped reaction into the reducer")
    case "debounce", "throttle", "delay":
      return .refuse("'\(name)' changes timing, which observe cannot express; do the \(name) in the reducer with an effect and observe its result")
    case "prefix", "first", "scan", "handleEvents", "zip", "merge", "flatMap", "switchToLatest", "collect":
      return .refuse("'\(name)' has no observe equivalent; model it as state in the reducer, or migrate this chain by hand")
    default:
      return .refuse("'\(name)' has no known observe equivalent; migrate this chain by hand")
    }
  }

  static func finding(reason: String, offset: Int) -> Finding {
    Finding(ruleID: id, severity: .warning, message: "cannot translate this subscription: \(reason)", offset: offset)
  }
}
