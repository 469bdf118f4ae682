// Case: a pre-1.0 `store.scope(state: { $0.profile }, action: { .profile($0) }).ifLet(then:else:)`
// (closure-based scope). It is refused as `untranslatable-chain` (rewrite the scope with key
// paths, `scope(state: \.profile, action: \.profile)`, then migrate) and left untouched, so the
// cancellables set and import Combine stay; the ordinary chain is still rewritten into an observe
// block and Team.State gains @ObservableState.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Team {
  struct State: Equatable { // want "observable-state"
    var memberCount = 4
    var profile: MemberProfile.State?
  }

  enum Action {
    case firstMemberTapped
    case profileClosed
    case profile(MemberProfile.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .firstMemberTapped:
        state.profile = MemberProfile.State(name: "Lin")
        return .none
      case .profileClosed:
        state.profile = nil
        state.memberCount += 1
        return .none
      case .profile:
        return .none
      }
    }
    .ifLet(\.profile, action: \.profile) {
      MemberProfile()
    }
  }
}

final class TeamViewController: UIViewController {
  private let store: StoreOf<Team>
  private let countLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Team>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(countLabel)

    store.publisher.memberCount // want "publisher-subscription"
      .sink { [weak self] count in self?.countLabel.text = "\(count) members" }
      .store(in: &cancellables)

    store.scope(state: { $0.profile }, action: { .profile($0) }) // want "untranslatable-chain"
      .ifLet(
        then: { [weak self] profileStore in
          self?.navigationController?.pushViewController(
            MemberProfileViewController(store: profileStore),
            animated: true
          )
        },
        else: { [weak self] in
          guard let self else { return }
          self.navigationController?.popToViewController(self, animated: true)
        }
      )
      .store(in: &cancellables)
  }
}

@Reducer
struct MemberProfile {
  struct State: Equatable {
    var name = ""
    var isFollowing = false
  }

  enum Action {
    case followTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .followTapped:
        state.isFollowing.toggle()
        return .none
      }
    }
  }
}

final class MemberProfileViewController: UIViewController {
  private let store: StoreOf<MemberProfile>

  init(store: StoreOf<MemberProfile>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
  }
}
