// Case: all subscriptions live in a helper, `bindViewStore()`, called from viewDidLoad after the
// layout code. The tool keeps the location: the helper's chains merge into one observe block
// inside `bindViewStore()`, with a note that the block sits outside viewDidLoad; the stored view
// store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var displayName = "Anonymous"
    var bio = ""
    var isFollowing = false
  }

  enum Action {
    case followTapped
    case profileLoaded
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .followTapped:
        state.isFollowing.toggle()
        return .none
      case .profileLoaded:
        state.displayName = "Rosa"
        state.bio = "Sketches bridges."
        return .none
      }
    }
  }
}

final class ProfileViewController: UIViewController {
  private let store: StoreOf<Profile>
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()
  private let followButton = UIButton(type: .system)

  init(store: StoreOf<Profile>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    setUpLayout()
    bindViewStore()
  }

  private func setUpLayout() {
    followButton.addAction(UIAction { [weak self] _ in self?.store.send(.followTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel, followButton])
    stack.axis = .vertical
    stack.spacing = 4
    view.addSubview(stack)
  }

  private func bindViewStore() {
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.displayName // want "publisher-subscription"
      bioLabel.text = store.bio // want "publisher-subscription"
      bioLabel.isHidden = store.bio.isEmpty
      followButton.setTitle(store.isFollowing ? "Following" : "Follow", for: .normal) // want "publisher-subscription"
    }
  }
}
