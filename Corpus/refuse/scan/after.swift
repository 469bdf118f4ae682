// Case: `viewStore.publisher.score.scan(0) { max($0, $1) }` showing the best score seen so far
// (state accumulated in the pipeline). Refused as `untranslatable-chain` (observe cannot
// accumulate; keep `bestScore` in State and update it in the reducer) and left untouched; the
// ordinary score chain is rewritten. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Game {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var score = 0
  }

  enum Action {
    case pointScored
    case roundLost
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pointScored:
        state.score += 10
        return .none
      case .roundLost:
        state.score = 0
        return .none
      }
    }
  }
}

final class GameViewController: UIViewController {
  private let store: StoreOf<Game>
  private let scoreLabel = UILabel()
  private let bestLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Game>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [scoreLabel, bestLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    observe { [weak self] in
      guard let self else { return }
      scoreLabel.text = "Score: \(store.score)" // want "publisher-subscription"
    }

    viewStore.publisher.score // want "untranslatable-chain"
      .scan(0) { best, score in max(best, score) }
      .sink { [weak self] best in self?.bestLabel.text = "Best: \(best)" }
      .store(in: &cancellables)
  }
}
