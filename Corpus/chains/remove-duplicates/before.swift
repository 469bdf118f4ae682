// Case: `viewStore.publisher.map(\.headline).removeDuplicates()` (deduplicating a whole-state
// map). `removeDuplicates()` is dropped with a note (observe re-runs when what it reads changes;
// the block must stay idempotent) and the map folds into `store.headline` in one observe block
// with the other chain; view store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct NewsTicker {
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
  private let viewStore: ViewStoreOf<NewsTicker> // want "viewstore-usage"
  private let headlineLabel = UILabel()
  private let refreshLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<NewsTicker>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
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

    viewStore.publisher // want "publisher-subscription"
      .map(\.headline)
      .removeDuplicates()
      .sink { [weak self] headline in self?.headlineLabel.text = headline }
      .store(in: &cancellables)

    viewStore.publisher.refreshCount // want "publisher-subscription"
      .sink { [weak self] count in self?.refreshLabel.text = "Refreshed \(count)×" }
      .store(in: &cancellables)
  }
}
