/// Modal presentation styles.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none, automatic
}

/// Modal transition styles.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// Status bar styles.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// A screen, as UIKit's `UIViewController`.
///
/// Contract: the view loads lazily on first access to `view` (or `loadViewIfNeeded()`):
/// `loadView()` then `viewDidLoad()`, once. Presentation is immediate: `present` sets
/// `presentedViewController`, loads the presented view, runs its appearance callbacks and the
/// completion; presenting while something is presented is ignored (UIKit logs a warning) and
/// counted as `present.ignored`. `dismiss` dismisses what this controller presented, or this
/// controller if it was presented. `callCounts` counts present/dismiss/push/pop.
open class UIViewController: UIResponder {
  private var storedView: UIView?
  private var isLoadingView = false
  open var title: String?
  public let navigationItem = UINavigationItem()
  public let tabBarItem = UITabBarItem()
  public internal(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var isModalInPresentation = false
  open var definesPresentationContext = false
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var hidesBottomBarWhenPushed = false
  open var extendedLayoutIncludesOpaqueBars = false
  open var edgesForExtendedLayout = 0
  public let nibName: String?
  public let nibBundle: Bundle?
  public internal(set) var callCounts: [String: Int] = [:]

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  public required init?(coder: NSCoder) {
    self.nibName = nil
    self.nibBundle = nil
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  func record(_ call: String) {
    callCounts[call, default: 0] += 1
  }

  // MARK: View lifecycle

  /// The root view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  public var viewIfLoaded: UIView? { storedView }
  public var isViewLoaded: Bool { storedView != nil }

  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  public func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    isLoadingView = false
    viewDidLoad()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  open func viewSafeAreaInsetsDidChange() {}
  open func updateViewConstraints() {}
  open func didReceiveMemoryWarning() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func setNeedsStatusBarAppearanceUpdate() {}
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var traitCollection: UITraitCollection { .current }

  /// Loads the view if needed and runs `viewWillAppear`/`viewDidAppear` (what UIKit does when
  /// the controller comes on screen).
  public func beginAppearance(animated: Bool = false) {
    loadViewIfNeeded()
    viewWillAppear(animated)
    view.layoutPass()
    viewDidAppear(animated)
  }

  /// `viewWillDisappear`/`viewDidDisappear`.
  public func endAppearance(animated: Bool = false) {
    viewWillDisappear(animated)
    viewDidDisappear(animated)
  }

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller above this one.
  open var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this one.
  open var tabBarController: UITabBarController? {
    var current = parent
    while let candidate = current {
      if let tabs = candidate as? UITabBarController { return tabs }
      current = candidate.parent
    }
    return nil
  }

  // MARK: Presentation

  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    record("present")
    guard presentedViewController == nil else {
      record("present.ignored")
      return
    }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    viewControllerToPresent.beginAppearance(animated: flag)
    completion?()
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    record("dismiss")
    if let presented = presentedViewController {
      if presented.presentedViewController != nil { presented.dismiss(animated: flag) }
      presented.endAppearance(animated: flag)
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenter = presentingViewController {
      presenter.dismiss(animated: flag, completion: completion)
      return
    }
    completion?()
  }

  /// Pushes onto the navigation controller when there is one, otherwise presents.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}
