// Rules/observable-state.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let observableState = #"""
id: observable-state
severity: warning
category: migration
fixable: true
summary: the State of a feature a migrated view observes lacks @ObservableState

## rationale
`store.x`, `store.state` and `observe { }` tracking only exist for states marked
`@ObservableState`. Without it the migrated view does not compile; with `@PresentationState` or
`@BindingState` beside it, it does not either (`@Presents` replaces the first, the second goes).

## triggering
```swift
@Reducer
struct Counter {
  ↓struct State: Equatable {
    var count = 0
  }
  enum Action { case incrementTapped }
}

final class CounterViewController: UIViewController {
  let store: StoreOf<Counter>
  let label = UILabel()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.count
      .sink { [weak self] count in self?.label.text = "\(count)" }
      .store(in: &cancellables)
  }
}
```

## non-triggering
```swift
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action { case incrementTapped }
}
```

## before
```swift
@Reducer
struct Settings {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @BindingState var nickname = ""
  }
}

final class SettingsViewController: UIViewController {
  let store: StoreOf<Settings>
  let nicknameLabel = UILabel()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.nickname
      .sink { [weak self] in self?.nicknameLabel.text = $0 }
      .store(in: &cancellables)
  }
}
```

## after
```swift
@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var nickname = ""
  }
}

final class SettingsViewController: UIViewController {
  let store: StoreOf<Settings>
  let nicknameLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      nicknameLabel.text = store.nickname
    }
  }
}
```
"""#
}
