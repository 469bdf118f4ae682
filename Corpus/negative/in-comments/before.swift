// Case: negative. Every legacy pattern in this file sits inside a comment (line, doc, block
// and nested block comments); the code itself already uses observe and @ObservableState.
// The tool must report nothing and change nothing.
import ComposableArchitecture
import UIKit

// import Combine
@Reducer
struct Stopwatch {
  // struct State: Equatable {
  @ObservableState
  struct State: Equatable {
    var elapsed = 0
    var isRunning = false
  }

  enum Action {
    case tick
    case toggleTapped
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        if state.isRunning { state.elapsed += 1 }
        return .none
      case .toggleTapped:
        state.isRunning.toggle()
        return .none
      case .resetTapped:
        state.elapsed = 0
        return .none
      }
    }
  }
}

/// Shows the elapsed time of a stopwatch.
///
/// Before the 1.7 migration this screen kept `let viewStore = ViewStore(store, observe: { $0 })`
/// in `viewDidLoad` and subscribed with
/// `viewStore.publisher.elapsed.sink { [weak self] in self?.timeLabel.text = "\($0)" }.store(in: &cancellables)`.
final class StopwatchViewController: UIViewController {
  private let store: StoreOf<Stopwatch>
  // private let viewStore: ViewStoreOf<Stopwatch>
  // private var cancellables: Set<AnyCancellable> = []
  private let timeLabel = UILabel()
  private let toggleButton = UIButton(type: .system)
  private let resetButton = UIButton(type: .system)

  /**
   Creates the screen.

   Old call sites wrote:

       viewStore.publisher.isRunning
         .assign(to: \.isEnabled, on: resetButton)
         .store(in: &cancellables)
   */
  init(store: StoreOf<Stopwatch>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    toggleButton.addAction(
      UIAction { [weak self] _ in self?.store.send(.toggleTapped) },
      for: .touchUpInside
    )
    resetButton.setTitle("Reset", for: .normal)
    resetButton.addAction(
      UIAction { [weak self] _ in self?.store.send(.resetTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [timeLabel, toggleButton, resetButton])
    stack.axis = .vertical
    view.addSubview(stack)

    /*
    let viewStore = ViewStore(self.store, observe: { $0 })
    viewStore.publisher.elapsed
      .sink { [weak self] elapsed in self?.timeLabel.text = "\(elapsed) s" }
      .store(in: &cancellables)
    */
    observe { [weak self] in
      guard let self else { return }
      timeLabel.text = "\(store.elapsed) s"
      // viewStore.publisher.isRunning.sink { [weak self] in self?.toggleButton.isSelected = $0 }.store(in: &cancellables)
      toggleButton.setTitle(store.isRunning ? "Stop" : "Start", for: .normal)
      /* was: /* nested */ viewStore.publisher.isRunning
        .map { !$0 }
        .assign(to: \.isEnabled, on: resetButton)
        .store(in: &self.cancellables) /* still a comment */ */
      resetButton.isEnabled = !store.isRunning
    }
  }
}
