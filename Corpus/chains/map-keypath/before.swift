// Case: `.map(\.x)` key-path maps, once on the whole-state publisher
// (`viewStore.publisher.map(\.statusText)`) and once on a field (`viewStore.publisher.queue.map(\.count)`).
// Both fold into plain reads (`store.statusText`, `store.queue.count`) in one observe block; the
// stored view store, the cancellables set and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct PrintQueue {
  struct State: Equatable { // want "observable-state"
    var statusText = "Idle"
    var queue: [String] = []
  }

  enum Action {
    case addJobTapped
    case printTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addJobTapped:
        state.queue.append("Job \(state.queue.count + 1)")
        state.statusText = "Waiting"
        return .none
      case .printTapped:
        state.queue.removeAll()
        state.statusText = "Printing"
        return .none
      }
    }
  }
}

final class PrintQueueViewController: UIViewController {
  private let store: StoreOf<PrintQueue>
  private let viewStore: ViewStoreOf<PrintQueue> // want "viewstore-usage"
  private let statusLabel = UILabel()
  private let queueLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<PrintQueue>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [statusLabel, queueLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher // want "publisher-subscription"
      .map(\.statusText)
      .sink { [weak self] text in self?.statusLabel.text = text }
      .store(in: &cancellables)

    viewStore.publisher.queue // want "publisher-subscription"
      .map(\.count)
      .sink { [weak self] count in self?.queueLabel.text = "\(count) in queue" }
      .store(in: &cancellables)
  }
}
