// Rules/ignored-state-read.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let ignoredStateRead = #"""
id: ignored-state-read
severity: warning
category: observe
fixable: false
summary: an @ObservationStateIgnored field is read where the UI is drawn, so the UI never updates when it changes

## rationale
`@ObservationStateIgnored` takes a field out of observation: reading it registers nothing and
changing it notifies nobody. That is right for caches and bookkeeping no view draws. Read from
an `observe` block (or a SwiftUI `body`), the field shows whatever it held on the last run and
never changes again on screen, and the compiler says nothing. Either observe the field, or
draw something else.

## triggering
```swift
@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    @ObservationStateIgnored var avatarData: Data?
  }
  enum Action { case avatarLoaded(Data) }
}

final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()
  let avatarView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.name
      avatarView.image = ↓store.avatarData.flatMap(UIImage.init(data:))
    }
  }
}
```

## non-triggering
```swift
@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var avatar: Data?
    @ObservationStateIgnored var avatarRequests = 0
  }
  enum Action { case avatarLoaded(Data) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .avatarLoaded(data):
        state.avatarRequests = state.avatarRequests + 1
        state.avatar = data
        return .none
      }
    }
  }
}

final class ProfileViewController: UIViewController {
  let store: StoreOf<Profile>
  let nameLabel = UILabel()
  let avatarView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.name
      avatarView.image = store.avatar.flatMap(UIImage.init(data:))
    }
  }
}
```
"""#
}
