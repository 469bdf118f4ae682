/// A navigation stack, as UIKit's `UINavigationController`.
///
/// Contract: pushes and pops are immediate; a pushed controller becomes a child, its view is
/// loaded and its appearance callbacks run. `callCounts` counts push and pop.
open class UINavigationController: UIViewController {
  private var stack: [UIViewController] = []
  public let navigationBar = UINavigationBar()
  open var isNavigationBarHidden = false
  open var isToolbarHidden = true
  open weak var delegate: UINavigationControllerDelegate?

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for old in stack where !viewControllers.contains(where: { $0 === old }) { old.removeFromParent() }
    stack = viewControllers
    for controller in viewControllers where controller.parent !== self { addChild(controller) }
    if isViewLoaded { topViewController?.beginAppearance(animated: animated) }
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    record("pushViewController")
    addChild(viewController)
    stack.append(viewController)
    viewController.beginAppearance(animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    record("popViewController")
    guard stack.count > 1 else { return nil }
    let popped = stack.removeLast()
    popped.endAppearance(animated: animated)
    popped.removeFromParent()
    return popped
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    record("popToRootViewController")
    guard stack.count > 1 else { return [] }
    let popped = Array(stack.dropFirst())
    stack = [stack[0]]
    for controller in popped { controller.removeFromParent() }
    return popped
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    record("popToViewController")
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    stack = Array(stack[...index])
    for controller in popped { controller.removeFromParent() }
    return popped
  }

  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    topViewController?.beginAppearance()
  }
}

/// The navigation controller's delegate (accepted; not called).
public protocol UINavigationControllerDelegate: AnyObject {}

/// The navigation bar (appearance settings only).
open class UINavigationBar: UIView {
  open var prefersLargeTitles = false
  open var isTranslucent = true
  open var barTintColor: UIColor?
}

/// A tab bar controller, as UIKit's `UITabBarController` (minimal).
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] { controller.removeFromParent() }
      for controller in viewControllers ?? [] { addChild(controller) }
    }
  }
  open var selectedIndex = 0

  open var selectedViewController: UIViewController? {
    guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
    return viewControllers[selectedIndex]
  }

  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }
}

/// A tab bar item, as UIKit's `UITabBarItem`.
open class UITabBarItem: NSObject {
  open var title: String?
  open var image: UIImage?
  open var badgeValue: String?

  public override init() {
    super.init()
  }

  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// What a controller shows in the navigation bar, as UIKit's `UINavigationItem`.
open class UINavigationItem: NSObject {
  /// Large title modes.
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

  open var title: String?
  open var prompt: String?
  open var titleView: UIView?
  open var hidesBackButton = false
  open var backButtonTitle: String?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?

  public override init() {
    super.init()
  }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// A bar button, as UIKit's `UIBarButtonItem`.
///
/// Contract: keeps title, image, enabled state, the primary action (run by `simulateTap()`)
/// and target-action (recorded only, as for controls).
open class UIBarButtonItem: NSObject {
  /// Item styles.
  public enum Style: Int, Sendable { case plain, bordered, done }
  /// System items.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, close
  }

  open var title: String?
  open var image: UIImage?
  open var style: Style = .plain
  open var isEnabled = true
  open var tintColor: UIColor?
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  public private(set) var systemItem: SystemItem?
  public private(set) var target: AnyObject?
  public private(set) var action: Selector?
  open var customView: UIView?

  public override init() {
    super.init()
  }

  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    (self.systemItem, self.target, self.action) = (systemItem, target as AnyObject?, action)
  }

  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    (self.systemItem, self.primaryAction, self.menu) = (systemItem, primaryAction, menu)
  }

  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    (self.title, self.image, self.primaryAction, self.menu) = (title, image, primaryAction, menu)
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Harness helper: runs the primary action when enabled.
  public func simulateTap() {
    guard isEnabled, let primaryAction else { return }
    primaryAction.sender = self
    primaryAction.handler(primaryAction)
  }

  var snapshotDescription: String {
    let label = title.map(Snapshot.string) ?? image?.snapshotName ?? systemItem.map { "\($0)" } ?? "item"
    return isEnabled ? label : "\(label) disabled"
  }
}
