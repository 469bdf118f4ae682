// Case: two view stores in one class: `viewStore` over the whole state and `headerViewStore`
// built with `observe: HeaderViewState.init` (derived fields). Both go: HeaderViewState's fields
// become `fileprivate` computed properties on `Player.State` in an extension, and the chains of
// both view stores merge into one observe block in source order; sends go through `store`;
// cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Player {
  @ObservableState
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
  private let store: StoreOf<Player>
  private let headingLabel = UILabel()
  private let positionLabel = UILabel()
  private let playButton = UIButton(type: .system)
  private let skipButton = UIButton(type: .system)

  init(store: StoreOf<Player>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    playButton.addAction(UIAction { [weak self] _ in self?.store.send(.playPauseTapped) }, for: .touchUpInside)
    skipButton.setTitle("+30s", for: .normal)
    skipButton.addAction(UIAction { [weak self] _ in self?.store.send(.skipForwardTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [headingLabel, positionLabel, playButton, skipButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      headingLabel.text = store.heading // want "publisher-subscription"
      positionLabel.text = store.positionText // want "publisher-subscription"
      playButton.setTitle(store.isPlaying ? "Pause" : "Play", for: .normal) // want "publisher-subscription"
    }
  }
}

extension Player.State {
  fileprivate var heading: String { "\(showName) · \(episodeTitle)" }
  fileprivate var positionText: String {
    let minutes = positionSeconds / 60
    let seconds = positionSeconds % 60
    return seconds < 10 ? "\(minutes):0\(seconds)" : "\(minutes):\(seconds)"
  }
}
