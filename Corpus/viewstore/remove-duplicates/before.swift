// Case: `ViewStore(store, observe: { $0 }, removeDuplicates: { … })` whose custom check compares
// exactly the fields the screen shows (home, away, period; the clock is not shown here). The
// view store goes away with its check (the tool notes that observe re-runs only for the fields
// the block reads); the three chains merge into one observe block; cancellables and import
// Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Scoreboard {
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
  private let viewStore: ViewStoreOf<Scoreboard> // want "viewstore-usage"
  private let homeLabel = UILabel()
  private let awayLabel = UILabel()
  private let periodLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Scoreboard>) {
    self.store = store
    self.viewStore = ViewStore(
      store,
      observe: { $0 },
      removeDuplicates: { $0.home == $1.home && $0.away == $1.away && $0.period == $1.period }
    )
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

    viewStore.publisher.home // want "publisher-subscription"
      .sink { [weak self] score in self?.homeLabel.text = "Home \(score)" }
      .store(in: &cancellables)

    viewStore.publisher.away // want "publisher-subscription"
      .sink { [weak self] score in self?.awayLabel.text = "Away \(score)" }
      .store(in: &cancellables)

    viewStore.publisher.period // want "publisher-subscription"
      .sink { [weak self] period in self?.periodLabel.text = "P\(period)" }
      .store(in: &cancellables)
  }
}
