/// An image view, as UIKit's `UIImageView`. Snapshot line: `image` (its name).
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }

  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("image", Snapshot.image(image))]
  }
}

/// A spinner, as UIKit's `UIActivityIndicatorView`.
///
/// Contract: `isAnimating` follows `startAnimating()`/`stopAnimating()`; `isHidden` is kept
/// separately (UIKit's `hidesWhenStopped` drawing is not folded into `isHidden`). Snapshot
/// lines: `isAnimating`, `hidesWhenStopped`, plus `UIView` lines.
open class UIActivityIndicatorView: UIView {
  /// Spinner styles.
  public enum Style: Int, Sendable {
    case medium, large, whiteLarge, white, gray
  }

  open var style: Style = .medium
  open var color: UIColor!
  open var hidesWhenStopped = true
  public private(set) var isAnimating = false

  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  open func startAnimating() {
    record("startAnimating")
    isAnimating = true
  }

  open func stopAnimating() {
    record("stopAnimating")
    isAnimating = false
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [
      ("isAnimating", String(isAnimating)),
      ("hidesWhenStopped", String(hidesWhenStopped)),
    ]
  }
}

/// A stack view, as UIKit's `UIStackView`.
///
/// Contract: arranged subviews are also subviews; removing an arranged view from its
/// superview removes it from `arrangedSubviews`; `removeArrangedSubview` keeps it as a
/// subview, as in UIKit. Snapshot lines: `axis`, `spacing`, `alignment`, `distribution`
/// and (by `ViewSnapshot`) `arrangedSubviews` by name.
open class UIStackView: UIView {
  /// Cross-axis alignment.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// Main-axis distribution.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var spacing: CGFloat = 0
  open var alignment: Alignment = .fill
  open var distribution: Distribution = .fill
  open var isLayoutMarginsRelativeArrangement = false
  open var isBaselineRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
  }

  override func subviewWasRemoved(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [
      ("axis", Snapshot.value(axis)),
      ("spacing", Snapshot.number(spacing)),
      ("alignment", Snapshot.value(alignment)),
      ("distribution", Snapshot.value(distribution)),
    ]
  }
}
