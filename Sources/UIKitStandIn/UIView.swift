/// A view, as UIKit's `UIView`.
///
/// Contract: keeps every property UIKit code sets (hierarchy, visibility, geometry, colors,
/// layer) without drawing; `layoutIfNeeded()` runs a layout pass (`layoutSubviews()` on views
/// needing layout, subtree first-to-last); calls such as `setNeedsLayout()` and
/// `layoutIfNeeded()` are counted (`callCounts`, reported by `ViewSnapshot.callCounts`).
/// Snapshot lines: `isHidden`, `alpha`, `backgroundColor`, explicit `tintColor`, `transform`
/// when not identity, `isUserInteractionEnabled`, layer corner/border, and subclass properties.
open class UIView: UIResponder {
  /// How content fills the bounds.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var backgroundColor: UIColor?
  private var explicitTintColor: UIColor?
  open var bounds: CGRect
  open var center: CGPoint
  open var transform: CGAffineTransform = .identity
  open var isUserInteractionEnabled = true
  open var clipsToBounds = false
  open var isOpaque = true
  open var contentMode: ContentMode = .scaleToFill
  open var tag = 0
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var isAccessibilityElement = false
  open var translatesAutoresizingMaskIntoConstraints = true
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  open var preservesSuperviewLayoutMargins = false
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var semanticContentAttribute = 0
  /// The backing layer (corner radius, border, shadow).
  public let layer = CALayer()
  /// Gesture recognizers added with `addGestureRecognizer(_:)`.
  public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
  /// Set on a controller's root view, so layout passes call the controller's layout hooks.
  weak var owningViewController: UIViewController?
  var needsLayout = true
  lazy var layoutEntry = ViewLayoutEntry()
  /// How often each counted method was called (for `ViewSnapshot.callCounts`).
  public internal(set) var callCounts: [String: Int] = [:]

  public init(frame: CGRect) {
    self.bounds = CGRect(origin: .zero, size: frame.size)
    self.center = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  public required init?(coder: NSCoder) {
    self.bounds = .zero
    self.center = .zero
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  open var frame: CGRect {
    get {
      CGRect(
        x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
        width: bounds.width, height: bounds.height
      )
    }
    set {
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The tint color: set explicitly, else inherited from the superview, else `systemBlue`.
  open var tintColor: UIColor! {
    get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
    set { explicitTintColor = newValue }
  }

  func record(_ call: String) {
    callCounts[call, default: 0] += 1
  }

  // MARK: Hierarchy

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let old = subviews.firstIndex(of: view) {
      subviews.remove(at: old)
    } else {
      view.removeFromSuperview()
    }
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    needsLayout = true
    didAddSubview(view)
    view.didMoveToSuperview()
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(of: view) else { return }
    subviews.append(subviews.remove(at: index))
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(of: view) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.subviewWasRemoved(self)
    didMoveToSuperview()
  }

  /// Hook for containers that track their own lists (stack views).
  func subviewWasRemoved(_ view: UIView) {}

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The window this view is in, if any.
  open var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }

  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
  }

  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
  }

  // MARK: Layout and drawing

  open func setNeedsLayout() {
    record("setNeedsLayout")
    needsLayout = true
  }

  open func layoutIfNeeded() {
    record("layoutIfNeeded")
    layoutPass()
  }

  /// Lays out this view when it needs it, then its subviews.
  func layoutPass() {
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutPass() }
  }

  open func layoutSubviews() {}

  open func setNeedsDisplay() {
    record("setNeedsDisplay")
  }

  open func setNeedsUpdateConstraints() {
    record("setNeedsUpdateConstraints")
  }

  open func updateConstraintsIfNeeded() {}
  open func updateConstraints() {}

  open func sizeToFit() {
    record("sizeToFit")
  }

  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  open func invalidateIntrinsicContentSize() {}

  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

  open var safeAreaInsets: UIEdgeInsets { .zero }

  open func endEditing(_ force: Bool) -> Bool {
    record("endEditing")
    return true
  }

  public static let noIntrinsicMetric: CGFloat = -1

  // MARK: Snapshot

  /// The lines this view contributes (name relative to the view), in a fixed order.
  func snapshotProperties() -> [(String, String)] {
    var lines: [(String, String)] = [
      ("isHidden", String(isHidden)),
      ("alpha", Snapshot.number(alpha)),
      ("backgroundColor", Snapshot.color(backgroundColor)),
    ]
    if let explicitTintColor { lines.append(("tintColor", explicitTintColor.snapshotName)) }
    if !transform.isIdentity { lines.append(("transform", String(describing: transform))) }
    if !isUserInteractionEnabled { lines.append(("isUserInteractionEnabled", "false")) }
    lines += layer.snapshotProperties().map { ("layer.\($0.0)", $0.1) }
    return lines
  }

  /// Views owned by this stand-in type that are not stored properties of user code (for
  /// example a cell's `textLabel`), with their names relative to this view.
  func snapshotChildren() -> [(String, UIView)] { [] }
}
