// Case: `ViewStore(store, observe: { $0 }, removeDuplicates: { … })` whose custom check compares
// exactly the fields the screen shows (home, away, period; the clock is not shown here). The
// view store goes away with its check (the tool notes that observe re-runs only for the fields
// the block reads); the three chains merge into one observe block; cancellables and import
// Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Scoreboard {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var home = 0
    var away = 0
    var period = 1
    var clockText = "20:00"
  }

  enum Action {
    case homeScored
    case awayScored
    case periodEnded
    case clockTicked
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .homeScored:
        state.home += 1
        return .none
      case .awayScored:
        state.away += 1
        return .none
      case .periodEnded:
        state.period += 1
        state.clockText = "20:00"
        return .none
      case .clockTicked:
        state.clockText = "19:59"
        return .none
      }
    }
  }
}

final class ScoreboardViewController: UIViewController {
  private let store: StoreOf<Scoreboard>
  private let homeLabel = UILabel()
  private let awayLabel = UILabel()
  private let periodLabel = UILabel()

  init(store: StoreOf<Scoreboard>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [homeLabel, awayLabel, periodLabel])
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      homeLabel.text = "Home \(store.home)" // want "publisher-subscription"
      awayLabel.text = "Away \(store.away)" // want "publisher-subscription"
      periodLabel.text = "P\(store.period)" // want "publisher-subscription"
    }
  }
}
