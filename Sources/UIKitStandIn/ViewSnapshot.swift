/// Deterministic text snapshots of what a screen shows, for comparing two runs.
///
/// Contract: `capture` returns sorted `name = value` lines for a controller and everything
/// reachable from it: its stored view properties (found with `Mirror`, so a label never added
/// to the hierarchy is still seen), its root view hierarchy, child controllers
/// (`children[i].`, `viewControllers[i].` for navigation stacks), the navigation stack it is in
/// (`navigationController.viewControllers = [A, B]`, other stacked controllers captured under
/// `navigationController.viewControllers[i].`) and the presented controller (`presented.`,
/// recursively). Each view is listed once, under the first name found in this order: controller
/// properties, root views, then breadth first through view properties, stand-in children (a
/// cell's `textLabel`, a table's loaded `cells[s.r]`) and `subviews[i]`. Capturing has no side
/// effects: it never loads a view. Call counts are separate (`callCounts`) and not part of a
/// snapshot.
public enum ViewSnapshot {
  /// The snapshot lines of `controller`; see the type's contract.
  public static func capture(_ controller: UIViewController) -> [String] {
    let walk = SnapshotWalk(root: controller)
    var lines: [String] = []
    for (controller, prefix) in walk.controllers {
      lines += controllerLines(controller).map { "\(prefix)\($0.0) = \($0.1)" }
    }
    for (view, name) in walk.views {
      lines.append("\(name).class = \(String(describing: type(of: view)))")
      lines += view.snapshotProperties().map { "\(name).\($0.0) = \($0.1)" }
      if !view.subviews.isEmpty {
        lines.append("\(name).subviews = [\(view.subviews.map(walk.name(of:)).joined(separator: ", "))]")
      }
      if let stack = view as? UIStackView {
        lines.append("\(name).arrangedSubviews = [\(stack.arrangedSubviews.map(walk.name(of:)).joined(separator: ", "))]")
      }
    }
    return lines.sorted()
  }

  /// `name.method = count` lines for every counted call (for example
  /// `tableView.reloadData = 3`, `present = 1`), sorted; reported, not compared.
  public static func callCounts(_ controller: UIViewController) -> [String] {
    let walk = SnapshotWalk(root: controller)
    var lines: [String] = []
    for (controller, prefix) in walk.controllers {
      lines += controller.callCounts.map { "\(prefix)\($0.key) = \($0.value)" }
    }
    for (view, name) in walk.views {
      lines += view.callCounts.map { "\(name).\($0.key) = \($0.value)" }
    }
    return lines.sorted()
  }

  private static func typeName(_ controller: UIViewController) -> String {
    String(describing: type(of: controller))
  }

  private static func controllerLines(_ controller: UIViewController) -> [(String, String)] {
    var lines: [(String, String)] = [
      ("class", typeName(controller)),
      ("title", Snapshot.string(controller.title)),
      ("isViewLoaded", String(controller.isViewLoaded)),
      ("presentedViewController", controller.presentedViewController.map(typeName) ?? "nil"),
    ]
    let item = controller.navigationItem
    lines.append(("navigationItem.title", Snapshot.string(item.title)))
    for (name, items) in [("leftBarButtonItems", item.leftBarButtonItems), ("rightBarButtonItems", item.rightBarButtonItems)] {
      if let items { lines.append(("navigationItem.\(name)", "[" + items.map(\.snapshotDescription).joined(separator: ", ") + "]")) }
    }
    if item.hidesBackButton { lines.append(("navigationItem.hidesBackButton", "true")) }
    if let navigation = controller as? UINavigationController {
      lines.append(("viewControllers", "[" + navigation.viewControllers.map(typeName).joined(separator: ", ") + "]"))
    } else if let navigation = controller.navigationController {
      lines.append(("navigationController.viewControllers", "[" + navigation.viewControllers.map(typeName).joined(separator: ", ") + "]"))
    }
    if let tabs = controller as? UITabBarController { lines.append(("selectedIndex", String(tabs.selectedIndex))) }
    if let alert = controller as? UIAlertController { lines += alert.snapshotLines }
    return lines
  }
}

/// One naming pass over a controller tree (see `ViewSnapshot`).
final class SnapshotWalk {
  private(set) var controllers: [(UIViewController, String)] = []
  private(set) var views: [(UIView, String)] = []
  private var viewNames: [ObjectIdentifier: String] = [:]
  private var seenControllers: Set<ObjectIdentifier> = []
  private static let standInModule = String(reflecting: UIView.self).components(separatedBy: ".")[0]

  init(root: UIViewController) {
    collectControllers(root, prefix: "")
    for (controller, prefix) in controllers {
      for (label, value) in Self.userProperties(of: controller) { collectViews(value, name: prefix + label) }
    }
    for (controller, prefix) in controllers {
      if let view = controller.viewIfLoaded { assign(view, prefix + "view") }
    }
    var index = 0
    while index < views.count {
      let (view, name) = views[index]
      index += 1
      for (label, value) in Self.userProperties(of: view) { collectViews(value, name: "\(name).\(label)") }
      for (label, child) in view.snapshotChildren() { assign(child, "\(name).\(label)") }
      for (offset, subview) in view.subviews.enumerated() { assign(subview, "\(name).subviews[\(offset)]") }
    }
  }

  func name(of view: UIView) -> String { viewNames[ObjectIdentifier(view)] ?? "?" }

  private func collectControllers(_ controller: UIViewController, prefix: String) {
    guard seenControllers.insert(ObjectIdentifier(controller)).inserted else { return }
    controllers.append((controller, prefix))
    if let navigation = controller as? UINavigationController {
      for (offset, child) in navigation.viewControllers.enumerated() {
        collectControllers(child, prefix: "\(prefix)viewControllers[\(offset)].")
      }
    }
    for (offset, child) in controller.children.enumerated() {
      collectControllers(child, prefix: "\(prefix)children[\(offset)].")
    }
    if let navigation = controller.navigationController {
      for (offset, stacked) in navigation.viewControllers.enumerated() where stacked.isViewLoaded {
        collectControllers(stacked, prefix: "\(prefix)navigationController.viewControllers[\(offset)].")
      }
    }
    if let presented = controller.presentedViewController {
      collectControllers(presented, prefix: "\(prefix)presented.")
    }
  }

  private func assign(_ view: UIView, _ name: String) {
    let id = ObjectIdentifier(view)
    guard viewNames[id] == nil else { return }
    viewNames[id] = name
    views.append((view, name))
  }

  /// Views inside a property value: a view, an optional view, or a collection of them.
  private func collectViews(_ value: Any, name: String) {
    if let view = value as? UIView {
      assign(view, name)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first { collectViews(wrapped.value, name: name) }
    case .collection:
      for (offset, element) in mirror.children.enumerated() { collectViews(element.value, name: "\(name)[\(offset)]") }
    default:
      break
    }
  }

  /// Stored properties declared by user code (the stand-in classes' own storage is skipped),
  /// subclass first, with lazy and property-wrapper storage names cleaned up.
  static func userProperties(of object: AnyObject) -> [(String, Any)] {
    var result: [(String, Any)] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, !isStandIn(current.subjectType) {
      for child in current.children {
        guard let label = child.label else { continue }
        result.append((cleanLabel(label), child.value))
      }
      mirror = current.superclassMirror
    }
    return result
  }

  private static func isStandIn(_ type: Any.Type) -> Bool {
    let name = String(reflecting: type)
    return name.hasPrefix(standInModule + ".") || name.hasPrefix("Foundation.") || name == "NSObject"
  }

  private static func cleanLabel(_ label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    if label.hasPrefix(lazyPrefix) { return String(label.dropFirst(lazyPrefix.count)) }
    if label.hasPrefix("_") { return String(label.dropFirst()) }
    return label
  }
}
