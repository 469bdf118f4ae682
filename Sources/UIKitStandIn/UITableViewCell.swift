/// Content of a cell, as UIKit's `UIContentConfiguration` (only list content is modelled).
public protocol UIContentConfiguration {}

/// List cell content, as UIKit's `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
  public var text: String?
  public var secondaryText: String?
  public var attributedText: NSAttributedString?
  public var image: UIImage?

  public init() {}

  public static func cell() -> Self { Self() }
  public static func subtitleCell() -> Self { Self() }
  public static func valueCell() -> Self { Self() }
}

/// A table row, as UIKit's `UITableViewCell`.
///
/// Contract: `init(style:reuseIdentifier:)` is **required** here (UIKit's is not) so the
/// table can build registered subclasses from their class; subclasses write `required init`
/// where UIKit code writes `override init` (a compile-copy step, see COMPILE-COPY.md).
/// `textLabel` and `imageView` are created on first access, `detailTextLabel` exists only for
/// the subtitle/value styles, as in UIKit. Snapshot lines: `accessoryType`, `isSelected`,
/// list-content `text`/`secondaryText`/`image` when configured; the labels are captured as
/// child views.
open class UITableViewCell: UIView {
  /// Cell styles.
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// Accessory types.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// Selection styles.
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

  public let reuseIdentifier: String?
  public let cellStyle: CellStyle
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private let storedDetailTextLabel: UILabel?
  open var accessoryType: AccessoryType = .none
  open var accessoryView: UIView?
  open var selectionStyle: SelectionStyle = .default
  open var isSelected = false
  open var isHighlighted = false
  open var contentConfiguration: UIContentConfiguration?
  open var separatorInset: UIEdgeInsets = .zero

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.cellStyle = style
    self.storedDetailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    self.cellStyle = .default
    self.storedDetailTextLabel = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    return label
  }

  open var detailTextLabel: UILabel? { storedDetailTextLabel }

  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    storedImageView = view
    contentView.addSubview(view)
    return view
  }

  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  open func prepareForReuse() {}

  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  override func snapshotProperties() -> [(String, String)] {
    var lines = super.snapshotProperties() + [
      ("accessoryType", Snapshot.value(accessoryType)),
      ("isSelected", String(isSelected)),
    ]
    if let content = contentConfiguration as? UIListContentConfiguration {
      lines += [
        ("contentConfiguration.text", Snapshot.string(content.text ?? content.attributedText?.string)),
        ("contentConfiguration.secondaryText", Snapshot.string(content.secondaryText)),
        ("contentConfiguration.image", Snapshot.image(content.image)),
      ]
    }
    return lines
  }

  override func snapshotChildren() -> [(String, UIView)] {
    var children: [(String, UIView)] = []
    if let storedTextLabel { children.append(("textLabel", storedTextLabel)) }
    if let storedDetailTextLabel { children.append(("detailTextLabel", storedDetailTextLabel)) }
    if let storedImageView { children.append(("imageView", storedImageView)) }
    if let accessoryView { children.append(("accessoryView", accessoryView)) }
    children.append(("contentView", contentView))
    return children
  }
}

/// A section header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// Contract: `init(reuseIdentifier:)` is **required** here, like the cells' initializers (see
/// COMPILE-COPY.md). `textLabel` is created on first access; captured as a child view.
open class UITableViewHeaderFooterView: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  open var contentConfiguration: UIContentConfiguration?

  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
  }

  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    storedTextLabel = label
    contentView.addSubview(label)
    return label
  }

  open func prepareForReuse() {}

  override func snapshotChildren() -> [(String, UIView)] {
    (storedTextLabel.map { [("textLabel", $0 as UIView)] } ?? []) + [("contentView", contentView)]
  }
}
