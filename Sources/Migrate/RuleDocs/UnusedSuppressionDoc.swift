// Rules/unused-suppression.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let unusedSuppression = #"""
id: unused-suppression
severity: warning
category: suppression
fixable: false
summary: a tca-migrate:disable comment that suppresses nothing, or names no known rule

## rationale
A suppression comment is a promise that a finding at this place is understood and accepted.
When the code changes and the finding goes away, the comment stays and silently hides the
next, different problem at the same place. A misspelled rule id suppresses nothing at all.
Remove suppressions that no longer suppress anything, and name rules exactly.

## triggering
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓// tca-migrate:disable:next send-in-observe - sends on appear
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.name
    }
  }
}
```

```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓// tca-migrate:disable:next send-in-observes
    observe { [weak self] in
      guard let self else { return }
      self.store.send(.appeared)
    }
  }
}
```

## non-triggering
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      // tca-migrate:disable:next send-in-observe - analytics only, the reducer ignores it
      store.send(.analytics(.screenShown))
    }
  }
}
```
"""#
}
