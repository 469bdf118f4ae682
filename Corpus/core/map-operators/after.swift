// Case: chains with map operators and a nested field path, local ViewStore.
// `.map(\.count)`, `.map { !$0 }` and `viewStore.publisher.profile.name` fold into plain reads
// in one observe block (`store.items.count`, `!store.isLoading`, `store.profile.name`);
// ViewStore local, cancellables and import Combine go away.
import ComposableArchitecture
import UIKit

struct Profile: Equatable {
  var name: String
  var email: String
}

struct CartItem: Equatable {
  let id: Int
  var title: String
  var quantity: Int
}

@Reducer
struct Cart {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var items: [CartItem] = []
    var isLoading = false
    var profile = Profile(name: "", email: "")
  }

  enum Action {
    case itemAdded(CartItem)
    case itemRemoved(id: Int)
    case loadingStarted
    case profileLoaded(Profile)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .itemAdded(item):
        state.items.append(item)
        return .none
      case let .itemRemoved(id):
        state.items.removeAll { $0.id == id }
        return .none
      case .loadingStarted:
        state.isLoading = true
        return .none
      case let .profileLoaded(profile):
        state.isLoading = false
        state.profile = profile
        return .none
      }
    }
  }
}

final class CartViewController: UIViewController {
  let store: StoreOf<Cart>
  private let countLabel = UILabel()
  private let ownerLabel = UILabel()
  private let contentView = UIStackView()

  init(store: StoreOf<Cart>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    contentView.axis = .vertical
    contentView.addArrangedSubview(ownerLabel)
    contentView.addArrangedSubview(countLabel)
    view.addSubview(contentView)

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.items.count) items" // want "publisher-subscription"
      contentView.isUserInteractionEnabled = !store.isLoading // want "publisher-subscription"
      ownerLabel.text = store.profile.name // want "publisher-subscription"
    }
  }
}
