// Rules/observe-strong-self.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let observeStrongSelf = #"""
id: observe-strong-self
severity: error
category: observe
fixable: false
summary: an observe closure captures self strongly, so the observing object is never freed

## rationale
The object that calls `observe` keeps the observation alive, and the observation keeps its
closure. When the closure captures `self` strongly, each holds the other: the view controller
is never freed, and its block keeps running, and drawing, for a screen nobody sees. Capture
`self` weakly and unwrap it at the top of the block; the observation then ends by itself when
the view controller goes away.

## triggering
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓observe {
      self.nameLabel.text = self.store.name
    }
  }
}
```

```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓observe { [self] in
      nameLabel.text = store.name
    }
  }
}
```

## non-triggering
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.name
    }
  }
}
```
"""#
}
