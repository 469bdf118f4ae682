/// An alert or action sheet, as UIKit's `UIAlertController`.
///
/// Contract: a controller holding title, message, actions and text fields; the harness taps
/// an action with `simulateTapAction(titled:)`, which dismisses the alert and then runs the
/// action's handler, as UIKit does. Captured by `ViewSnapshot` as `alert.title`,
/// `alert.message`, `alert.actions`.
open class UIAlertController: UIViewController {
  /// Alert or action sheet.
  public enum Style: Int, Sendable { case actionSheet, alert }

  public let preferredStyle: Style
  open var message: String?
  public private(set) var actions: [UIAlertAction] = []
  public private(set) var textFields: [UITextField]?
  open var preferredAction: UIAlertAction?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  public required init?(coder: NSCoder) {
    self.preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Harness helper: taps the first enabled action with `title`; returns whether one was found.
  @discardableResult
  public func simulateTapAction(titled title: String) -> Bool {
    guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else { return false }
    dismiss(animated: true)
    action.handler?(action)
    return true
  }

  var snapshotLines: [(String, String)] {
    [
      ("alert.style", Snapshot.value(preferredStyle)),
      ("alert.message", Snapshot.string(message)),
      ("alert.actions", "[" + actions.map(\.snapshotDescription).joined(separator: ", ") + "]"),
    ] + (textFields ?? []).enumerated().map { ("alert.textFields[\($0.offset)].text", Snapshot.string($0.element.text)) }
  }
}

/// An alert button, as UIKit's `UIAlertAction`.
open class UIAlertAction: NSObject {
  /// Button styles.
  public enum Style: Int, Sendable { case `default`, cancel, destructive }

  public let title: String?
  public let style: Style
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  var snapshotDescription: String {
    var text = "\(Snapshot.string(title)) \(style)"
    if !isEnabled { text += " disabled" }
    return text
  }
}

/// A window, as UIKit's `UIWindow`: the root of what is on screen.
///
/// Contract: `makeKeyAndVisible()` puts the root controller's view in the window, runs its
/// appearance callbacks and a layout pass (the "first layout" that loads table rows).
open class UIWindow: UIView {
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if isKeyWindow { showRoot() }
    }
  }

  public private(set) var isKeyWindow = false
  open var windowLevel: CGFloat = 0

  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    showRoot()
  }

  open func makeKey() {
    isKeyWindow = true
  }

  private func showRoot() {
    guard let root = rootViewController else { return }
    root.loadViewIfNeeded()
    if root.view.superview !== self { addSubview(root.view) }
    root.beginAppearance()
    layoutIfNeeded()
  }
}

/// The app, as UIKit's `UIApplication` (notification names and a few entry points).
open class UIApplication: UIResponder, @unchecked Sendable {
  /// Application states.
  public enum State: Int, Sendable { case active, inactive, background }

  public static let shared = UIApplication()
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  public static let openSettingsURLString = "app-settings:"

  open var applicationState: State = .active
  open var applicationIconBadgeNumber = 0
  /// URLs passed to `open(_:)`, in order.
  public private(set) var openedURLs: [URL] = []

  open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
    openedURLs.append(url)
    completionHandler?(true)
  }

  open func canOpenURL(_ url: URL) -> Bool { true }

  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}
