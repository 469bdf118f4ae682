// Case: `viewStore.publisher.firstName.combineLatest(viewStore.publisher.lastName)`, both inputs
// fields of the same store, with a two-parameter sink. The chain becomes one observe block that
// reads `store.firstName` and `store.lastName`; the stored view store, the cancellables set and
// import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct ContactCard {
  @ObservableState
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
  private let nameLabel = UILabel()
  private let initialsLabel = UILabel()

  init(store: StoreOf<ContactCard>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.lastName.isEmpty ? store.firstName : "\(store.firstName) \(store.lastName)" // want "publisher-subscription"
      initialsLabel.text = String(store.firstName.prefix(1)) + String(store.lastName.prefix(1))
    }
  }
}
