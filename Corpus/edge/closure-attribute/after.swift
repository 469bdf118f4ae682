// Case: the sink closure carries an attribute (`@MainActor`) before its capture list. The
// observe block's closure is main-actor already; the statements move as usual.
import ComposableArchitecture
import UIKit

@Reducer
struct Countdown {
  @ObservableState
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

  init(store: StoreOf<Countdown>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      remainingLabel.text = "\(store.remaining)s" // want "publisher-subscription"
    }
  }
}
