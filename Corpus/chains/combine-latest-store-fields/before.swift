// Case: `viewStore.publisher.firstName.combineLatest(viewStore.publisher.lastName)`, both inputs
// fields of the same store, with a two-parameter sink. The chain becomes one observe block that
// reads `store.firstName` and `store.lastName`; the stored view store, the cancellables set and
// import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct ContactCard {
  struct State: Equatable { // want "observable-state"
    var firstName = "Ada"
    var lastName = "Lovelace"
  }

  enum Action {
    case swapNamesTapped
    case clearLastNameTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .swapNamesTapped:
        (state.firstName, state.lastName) = (state.lastName, state.firstName)
        return .none
      case .clearLastNameTapped:
        state.lastName = ""
        return .none
      }
    }
  }
}

final class ContactCardViewController: UIViewController {
  private let store: StoreOf<ContactCard>
  private let viewStore: ViewStoreOf<ContactCard> // want "viewstore-usage"
  private let nameLabel = UILabel()
  private let initialsLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<ContactCard>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [initialsLabel, nameLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.firstName // want "publisher-subscription"
      .combineLatest(viewStore.publisher.lastName)
      .sink { [weak self] first, last in
        self?.nameLabel.text = last.isEmpty ? first : "\(first) \(last)"
        self?.initialsLabel.text = String(first.prefix(1)) + String(last.prefix(1))
      }
      .store(in: &cancellables)
  }
}
