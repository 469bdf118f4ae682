/// The base of views and controllers, as UIKit's `UIResponder`.
open class UIResponder: NSObject {
  public override init() {
    super.init()
  }

  /// The next responder (superview or controller); not modelled beyond nil.
  open var next: UIResponder? { nil }

  /// Whether this responder has focus (set by `becomeFirstResponder()`).
  public internal(set) var isFirstResponder = false

  @discardableResult
  open func becomeFirstResponder() -> Bool {
    isFirstResponder = true
    return true
  }

  @discardableResult
  open func resignFirstResponder() -> Bool {
    isFirstResponder = false
    return true
  }

  open var canBecomeFirstResponder: Bool { false }

  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
