// Rules/send-in-observe.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let sendInObserve = #"""
id: send-in-observe
severity: error
category: observe
fixable: false
summary: an action sent from inside an observe block

## rationale
An `observe` block describes the screen from the current state. Sending an action from it
closes a loop: the action changes state, the change runs the block again, the block sends
again. Even when the loop happens to stop, a business rule now hides in the drawing code,
where no reducer test sees it and TCA (from 1.25) warns at run time. Whatever should happen
when state changes belongs in the reducer, as the consequence of the action that changed it.

## triggering
```swift
final class CounterViewController: UIViewController {
  let store: StoreOf<Counter>
  let countLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.count)"
      if store.count > 10 {
        ↓store.send(.limitReached)
      }
    }
  }
}
```

```swift
final class TimerViewController: UIViewController {
  let store: StoreOf<Stopwatch>

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      UIView.animate(withDuration: 0.2) {
        ↓self.store.send(.animationStarted)
      }
    }
  }
}
```

## non-triggering
```swift
final class CounterViewController: UIViewController {
  let store: StoreOf<Counter>
  let countLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.count)"
    }
  }

  @objc func incrementTapped() {
    store.send(.incrementButtonTapped)
  }
}
```
"""#
}
