/// A switch, as UIKit's `UISwitch`. Snapshot line: `isOn`.
open class UISwitch: UIControl {
  open var isOn = false
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?

  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// Harness helper: the user flips the switch (`.valueChanged` is sent).
  public func simulateToggle() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("isOn", String(isOn))]
  }
}

/// A slider, as UIKit's `UISlider`. Snapshot line: `value`.
open class UISlider: UIControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1
  open var isContinuous = true

  open func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("value", Snapshot.number(CGFloat(value)))]
  }
}

/// A stepper, as UIKit's `UIStepper`. Snapshot line: `value`.
open class UIStepper: UIControl {
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("value", Snapshot.number(CGFloat(value)))]
  }
}

/// A segmented control, as UIKit's `UISegmentedControl`. Snapshot lines: `segments`,
/// `selectedSegmentIndex`.
open class UISegmentedControl: UIControl {
  public static let noSegment = -1
  private var segments: [String?] = []
  open var selectedSegmentIndex = UISegmentedControl.noSegment

  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { $0 as? String }
  }

  open var numberOfSegments: Int { segments.count }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment] : nil
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    if segments.indices.contains(segment) { segments[segment] = title }
  }

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(title, at: min(max(segment, 0), segments.count))
  }

  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [
      ("segments", "[" + segments.map(Snapshot.string).joined(separator: ", ") + "]"),
      ("selectedSegmentIndex", String(selectedSegmentIndex)),
    ]
  }
}

/// A progress bar, as UIKit's `UIProgressView`. Snapshot line: `progress`.
open class UIProgressView: UIView {
  open var progress: Float = 0
  open var progressTintColor: UIColor?

  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("progress", Snapshot.number(CGFloat(progress)))]
  }
}
