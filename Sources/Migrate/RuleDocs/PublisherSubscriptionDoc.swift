// Rules/publisher-subscription.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let publisherSubscription = #"""
id: publisher-subscription
severity: warning
category: migration
fixable: true
summary: a ViewStore or Store publisher subscription that an observe block replaces

## rationale
Legacy UIKit screens subscribe to each field with `viewStore.publisher.x.sink { … }` and keep
the subscriptions in a cancellables set. Every new field is a new subscription to remember, and
each one is a chance to forget a reload. TCA 1.7's `observe { }` describes the whole screen in
one block that re-runs when anything it read changes, so the screen cannot silently go stale.

## triggering
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓store.publisher.name
      .sink { [weak self] in self?.nameLabel.text = $0 }
      .store(in: &cancellables)
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

## before
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()
  let saveButton = UIButton()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.name
      .sink { [weak self] name in self?.nameLabel.text = name }
      .store(in: &cancellables)
    store.publisher.canSave
      .assign(to: \.isEnabled, on: saveButton)
      .store(in: &cancellables)
  }
}
```

## after
```swift
final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()
  let saveButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.name
      saveButton.isEnabled = store.canSave
    }
  }
}
```
"""#
}
