// Case: the view store and the cancellables set are inherited from a generic base class (declared
// after this screen, as if in another file); the screen also keeps its own `store`. The chain on
// the inherited `viewStore` is refused as `untranslatable-chain` (migrate the base class first)
// and left untouched; the chain on the screen's own `store.publisher` is rewritten into an observe
// block. The base class, the inherited set and import Combine stay; Banner.State gains @ObservableState.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Banner {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var message = "Welcome"
    var isPinned = false
  }

  enum Action {
    case pinTapped
    case messageRotated
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pinTapped:
        state.isPinned.toggle()
        return .none
      case .messageRotated:
        state.message = "New features inside"
        return .none
      }
    }
  }
}

final class BannerViewController: StoreViewController<Banner> {
  private let store: StoreOf<Banner>
  private let messageLabel = UILabel()
  private let pinLabel = UILabel()

  override init(store: StoreOf<Banner>) {
    self.store = store
    super.init(store: store)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pinLabel.text = "Pinned"
    let stack = UIStackView(arrangedSubviews: [messageLabel, pinLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.message // want "untranslatable-chain"
      .sink { [weak self] message in self?.messageLabel.text = message }
      .store(in: &cancellables)

    observe { [weak self] in
      guard let self else { return }
      pinLabel.isHidden = !store.isPinned // want "publisher-subscription"
    }
  }
}

/// The app's base class for store-driven screens (in a real app it lives in another file).
class StoreViewController<Feature: Reducer>: UIViewController where Feature.State: Equatable {
  let viewStore: ViewStore<Feature.State, Feature.Action>
  var cancellables: Set<AnyCancellable> = []

  init(store: Store<Feature.State, Feature.Action>) {
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
