// Case: the cancellables set is declared `private var cancellables: Set<AnyCancellable> = .init()`
// and the chains store with `.store(in: &self.cancellables)`. Once both chains are one observe
// block, the set and import Combine are removed, and so is the stored view store.
import ComposableArchitecture
import UIKit

@Reducer
struct EggTimer {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var secondsLeft = 60
    var isPaused = true
  }

  enum Action {
    case startTapped
    case pauseTapped
    case ticked
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isPaused = false
        return .none
      case .pauseTapped:
        state.isPaused = true
        return .none
      case .ticked:
        state.secondsLeft = max(state.secondsLeft - 1, 0)
        return .none
      }
    }
  }
}

final class EggTimerViewController: UIViewController {
  private let store: StoreOf<EggTimer>
  private let secondsLabel = UILabel()
  private let pauseButton = UIButton(type: .system)

  init(store: StoreOf<EggTimer>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [secondsLabel, pauseButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      secondsLabel.text = "\(store.secondsLeft)s" // want "publisher-subscription"
      pauseButton.setTitle(store.isPaused ? "Start" : "Pause", for: .normal) // want "publisher-subscription"
    }
  }
}
