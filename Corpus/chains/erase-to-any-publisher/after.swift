// Case: `.eraseToAnyPublisher()` in the middle of a chain (left over from a refactor that once
// returned the publisher). It has no meaning under observation and is dropped silently; both
// chains merge into one observe block; view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Greeting {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var username = "friend"
    var isMorning = true
  }

  enum Action {
    case signedIn
    case clockPassedNoon
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signedIn:
        state.username = "Grace"
        return .none
      case .clockPassedNoon:
        state.isMorning = false
        return .none
      }
    }
  }
}

final class GreetingViewController: UIViewController {
  private let store: StoreOf<Greeting>
  private let nameLabel = UILabel()
  private let salutationLabel = UILabel()

  init(store: StoreOf<Greeting>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [salutationLabel, nameLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.username // want "publisher-subscription"
      salutationLabel.text = store.isMorning ? "Good morning" : "Good afternoon" // want "publisher-subscription"
    }
  }
}
