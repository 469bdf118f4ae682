/// A control, as UIKit's `UIControl`.
///
/// Contract: keeps closure actions (`addAction(_:for:)`) and target-action pairs
/// (`addTarget(_:action:for:)`); `sendActions(for:)` runs the closure actions registered for
/// those events in registration order, when enabled. Target-action pairs are recorded only:
/// Linux cannot invoke a selector, so each such dispatch is counted as
/// `sendActions.unsupportedTargetAction` in `callCounts`. Snapshot lines: `isEnabled`,
/// `isSelected`.
open class UIControl: UIView {
  /// Control events, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Control states, as `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var contentHorizontalAlignment = 0
  open var contentVerticalAlignment = 0
  private var actions: [(action: UIAction, events: Event)] = []
  private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

  /// The current state.
  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
  }

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append((target as AnyObject?, action, controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    targetActions.removeAll { entry in
      (target == nil || entry.target === (target as AnyObject?))
        && (action == nil || entry.action == action)
        && !entry.events.isDisjoint(with: controlEvents)
    }
  }

  /// The targets registered with `addTarget(_:action:for:)`.
  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { AnyHashable(ObjectIdentifier($0)) } })
  }

  /// Runs the closure actions registered for `controlEvents` (see the type's contract).
  open func sendActions(for controlEvents: Event) {
    record("sendActions")
    guard isEnabled else { return }
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.sender = self
      entry.action.handler(entry.action)
    }
    for _ in targetActions.filter({ !$0.events.isDisjoint(with: controlEvents) }) {
      record("sendActions.unsupportedTargetAction")
    }
  }

  /// Runs one action as if triggered by this control.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
  }

  /// Harness helper: a tap, i.e. `.touchUpInside` and `.primaryActionTriggered`.
  public func simulateTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("isEnabled", String(isEnabled)), ("isSelected", String(isSelected))]
  }
}

/// The closure type of `UIAction`.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu element, as UIKit's `UIMenuElement`.
open class UIMenuElement: NSObject {
  open var title: String
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }
}

/// A closure action, as UIKit's `UIAction`.
open class UIAction: UIMenuElement {
  /// An action identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Action attributes (accepted).
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// On/off state of menu actions.
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  public let identifier: Identifier?
  open var attributes: Attributes
  open var state: State
  open var discoverabilityTitle: String?
  /// The control that last sent this action.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  public init(
    title: String = "",
    subtitle: String? = nil,
    image: UIImage? = nil,
    identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [],
    state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init(title: title, image: image)
  }
}

/// A menu, as UIKit's `UIMenu` (kept for `button.menu`).
open class UIMenu: UIMenuElement {
  public let children: [UIMenuElement]

  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }
}
