import SwiftScan

/// What `verify` runs: which controller, on which feature and initial state, then the steps.
/// Behaviour is compared as the UI snapshot after loading and after every step.
///
/// File format (one directive per line, `#` starts a comment):
/// ```
/// controller PerfilViewController     # the UIViewController subclass to show
/// feature Perfil                      # the reducer type (for `Store<S, A>` stores: `reducer none`)
/// state Perfil.State(nombre: "Ana")   # optional: the initial state, a Swift expression
/// init store                          # optional: the initializer label (`init _` for `init(_ store:)`)
/// state-type CounterState             # with `reducer none`: the store's State and Action types
/// action-type CounterAction
/// send .incrementarPulsado            # store.send(.incrementarPulsado)
/// set nombre = "Beatriz"              # change a State field directly (no action)
/// tap saveButton                      # a control stored in a property of the controller
/// toggle verboseSwitch                # flips a UISwitch and sends its value-changed event
/// type emailField "ana@example.com"   # types into a UITextField
/// select tableView 2                  # selects row 2 of section 0
/// drain                               # only lets the main queue run
/// ```
public struct Scenario: Equatable, Sendable {
  public var controller: String
  /// The reducer type; nil runs the store with a reducer that does nothing.
  public var feature: String?
  public var stateType: String
  /// The action type, needed only when `feature` is nil (the store then runs `Reduce<S, A>`).
  public var actionType: String? = nil
  public var initialState: String?
  public var initLabel: String = "store"
  public var steps: [Step] = []

  public enum Step: Equatable, Sendable {
    case send(String)
    case set(field: String, value: String)
    case tap(String)
    case toggle(String)
    case type(String, text: String)
    case select(String, row: Int)
    case drain

    /// The step as written in a scenario file; it names the step in traces.
    public var text: String {
      switch self {
      case .send(let action): "send \(action)"
      case .set(let field, let value): "set \(field) = \(value)"
      case .tap(let name): "tap \(name)"
      case .toggle(let name): "toggle \(name)"
      case .type(let name, let text): "type \(name) \(text)"
      case .select(let name, let row): "select \(name) \(row)"
      case .drain: "drain"
      }
    }
  }

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "\(line):1: \(message)" }
  }

  public init(controller: String, feature: String?, stateType: String) {
    self.controller = controller
    self.feature = feature
    self.stateType = stateType
  }

  public static func parse(_ text: String) throws -> Scenario {
    var scenario = Scenario(controller: "", feature: nil, stateType: "")
    var sawFeature = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = Substring(raw)
      if let hash = line.firstIndex(of: "#"), !line[..<hash].contains("\"") { line = line[..<hash] }
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let keyword = words.first?.trimmingCharacters(in: [" ", "\t", "\r"]), !keyword.isEmpty else { continue }
      let argument = words.count > 1 ? words[1].trimmingCharacters(in: [" ", "\t", "\r"]) : ""
      func need(_ what: String) throws -> String {
        guard !argument.isEmpty else { throw ParseError(line: index + 1, message: "'\(keyword)' needs \(what)") }
        return argument
      }
      switch keyword {
      case "controller": scenario.controller = try need("a class name")
      case "feature", "reducer":
        let name = try need("a reducer type, or none")
        scenario.feature = name == "none" ? nil : name
        if scenario.stateType.isEmpty, let feature = scenario.feature { scenario.stateType = "\(feature).State" }
        sawFeature = true
      case "state-type": scenario.stateType = try need("a type")
      case "action-type": scenario.actionType = try need("a type")
      case "state": scenario.initialState = try need("a Swift expression")
      case "init": scenario.initLabel = try need("a label, or _")
      case "send": scenario.steps.append(.send(try need("an action such as .tapped")))
      case "set":
        let parts = try need("`field = value`").split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { throw ParseError(line: index + 1, message: "'set' needs `field = value`") }
        scenario.steps.append(.set(field: parts[0].trimmingCharacters(in: .whitespaces), value: parts[1].trimmingCharacters(in: .whitespaces)))
      case "tap": scenario.steps.append(.tap(try need("a property name")))
      case "toggle": scenario.steps.append(.toggle(try need("a property name")))
      case "type":
        let parts = try need("a property and a quoted text").split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { throw ParseError(line: index + 1, message: "'type' needs a property and a quoted text") }
        scenario.steps.append(.type(String(parts[0]), text: String(parts[1])))
      case "select":
        let parts = try need("a property and a row").split(separator: " ")
        guard parts.count == 2, let row = Int(parts[1]) else { throw ParseError(line: index + 1, message: "'select' needs a property and a row number") }
        scenario.steps.append(.select(String(parts[0]), row: row))
      case "drain": scenario.steps.append(.drain)
      default:
        throw ParseError(line: index + 1, message: "unknown directive '\(keyword)'; use controller, feature, state, init, send, set, tap, toggle, type, select or drain")
      }
    }
    if scenario.controller.isEmpty { throw ParseError(line: 1, message: "the scenario names no controller (`controller Name`)") }
    if !sawFeature { throw ParseError(line: 1, message: "the scenario names no feature (`feature Name` or `reducer none`)") }
    if scenario.stateType.isEmpty { throw ParseError(line: 1, message: "the scenario names no state type (`state-type Name`)") }
    if scenario.feature == nil, scenario.actionType == nil {
      throw ParseError(line: 1, message: "with `reducer none` the scenario needs `action-type Name`")
    }
    return scenario
  }

  /// The scenario as a file.
  public var text: String {
    var lines = ["controller \(controller)", feature.map { "feature \($0)" } ?? "reducer none"]
    if feature == nil || stateType != "\(feature!).State" { lines.append("state-type \(stateType)") }
    if let actionType { lines.append("action-type \(actionType)") }
    if let initialState { lines.append("state \(initialState)") }
    if initLabel != "store" { lines.append("init \(initLabel)") }
    return (lines + steps.map(\.text)).joined(separator: "\n") + "\n"
  }
}
