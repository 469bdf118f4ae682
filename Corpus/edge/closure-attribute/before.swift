// Case: the sink closure carries an attribute (`@MainActor`) before its capture list. The
// observe block's closure is main-actor already; the statements move as usual.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Countdown {
  struct State: Equatable { // want "observable-state"
    var remaining = 0
  }
  enum Action { case tick }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class CountdownViewController: UIViewController {
  let store: StoreOf<Countdown>
  private let remainingLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Countdown>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.remaining // want "publisher-subscription"
      .sink { @MainActor [weak self] remaining in
        self?.remainingLabel.text = "\(remaining)s"
      }
      .store(in: &cancellables)
  }
}
