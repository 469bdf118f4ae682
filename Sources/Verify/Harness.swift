/// The `main.swift` that drives one scenario: builds the store and the controller, shows it in a
/// window inside a navigation controller, and prints the UI snapshot after loading and after each
/// step, with the main queue drained first.
///
/// Output contract (parsed by `Trace`): `== <step>` starts a step; snapshot lines follow; then
/// `-- calls` and the call counts, which are reported but not compared.
enum Harness {
  static func source(for scenario: Scenario) -> String {
    let state = scenario.initialState ?? "\(scenario.stateType)()"
    let reducer = scenario.feature.map { "\($0)()" }
      ?? "Reduce<\(scenario.stateType), \(scenario.actionType ?? "Never")> { _, _ in .none }"
    let initializer = scenario.initLabel == "_" ? "\(scenario.controller)(store)" : "\(scenario.controller)(\(scenario.initLabel): store)"
    var main = """
      import UIKit
      import ComposableArchitecture
      import Combine

      func step(_ name: String, _ controller: UIViewController) {
        MainQueue.shared.drain()
        print("== \\(name)")
        for line in ViewSnapshot.capture(controller) { print(line) }
        print("-- calls")
        for line in ViewSnapshot.callCounts(controller) { print(line) }
      }

      /// A stored property of the controller (or of its superclasses), found by name even when private.
      func property<T>(_ name: String, of controller: UIViewController, as type: T.Type) -> T {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
          if let value = current.children.first(where: { $0.label == name })?.value as? T { return value }
          mirror = current.superclassMirror
        }
        fatalError("scenario: the controller has no \\(T.self) property named '\\(name)'")
      }

      let store = Store(initialState: \(state)) { \(reducer) }
      let controller = \(initializer)
      let navigation = UINavigationController(rootViewController: controller)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      controller.loadViewIfNeeded()
      step("load", controller)

      """
    for step in scenario.steps {
      let name = step.text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      let action: String
      switch step {
      case .send(let value): action = "store.send(\(value))"
      case .set(let field, let value): action = "store._harnessMutateState { $0.\(field) = \(value) }"
      case .tap(let name): action = "property(\"\(name)\", of: controller, as: UIControl.self).simulateTap()"
      case .toggle(let name): action = "property(\"\(name)\", of: controller, as: UISwitch.self).simulateToggle()"
      case .type(let name, let text): action = "property(\"\(name)\", of: controller, as: UITextField.self).simulateTyping(\(text))"
      case .select(let name, let row): action = "property(\"\(name)\", of: controller, as: UITableView.self).simulateSelectRow(at: IndexPath(row: \(row), section: 0))"
      case .drain: action = "_ = 0"
      }
      main += "\(action)\nstep(\"\(name)\", controller)\n"
    }
    return main
  }
}
