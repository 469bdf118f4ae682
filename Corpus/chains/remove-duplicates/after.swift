// Case: `viewStore.publisher.map(\.headline).removeDuplicates()` (deduplicating a whole-state
// map). `removeDuplicates()` is dropped with a note (observe re-runs when what it reads changes;
// the block must stay idempotent) and the map folds into `store.headline` in one observe block
// with the other chain; view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct NewsTicker {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var headline = "No news"
    var refreshCount = 0
  }

  enum Action {
    case refreshTapped
    case breakingNewsArrived
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.refreshCount += 1
        return .none
      case .breakingNewsArrived:
        state.headline = "Breaking: markets rally"
        return .none
      }
    }
  }
}

final class NewsTickerViewController: UIViewController {
  private let store: StoreOf<NewsTicker>
  private let headlineLabel = UILabel()
  private let refreshLabel = UILabel()

  init(store: StoreOf<NewsTicker>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [headlineLabel, refreshLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      headlineLabel.text = store.headline // want "publisher-subscription"
      refreshLabel.text = "Refreshed \(store.refreshCount)×" // want "publisher-subscription"
    }
  }
}
