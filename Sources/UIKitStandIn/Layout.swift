/// Auto Layout, as UIKit's anchors and `NSLayoutConstraint`.
///
/// Contract: constraints are recorded (items, relation, constant, multiplier, priority,
/// `isActive`) but never solved; frames do not follow them. They are not part of snapshots.
public final class NSLayoutConstraint: NSObject {
  /// Stack and hugging axes.
  public enum Axis: Int, Sendable {
    case horizontal, vertical
  }

  /// How two anchors relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }

  public let firstAnchor: AnyObject
  public let secondAnchor: AnyObject?
  public let relation: Relation
  public let multiplier: CGFloat
  public var constant: CGFloat
  public var priority: UILayoutPriority = .required
  public var identifier: String?
  public var isActive = false

  init(first: AnyObject, second: AnyObject?, relation: Relation, multiplier: CGFloat, constant: CGFloat) {
    self.firstAnchor = first
    self.secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// A constraint priority, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// An anchor of a view or layout guide, as UIKit's `NSLayoutAnchor`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let name: String

  init(name: String) {
    self.name = name
  }

  private func make(_ other: AnyObject?, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: self, second: other, relation: relation, multiplier: 1, constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(anchor, .equal, 0)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(anchor, .equal, c)
  }

  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(anchor, .greaterThanOrEqual, 0)
  }

  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(anchor, .greaterThanOrEqual, c)
  }

  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(anchor, .lessThanOrEqual, 0)
  }

  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(anchor, .lessThanOrEqual, c)
  }
}

/// A horizontal anchor.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .equal, multiplier: 1, constant: c)
  }

  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, multiplier: 1, constant: c)
  }

  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, multiplier: 1, constant: c)
  }

  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: m, constant: c)
  }
}

/// The anchors a view or layout guide offers.
public final class LayoutAnchors {
  public let leadingAnchor = NSLayoutXAxisAnchor(name: "leading")
  public let trailingAnchor = NSLayoutXAxisAnchor(name: "trailing")
  public let leftAnchor = NSLayoutXAxisAnchor(name: "left")
  public let rightAnchor = NSLayoutXAxisAnchor(name: "right")
  public let centerXAnchor = NSLayoutXAxisAnchor(name: "centerX")
  public let topAnchor = NSLayoutYAxisAnchor(name: "top")
  public let bottomAnchor = NSLayoutYAxisAnchor(name: "bottom")
  public let centerYAnchor = NSLayoutYAxisAnchor(name: "centerY")
  public let firstBaselineAnchor = NSLayoutYAxisAnchor(name: "firstBaseline")
  public let lastBaselineAnchor = NSLayoutYAxisAnchor(name: "lastBaseline")
  public let widthAnchor = NSLayoutDimension(name: "width")
  public let heightAnchor = NSLayoutDimension(name: "height")
}

/// A layout guide, as UIKit's `UILayoutGuide`.
open class UILayoutGuide: NSObject {
  let anchors = LayoutAnchors()
  public weak internal(set) var owningView: UIView?
  open var identifier = ""

  public override init() {
    super.init()
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leadingAnchor }
  public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailingAnchor }
  public var leftAnchor: NSLayoutXAxisAnchor { anchors.leftAnchor }
  public var rightAnchor: NSLayoutXAxisAnchor { anchors.rightAnchor }
  public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerXAnchor }
  public var topAnchor: NSLayoutYAxisAnchor { anchors.topAnchor }
  public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottomAnchor }
  public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerYAnchor }
  public var widthAnchor: NSLayoutDimension { anchors.widthAnchor }
  public var heightAnchor: NSLayoutDimension { anchors.heightAnchor }
}

/// A view's anchors, guides and priorities (created on first use).
final class ViewLayoutEntry {
  let anchors = LayoutAnchors()
  lazy var safeArea = UILayoutGuide()
  lazy var margins = UILayoutGuide()
  lazy var readable = UILayoutGuide()
  lazy var keyboard = UILayoutGuide()
  var guides: [UILayoutGuide] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}

extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { layoutEntry.anchors.leadingAnchor }
  public var trailingAnchor: NSLayoutXAxisAnchor { layoutEntry.anchors.trailingAnchor }
  public var leftAnchor: NSLayoutXAxisAnchor { layoutEntry.anchors.leftAnchor }
  public var rightAnchor: NSLayoutXAxisAnchor { layoutEntry.anchors.rightAnchor }
  public var centerXAnchor: NSLayoutXAxisAnchor { layoutEntry.anchors.centerXAnchor }
  public var topAnchor: NSLayoutYAxisAnchor { layoutEntry.anchors.topAnchor }
  public var bottomAnchor: NSLayoutYAxisAnchor { layoutEntry.anchors.bottomAnchor }
  public var centerYAnchor: NSLayoutYAxisAnchor { layoutEntry.anchors.centerYAnchor }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutEntry.anchors.firstBaselineAnchor }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutEntry.anchors.lastBaselineAnchor }
  public var widthAnchor: NSLayoutDimension { layoutEntry.anchors.widthAnchor }
  public var heightAnchor: NSLayoutDimension { layoutEntry.anchors.heightAnchor }

  public var safeAreaLayoutGuide: UILayoutGuide { guide(layoutEntry.safeArea) }
  public var layoutMarginsGuide: UILayoutGuide { guide(layoutEntry.margins) }
  public var readableContentGuide: UILayoutGuide { guide(layoutEntry.readable) }
  public var keyboardLayoutGuide: UILayoutGuide { guide(layoutEntry.keyboard) }
  public var layoutGuides: [UILayoutGuide] { layoutEntry.guides }

  private func guide(_ guide: UILayoutGuide) -> UILayoutGuide {
    guide.owningView = self
    return guide
  }

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layoutEntry.guides.append(guide)
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutEntry.hugging[axis] = priority
  }

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutEntry.hugging[axis] ?? .defaultLow
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutEntry.compression[axis] = priority
  }

  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutEntry.compression[axis] ?? .defaultHigh
  }
}
