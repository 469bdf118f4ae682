// Rules/store-iflet.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let storeIfLet = #"""
id: store-iflet
severity: warning
category: migration
fixable: true
summary: a Store.ifLet(then:else:) that an observe block unwrapping store.scope replaces

## rationale
UIKit screens push, present or embed a child with `store.scope(…).ifLet(then:else:)`, which
fires only when the child state appears or goes. In the observed style the same is an `observe`
block that unwraps `store.scope(state:action:)`. Because the block re-runs whenever what it read
changes, it needs a guard, or a re-run would push the child twice: the rewrite adds a `Bool?`
flag that remembers what was shown last, so `then` and `else` run exactly when `ifLet` fired.

## triggering
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓store.scope(state: \.detail, action: \.detail)
      .ifLet(then: { [weak self] detailStore in
        self?.navigationController?.pushViewController(DetailViewController(store: detailStore), animated: true)
      })
      .store(in: &cancellables)
  }
}
```

## non-triggering
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  private var detailIsShown: Bool?

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        if detailIsShown != true {
          detailIsShown = true
          navigationController?.pushViewController(DetailViewController(store: detailStore), animated: true)
        }
      } else if detailIsShown != false {
        detailIsShown = false
      }
    }
  }
}
```

## before
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.scope(state: \.detail, action: \.detail)
      .ifLet { [weak self] detailStore in
        self?.navigationController?.pushViewController(DetailViewController(store: detailStore), animated: true)
      } else: { [weak self] in
        guard let self else { return }
        self.navigationController?.popToViewController(self, animated: true)
      }
      .store(in: &cancellables)
  }
}
```

## after
```swift
final class InboxViewController: UIViewController {
  let store: StoreOf<Inbox>
  /// Whether `detail` was shown when the observe block last ran (nil: not yet).
  private var detailIsShown: Bool?

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        if detailIsShown != true {
          detailIsShown = true
          navigationController?.pushViewController(DetailViewController(store: detailStore), animated: true)
        }
      } else if detailIsShown != false {
        detailIsShown = false
        navigationController?.popToViewController(self, animated: true)
      }
    }
  }
}
```
"""#
}
