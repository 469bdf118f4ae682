// Rules/unused-cancellables.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let unusedCancellables = #"""
id: unused-cancellables
severity: warning
category: migration
fixable: true
summary: a cancellables collection or import Combine that nothing uses after the migration

## rationale
Once subscriptions become `observe` blocks, the cancellables set they were stored in and the
`import Combine` they needed are dead code. They are removed only when nothing else uses them: a
set that also holds a NotificationCenter subscription stays, and so does the import.

## triggering
```swift
↓import Combine
import UIKit

final class TitleViewController: UIViewController {
  let store: StoreOf<Titled>
  ↓var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.title
      .sink { [weak self] title in self?.title = title }
      .store(in: &cancellables)
  }
}
```

## non-triggering
```swift
import Combine
import UIKit

final class TitleViewController: UIViewController {
  let store: StoreOf<Titled>
  var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.title
      .sink { [weak self] title in self?.title = title }
      .store(in: &cancellables)
    NotificationCenter.default.publisher(for: .NSCalendarDayChanged)
      .sink { [weak self] _ in self?.store.send(.dayChanged) }
      .store(in: &cancellables)
  }
}
```

## before
```swift
import Combine
import UIKit

final class TitleViewController: UIViewController {
  let store: StoreOf<Titled>
  var cancellables = Set<AnyCancellable>()

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.title
      .sink { [weak self] title in self?.title = title }
      .store(in: &cancellables)
  }
}
```

## after
```swift
import UIKit

final class TitleViewController: UIViewController {
  let store: StoreOf<Titled>

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      title = store.title
    }
  }
}
```
"""#
}
