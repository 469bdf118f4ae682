// Case: two view stores in one class: `viewStore` over the whole state and `headerViewStore`
// built with `observe: HeaderViewState.init` (derived fields). Both go: HeaderViewState's fields
// become `fileprivate` computed properties on `Player.State` in an extension, and the chains of
// both view stores merge into one observe block in source order; sends go through `store`;
// cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Player {
  struct State: Equatable { // want "observable-state"
    var episodeTitle = "Episode 1"
    var showName = "Morning Show"
    var isPlaying = false
    var positionSeconds = 0
  }

  enum Action {
    case playPauseTapped
    case skipForwardTapped
    case nextEpisodeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .playPauseTapped:
        state.isPlaying.toggle()
        return .none
      case .skipForwardTapped:
        state.positionSeconds += 30
        return .none
      case .nextEpisodeTapped:
        state.episodeTitle = "Episode 2"
        state.positionSeconds = 0
        return .none
      }
    }
  }
}

final class PlayerViewController: UIViewController {
  struct HeaderViewState: Equatable {
    let heading: String
    let positionText: String

    init(state: Player.State) {
      self.heading = "\(state.showName) · \(state.episodeTitle)"
      let minutes = state.positionSeconds / 60
      let seconds = state.positionSeconds % 60
      self.positionText = seconds < 10 ? "\(minutes):0\(seconds)" : "\(minutes):\(seconds)"
    }
  }

  private let store: StoreOf<Player>
  private let viewStore: ViewStoreOf<Player> // want "viewstore-usage"
  private let headerViewStore: ViewStore<HeaderViewState, Player.Action> // want "viewstore-usage"
  private let headingLabel = UILabel()
  private let positionLabel = UILabel()
  private let playButton = UIButton(type: .system)
  private let skipButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Player>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    self.headerViewStore = ViewStore(store, observe: HeaderViewState.init)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    playButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.playPauseTapped) }, for: .touchUpInside)
    skipButton.setTitle("+30s", for: .normal)
    skipButton.addAction(UIAction { [weak self] _ in self?.headerViewStore.send(.skipForwardTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [headingLabel, positionLabel, playButton, skipButton])
    stack.axis = .vertical
    view.addSubview(stack)

    headerViewStore.publisher.heading // want "publisher-subscription"
      .sink { [weak self] heading in self?.headingLabel.text = heading }
      .store(in: &cancellables)

    headerViewStore.publisher.positionText // want "publisher-subscription"
      .sink { [weak self] text in self?.positionLabel.text = text }
      .store(in: &cancellables)

    viewStore.publisher.isPlaying // want "publisher-subscription"
      .sink { [weak self] isPlaying in self?.playButton.setTitle(isPlaying ? "Pause" : "Play", for: .normal) }
      .store(in: &cancellables)
  }
}
