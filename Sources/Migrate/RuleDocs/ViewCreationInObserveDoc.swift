// Rules/view-creation-in-observe.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let viewCreationInObserve = #"""
id: view-creation-in-observe
severity: warning
category: observe
fixable: false
summary: a view is created inside an observe block, so every re-run builds it again

## rationale
An `observe` block describes views that already exist: it assigns their properties from the
state. A view created inside it is created again on every re-run. Either the old one stays in
the hierarchy beside the new one, or it is thrown away together with everything it held:
scroll position, keyboard focus, a running animation. Create views once (in `viewDidLoad` or
as properties) and let the block only assign.

## triggering
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      let badge = ↓UILabel()
      badge.text = "\(store.unreadCount)"
      navigationItem.titleView = badge
    }
  }
}
```

```swift
final class BadgeView: UIView {}

final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      navigationItem.titleView = store.unreadCount > 0 ? ↓BadgeView(frame: .zero) : nil
    }
  }
}
```

## non-triggering
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  let badge = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.titleView = badge
    observe { [weak self] in
      guard let self else { return }
      badge.text = "\(store.unreadCount)"
      badge.textColor = UIColor(named: "Accent")
    }
  }
}
```
"""#
}
