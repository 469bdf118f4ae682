/// How snapshot values are written: strings quoted with Swift escapes, `nil`, numbers in
/// their shortest form (`1`, `0.5`), booleans, and names for colors, fonts and images.
public enum Snapshot {
  /// A quoted, escaped string or `nil`.
  public static func string(_ value: String?) -> String {
    guard let value else { return "nil" }
    return String(reflecting: value)
  }

  /// A number in its shortest form: `1`, `0.5`, `-2.25`.
  public static func number(_ value: CGFloat) -> String {
    let double = Double(value)
    if double.rounded() == double, abs(double) < 1e15 { return String(Int(double)) }
    return String(double)
  }

  /// A color name or `nil`.
  public static func color(_ value: UIColor?) -> String { value?.snapshotName ?? "nil" }

  /// A font description or `nil`.
  public static func font(_ value: UIFont?) -> String { value?.snapshotName ?? "nil" }

  /// An image name or `nil`.
  public static func image(_ value: UIImage?) -> String { value?.snapshotName ?? "nil" }

  /// An enum case or other value, as `String(describing:)`.
  public static func value(_ value: Any?) -> String {
    guard let value else { return "nil" }
    return String(describing: value)
  }
}
