// Rules/reducer-logic-in-view.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let reducerLogicInView = #"""
id: reducer-logic-in-view
severity: warning
category: reducer-logic
fixable: false
summary: view code decides on state before sending, calls the network or storage, runs async work that sends, or mirrors a State field

## rationale
A view controller should say what the user did and draw what the state says. When it looks
at the state to choose which action to send, calls `URLSession` or a client, runs async work
that ends in a send, or keeps its own copy of a State field, that is business logic living in
the drawing layer: the reducer's tests never see it, it behaves differently in SwiftUI and
UIKit, and the copy goes out of step the moment the reducer changes the state. Send one action
for what happened and let the reducer decide, with its effects and dependencies.

## triggering
```swift
@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    var isValid = false
    var isSubmitting = false
  }
  enum Action { case submit, showErrors }
}

final class CheckoutViewController: UIViewController {
  let store: StoreOf<Checkout>
  var ↓isSubmitting = false

  @objc func payTapped() {
    ↓if store.isValid {
      store.send(.submit)
    } else {
      store.send(.showErrors)
    }
  }
}
```

```swift
final class FeedViewController: UIViewController {
  let store: StoreOf<Feed>

  @objc func refreshTapped() {
    ↓URLSession.shared.dataTask(with: store.url) { _, _, _ in }.resume()
    ↓Task {
      try await Task.sleep(for: .seconds(2))
      store.send(.refreshFinished)
    }
  }
}
```

## non-triggering
```swift
@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable {
    var isValid = false
  }
  enum Action { case payButtonTapped }
}

final class CheckoutViewController: UIViewController {
  let store: StoreOf<Checkout>
  let payButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      payButton.isEnabled = store.isValid
    }
  }

  @objc func payTapped() {
    store.send(.payButtonTapped)
  }
}
```
"""#
}
