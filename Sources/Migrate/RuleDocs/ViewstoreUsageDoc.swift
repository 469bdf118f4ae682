// Rules/viewstore-usage.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let viewstoreUsage = #"""
id: viewstore-usage
severity: warning
category: migration
fixable: true
summary: a ViewStore built to observe the whole state, which the store itself now replaces

## rationale
With `@ObservableState` the store exposes state directly (`store.x`) and sends actions
(`store.send`). A `ViewStore` observing the whole state is a second object doing the same job:
it duplicates the store, keeps Combine alive, and is deprecated in TCA 1.7.

## triggering
```swift
final class CounterViewController: UIViewController {
  let store: StoreOf<Counter>
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓let viewStore = ViewStore(store, observe: { $0 })
    label.text = "\(viewStore.count)"
  }
}
```

## non-triggering
```swift
final class CounterViewController: UIViewController {
  let store: StoreOf<Counter>
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "\(store.count)"
  }
}
```

## before
```swift
final class CounterViewController: UIViewController {
  private let viewStore: ViewStoreOf<Counter>
  private let button = UIButton()

  init(store: StoreOf<Counter>) {
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  @objc func tapped() {
    viewStore.send(.incrementTapped)
  }
}
```

## after
```swift
final class CounterViewController: UIViewController {
  private let store: StoreOf<Counter>
  private let button = UIButton()

  init(store: StoreOf<Counter>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  @objc func tapped() {
    store.send(.incrementTapped)
  }
}
```
"""#
}
