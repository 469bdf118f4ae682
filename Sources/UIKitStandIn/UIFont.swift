/// A font, as UIKit's `UIFont`.
///
/// Contract: a description only (`system 17 regular`, `preferred body`, `Avenir 12`),
/// compared and shown in snapshots by that description.
open class UIFont: NSObject, @unchecked Sendable {
  /// Weights, as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    var name: String {
      let names: [CGFloat: String] = [
        -0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium",
        0.3: "semibold", 0.4: "bold", 0.56: "heavy", 0.62: "black",
      ]
      return names[rawValue] ?? "weight(\(Snapshot.number(rawValue)))"
    }
  }

  /// Dynamic type styles, as `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// The description used for equality and snapshots.
  public let snapshotName: String
  /// The size in points.
  public let pointSize: CGFloat

  init(snapshotName: String, pointSize: CGFloat) {
    self.snapshotName = snapshotName
    self.pointSize = pointSize
  }

  /// A named font; always found.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(snapshotName: "\(fontName) \(Snapshot.number(fontSize))", pointSize: fontSize)
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(snapshotName: "system \(Snapshot.number(fontSize)) \(weight.name)", pointSize: fontSize)
  }

  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(snapshotName: "system \(Snapshot.number(fontSize)) italic", pointSize: fontSize)
  }

  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(snapshotName: "monospacedDigit \(Snapshot.number(fontSize)) \(weight.name)", pointSize: fontSize)
  }

  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(snapshotName: "monospaced \(Snapshot.number(fontSize)) \(weight.name)", pointSize: fontSize)
  }

  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(snapshotName: "preferred \(style.rawValue)", pointSize: 17)
  }

  /// This font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(snapshotName: "\(snapshotName) size \(Snapshot.number(fontSize))", pointSize: fontSize)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIFont)?.snapshotName == snapshotName
  }

  open override var hash: Int { snapshotName.hashValue }
  open override var description: String { snapshotName }
}

/// An image, as UIKit's `UIImage`.
///
/// Contract: an image is its name (`named(logo)`, `system(star.fill)`), extended by
/// rendering mode, tint or configuration; compared and shown in snapshots by that name.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// SF Symbol configuration, as `UIImage.SymbolConfiguration` (description only).
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }

    public convenience init(pointSize: CGFloat) { self.init(name: "pointSize \(Snapshot.number(pointSize))") }
    public convenience init(pointSize: CGFloat, weight: UIFont.Weight) {
      self.init(name: "pointSize \(Snapshot.number(pointSize)) \(weight.name)")
    }
    public convenience init(textStyle: UIFont.TextStyle) { self.init(name: "textStyle \(textStyle.rawValue)") }
    public convenience init(scale: SymbolScale) { self.init(name: "scale \(scale)") }
  }

  /// Symbol scales.
  public enum SymbolScale: Int, Sendable {
    case `default`, unspecified, small, medium, large
  }

  /// The name used for equality and snapshots.
  public let snapshotName: String
  /// The image size (not simulated: 24 × 24).
  public var size: CGSize { CGSize(width: 24, height: 24) }

  init(snapshotName: String) {
    self.snapshotName = snapshotName
  }

  /// An asset-catalog image; always found.
  public convenience init?(named name: String) {
    self.init(snapshotName: "named(\(name))")
  }

  /// An SF Symbol; always found.
  public convenience init?(systemName name: String) {
    self.init(snapshotName: "system(\(name))")
  }

  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    let suffix = configuration.map { " \($0.name)" } ?? ""
    self.init(snapshotName: "system(\(name))\(suffix)")
  }

  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(snapshotName: "\(snapshotName) \(renderingMode)")
  }

  open func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(snapshotName: "\(snapshotName) tint \(color.snapshotName)")
  }

  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withTintColor(color).withRenderingMode(renderingMode)
  }

  open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    UIImage(snapshotName: "\(snapshotName) \(configuration.name)")
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIImage)?.snapshotName == snapshotName
  }

  open override var hash: Int { snapshotName.hashValue }
  open override var description: String { snapshotName }
}
