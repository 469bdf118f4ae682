/// A button, as UIKit's `UIButton`.
///
/// Contract: titles, title colors and images per control state, with UIKit's fallback to
/// `.normal`; `configuration` (iOS 15 style) kept as a value; `titleLabel` shows the current
/// title. Snapshot lines: `title` (for `.normal`), `currentTitle` when it differs, `image`,
/// `configuration.title`/`.subtitle`/`.image`/`.showsActivityIndicator` when configured, plus
/// `isEnabled`/`isSelected` from `UIControl`.
open class UIButton: UIControl {
  /// Button types.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    public static let plain = ButtonType.system
  }

  /// A button configuration, as `UIButton.Configuration` (the commonly set fields).
  public struct Configuration: Equatable {
    /// Corner rounding of the configured background.
    public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var showsActivityIndicator = false
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets()
    public var cornerStyle: CornerStyle = .dynamic
    let style: String

    init(style: String) { self.style = style }

    public static func plain() -> Configuration { Configuration(style: "plain") }
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    public static func gray() -> Configuration { Configuration(style: "gray") }
    public static func filled() -> Configuration { Configuration(style: "filled") }
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private lazy var storedTitleLabel = UILabel()
  private lazy var storedImageView = UIImageView()
  open var configuration: Configuration?
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  open var menu: UIMenu?
  open var showsMenuAsPrimaryAction = false

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  /// The title for `state`, falling back to the `.normal` title.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
  }

  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
  }

  open var currentTitle: String? { configuration?.title ?? title(for: state) }
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

  /// The label showing the current title.
  open var titleLabel: UILabel? {
    storedTitleLabel.text = currentTitle
    return storedTitleLabel
  }

  open var imageView: UIImageView? {
    storedImageView.image = currentImage
    return storedImageView
  }

  open func setNeedsUpdateConfiguration() {
    record("setNeedsUpdateConfiguration")
    configurationUpdateHandler?(self)
  }

  override func snapshotProperties() -> [(String, String)] {
    var lines = super.snapshotProperties()
    lines.append(("title", Snapshot.string(title(for: .normal))))
    if currentTitle != title(for: .normal) { lines.append(("currentTitle", Snapshot.string(currentTitle))) }
    if let image = image(for: .normal) { lines.append(("image", image.snapshotName)) }
    if let attributed = attributedTitle(for: .normal) {
      lines.append(("attributedTitle", Snapshot.string(attributed.string)))
    }
    if let configuration {
      lines += [
        ("configuration.title", Snapshot.string(configuration.title)),
        ("configuration.subtitle", Snapshot.string(configuration.subtitle)),
        ("configuration.image", Snapshot.image(configuration.image)),
        ("configuration.showsActivityIndicator", String(configuration.showsActivityIndicator)),
      ]
    }
    return lines
  }
}
