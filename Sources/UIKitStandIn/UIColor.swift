/// A color, as UIKit's `UIColor`.
///
/// Contract: colors are compared (and shown in snapshots) by name: `systemBlue`,
/// `rgba(1, 0, 0, 1)`, `white(0.5, 1)`, `named(Brand)`, with ` alpha 0.5` appended by
/// `withAlphaComponent`. Dynamic colors resolve once, for a light trait collection.
open class UIColor: NSObject, @unchecked Sendable {
  /// The name used for equality and snapshots.
  public let snapshotName: String

  init(snapshotName: String) {
    self.snapshotName = snapshotName
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(snapshotName: "rgba(\(Snapshot.number(red)), \(Snapshot.number(green)), \(Snapshot.number(blue)), \(Snapshot.number(alpha)))")
  }

  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(snapshotName: "white(\(Snapshot.number(white)), \(Snapshot.number(alpha)))")
  }

  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(snapshotName: "hsba(\(Snapshot.number(hue)), \(Snapshot.number(saturation)), \(Snapshot.number(brightness)), \(Snapshot.number(alpha)))")
  }

  /// An asset-catalog color; always found.
  public convenience init?(named name: String) {
    self.init(snapshotName: "named(\(name))")
  }

  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(snapshotName: dynamicProvider(.current).snapshotName)
  }

  /// This color with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(snapshotName: "\(snapshotName) alpha \(Snapshot.number(alpha))")
  }

  /// The layer color of the same name (on Apple platforms a placeholder CoreGraphics color).
  open var cgColor: CGColor {
    #if canImport(CoreGraphics)
    CGColor(gray: 0.5, alpha: 1)
    #else
    CGColor(name: snapshotName)
    #endif
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.snapshotName == snapshotName
  }

  open override var hash: Int { snapshotName.hashValue }

  open override var description: String { snapshotName }

  private static func named(_ name: String) -> UIColor { UIColor(snapshotName: name) }

  open class var black: UIColor { named("black") }
  open class var darkGray: UIColor { named("darkGray") }
  open class var lightGray: UIColor { named("lightGray") }
  open class var white: UIColor { named("white") }
  open class var gray: UIColor { named("gray") }
  open class var red: UIColor { named("red") }
  open class var green: UIColor { named("green") }
  open class var blue: UIColor { named("blue") }
  open class var cyan: UIColor { named("cyan") }
  open class var yellow: UIColor { named("yellow") }
  open class var magenta: UIColor { named("magenta") }
  open class var orange: UIColor { named("orange") }
  open class var purple: UIColor { named("purple") }
  open class var brown: UIColor { named("brown") }
  open class var clear: UIColor { named("clear") }
  open class var systemRed: UIColor { named("systemRed") }
  open class var systemGreen: UIColor { named("systemGreen") }
  open class var systemBlue: UIColor { named("systemBlue") }
  open class var systemOrange: UIColor { named("systemOrange") }
  open class var systemYellow: UIColor { named("systemYellow") }
  open class var systemPink: UIColor { named("systemPink") }
  open class var systemPurple: UIColor { named("systemPurple") }
  open class var systemTeal: UIColor { named("systemTeal") }
  open class var systemIndigo: UIColor { named("systemIndigo") }
  open class var systemMint: UIColor { named("systemMint") }
  open class var systemCyan: UIColor { named("systemCyan") }
  open class var systemBrown: UIColor { named("systemBrown") }
  open class var systemGray: UIColor { named("systemGray") }
  open class var systemGray2: UIColor { named("systemGray2") }
  open class var systemGray3: UIColor { named("systemGray3") }
  open class var systemGray4: UIColor { named("systemGray4") }
  open class var systemGray5: UIColor { named("systemGray5") }
  open class var systemGray6: UIColor { named("systemGray6") }
  open class var tintColor: UIColor { named("tintColor") }
  open class var label: UIColor { named("label") }
  open class var secondaryLabel: UIColor { named("secondaryLabel") }
  open class var tertiaryLabel: UIColor { named("tertiaryLabel") }
  open class var quaternaryLabel: UIColor { named("quaternaryLabel") }
  open class var link: UIColor { named("link") }
  open class var placeholderText: UIColor { named("placeholderText") }
  open class var separator: UIColor { named("separator") }
  open class var opaqueSeparator: UIColor { named("opaqueSeparator") }
  open class var systemBackground: UIColor { named("systemBackground") }
  open class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
  open class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
  open class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
  open class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
  open class var systemFill: UIColor { named("systemFill") }
  open class var secondarySystemFill: UIColor { named("secondarySystemFill") }
}
