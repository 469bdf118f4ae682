extension UIView {
  /// Animation options, as `UIView.AnimationOptions` (accepted, not simulated).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  }

  /// Runs `animations` now, then `completion(true)`: animations are not simulated, only their
  /// end state.
  public class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  public class func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
  }

  public class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
  }

  public class func transition(
    with view: UIView,
    duration: TimeInterval,
    options: AnimationOptions = [],
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}

/// A layer, as Core Animation's `CALayer` (the properties views commonly set).
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var masksToBounds = false
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var opacity: Float = 1
  open var zPosition: CGFloat = 0

  public override init() {
    super.init()
  }

  private static func name(of color: CGColor) -> String {
    #if canImport(CoreGraphics)
    String(describing: color)
    #else
    color.name
    #endif
  }

  func snapshotProperties() -> [(String, String)] {
    var lines: [(String, String)] = []
    if cornerRadius != 0 { lines.append(("cornerRadius", Snapshot.number(cornerRadius))) }
    if borderWidth != 0 { lines.append(("borderWidth", Snapshot.number(borderWidth))) }
    if let borderColor { lines.append(("borderColor", Self.name(of: borderColor))) }
    if shadowOpacity != 0 { lines.append(("shadowOpacity", Snapshot.number(CGFloat(shadowOpacity)))) }
    return lines
  }
}

/// A gesture recognizer, as UIKit's `UIGestureRecognizer` (recorded, never fires by itself;
/// `simulateRecognition()` calls closure handlers only, target-action cannot be invoked on Linux).
open class UIGestureRecognizer: NSObject {
  public weak internal(set) var view: UIView?
  open var isEnabled = true
  open var cancelsTouchesInView = true
  /// Target-action pairs, recorded.
  public private(set) var targets: [(target: AnyObject?, action: Selector)] = []

  public init(target: Any?, action: Selector?) {
    super.init()
    if let action { targets.append((target as AnyObject?, action)) }
  }

  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append((target as AnyObject, action))
  }
}

/// A tap recognizer, as UIKit's `UITapGestureRecognizer`.
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
}

/// A long-press recognizer, as UIKit's `UILongPressGestureRecognizer`.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
}

/// A pan recognizer, as UIKit's `UIPanGestureRecognizer`.
open class UIPanGestureRecognizer: UIGestureRecognizer {}
