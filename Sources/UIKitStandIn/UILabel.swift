/// A text label, as UIKit's `UILabel`.
///
/// Contract: `text` and `attributedText` mirror each other as in UIKit; snapshot lines:
/// `text`, `textColor`, `font`, `numberOfLines`, `textAlignment`, `isEnabled` (plus
/// `attributedText` when set).
open class UILabel: UIView {
  private var storedText: String?
  private var storedAttributedText: NSAttributedString?

  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
    }
  }

  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
    }
  }

  open var textColor: UIColor! = .label
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var numberOfLines = 1
  open var textAlignment: NSTextAlignment = .natural
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var isEnabled = true
  open var isHighlighted = false
  open var adjustsFontSizeToFitWidth = false
  open var adjustsFontForContentSizeCategory = false
  open var minimumScaleFactor: CGFloat = 0
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var highlightedTextColor: UIColor?

  override func snapshotProperties() -> [(String, String)] {
    var lines = super.snapshotProperties() + [
      ("text", Snapshot.string(text)),
      ("textColor", Snapshot.color(textColor)),
      ("font", Snapshot.font(font)),
      ("numberOfLines", String(numberOfLines)),
      ("textAlignment", Snapshot.value(textAlignment)),
      ("isEnabled", String(isEnabled)),
    ]
    if let storedAttributedText { lines.append(("attributedText", Snapshot.string(storedAttributedText.string))) }
    return lines
  }
}
