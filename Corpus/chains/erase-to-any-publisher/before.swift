// Case: `.eraseToAnyPublisher()` in the middle of a chain (left over from a refactor that once
// returned the publisher). It has no meaning under observation and is dropped silently; both
// chains merge into one observe block; view store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Greeting {
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
  private let viewStore: ViewStoreOf<Greeting> // want "viewstore-usage"
  private let nameLabel = UILabel()
  private let salutationLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Greeting>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
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

    viewStore.publisher.username // want "publisher-subscription"
      .eraseToAnyPublisher()
      .sink { [weak self] name in self?.nameLabel.text = name }
      .store(in: &cancellables)

    viewStore.publisher.isMorning // want "publisher-subscription"
      .map { $0 ? "Good morning" : "Good afternoon" }
      .eraseToAnyPublisher()
      .sink { [weak self] text in self?.salutationLabel.text = text }
      .store(in: &cancellables)
  }
}
