// Case: the view store is a stored `let` named `vs`, built in init(store:) next to the store, and
// used for sends in button actions as well as for three publisher chains. The tool keys on the
// type, not the name: the chains merge into one observe block, `vs.send` becomes `store.send`,
// and the `vs` property, its assignment, the cancellables set and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Stopwatch {
  struct State: Equatable { // want "observable-state"
    var elapsedText = "00:00"
    var isRunning = false
    var lapCount = 0
  }

  enum Action {
    case startTapped
    case stopTapped
    case lapTapped
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.isRunning = true
        state.elapsedText = "00:01"
        return .none
      case .stopTapped:
        state.isRunning = false
        return .none
      case .lapTapped:
        state.lapCount += 1
        return .none
      case .resetTapped:
        state.isRunning = false
        state.lapCount = 0
        state.elapsedText = "00:00"
        return .none
      }
    }
  }
}

final class StopwatchViewController: UIViewController {
  private let store: StoreOf<Stopwatch>
  private let vs: ViewStoreOf<Stopwatch> // want "viewstore-usage"
  private let elapsedLabel = UILabel()
  private let lapsLabel = UILabel()
  private let startStopButton = UIButton(type: .system)
  private let lapButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Stopwatch>) {
    self.store = store
    self.vs = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    startStopButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.vs.send(self.vs.isRunning ? .stopTapped : .startTapped)
      },
      for: .touchUpInside
    )
    lapButton.setTitle("Lap", for: .normal)
    lapButton.addAction(UIAction { [weak self] _ in self?.vs.send(.lapTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [elapsedLabel, lapsLabel, startStopButton, lapButton])
    stack.axis = .vertical
    stack.spacing = 8
    view.addSubview(stack)

    vs.publisher.elapsedText // want "publisher-subscription"
      .sink { [weak self] text in self?.elapsedLabel.text = text }
      .store(in: &cancellables)

    vs.publisher.isRunning // want "publisher-subscription"
      .sink { [weak self] isRunning in
        self?.startStopButton.setTitle(isRunning ? "Stop" : "Start", for: .normal)
        self?.lapButton.isEnabled = isRunning
      }
      .store(in: &cancellables)

    vs.publisher.lapCount // want "publisher-subscription"
      .sink { [weak self] count in self?.lapsLabel.text = count == 1 ? "1 lap" : "\(count) laps" }
      .store(in: &cancellables)
  }
}
