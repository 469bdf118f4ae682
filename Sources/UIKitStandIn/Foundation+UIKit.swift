// Foundation is re-exported, as UIKit does: `import UIKit` alone gives NSObject, CGFloat, Date…
@_exported import Foundation

#if !canImport(ObjectiveC)
/// A method name, for `addTarget(_:action:for:)` on Linux (no Objective-C runtime).
///
/// Contract: a name only; target-action pairs are recorded but cannot be invoked. The compile
/// copy turns `#selector(didTap)` into `Selector("didTap")` (see COMPILE-COPY.md).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name as written in `#selector(…)`.
  public let name: String

  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.name = value }

  public var description: String { name }
}
#endif

#if !canImport(CoreGraphics)
/// An affine transform, as CoreGraphics' `CGAffineTransform` (value semantics only).
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  public var a, b, c, d, tx, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init() { self = .identity }

  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty
    )
  }

  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

/// A color for layers, as CoreGraphics' `CGColor` (named, for snapshots).
public final class CGColor: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The color's snapshot name.
  public let name: String

  init(name: String) { self.name = name }

  public var description: String { name }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
#endif

/// Insets, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  public var top, left, bottom, right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  public static let zero = UIEdgeInsets()
}

/// Insets by reading direction, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top, leading, bottom, trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = NSDirectionalEdgeInsets()
}

/// Text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural
}

/// Line breaking, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The screen, as UIKit's `UIScreen` (an iPhone-sized constant).
public final class UIScreen: NSObject, @unchecked Sendable {
  public static let main = UIScreen()
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  public var scale: CGFloat { 3 }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// The environment views draw in, as UIKit's `UITraitCollection` (minimal).
public final class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle

  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

  public static let current = UITraitCollection(userInterfaceStyle: .light)
}

extension IndexPath {
  /// The row, as UIKit adds it (`indexPath[1]`).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item, as UIKit adds it for collection views (`indexPath[1]`).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section (`indexPath[0]`).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
}
