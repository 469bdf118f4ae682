// Case: the subscriptions are made in init(store:), right after `super.init`, not in viewDidLoad.
// The tool keeps the location: one observe block after `super.init(nibName:bundle:)` in init,
// with a note that the block now runs synchronously there (it touches only views built as
// stored properties); the stored view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Badge {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var count = 0
    var isMuted = false
  }

  enum Action {
    case notificationReceived
    case muteTapped
    case clearTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .notificationReceived:
        state.count += 1
        return .none
      case .muteTapped:
        state.isMuted.toggle()
        return .none
      case .clearTapped:
        state.count = 0
        return .none
      }
    }
  }
}

final class BadgeViewController: UIViewController {
  private let store: StoreOf<Badge>
  private let countLabel = UILabel()
  private let muteSwitch = UISwitch()

  init(store: StoreOf<Badge>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = store.count > 99 ? "99+" : "\(store.count)" // want "publisher-subscription"
      countLabel.isHidden = store.count == 0
      muteSwitch.isOn = store.isMuted // want "publisher-subscription"
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [countLabel, muteSwitch])
    stack.axis = .horizontal
    view.addSubview(stack)
  }
}
