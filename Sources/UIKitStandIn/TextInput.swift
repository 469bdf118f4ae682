/// Keyboard kinds, as `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Return key labels, as `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Auto-capitalization, as `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Auto-correction, as `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Semantic content of a text input, as `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let name = UITextContentType(rawValue: "name")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
}

/// The delegate of a text field (all methods optional, with UIKit's defaults).
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
}

/// A text field, as UIKit's `UITextField`.
///
/// Contract: `text` reads "" when never set, as in UIKit. Snapshot lines: `text`,
/// `placeholder`, `isSecureTextEntry`, plus `UIControl` lines.
open class UITextField: UIControl {
  /// Border styles.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When the clear button shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  open var text: String? = ""
  open var attributedText: NSAttributedString?
  open var placeholder: String?
  open var attributedPlaceholder: NSAttributedString?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var isSecureTextEntry = false
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var textContentType: UITextContentType?
  open weak var delegate: UITextFieldDelegate?
  open var leftView: UIView?
  open var rightView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightViewMode: ViewMode = .never
  open var inputView: UIView?
  open var inputAccessoryView: UIView?
  open var isEditing: Bool { isFirstResponder }

  /// Harness helper: the user replaces the text (`.editingChanged` is sent).
  public func simulateTyping(_ newText: String) {
    guard isEnabled else { return }
    text = newText
    sendActions(for: .editingChanged)
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [
      ("text", Snapshot.string(text)),
      ("placeholder", Snapshot.string(placeholder)),
      ("isSecureTextEntry", String(isSecureTextEntry)),
    ]
  }

  override func snapshotChildren() -> [(String, UIView)] {
    [("leftView", leftView), ("rightView", rightView)].compactMap { name, view in view.map { (name, $0) } }
  }
}

/// The delegate of a text view (all methods optional).
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewDidChange(_ textView: UITextView)
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A multi-line text view, as UIKit's `UITextView`. Snapshot lines: `text`, `isEditable`.
open class UITextView: UIScrollView {
  open var text: String! = ""
  open var attributedText: NSAttributedString!
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("text", Snapshot.string(text)), ("isEditable", String(isEditable))]
  }
}
