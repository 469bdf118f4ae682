// Case: the sink closure shapes the rewrite must read: `$0` without a parameter, a named
// parameter, `_ in`, and a multi-statement body behind `guard let self else { return }`.
// All four chains merge into one observe block in source order; the stored viewStore,
// the cancellables set and import Combine go away.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

struct Track: Equatable {
  var title: String
  var hasArtwork: Bool
}

@Reducer
struct NowPlaying {
  struct State: Equatable { // want "observable-state"
    var status = "Paused"
    var artist = ""
    var isCompact = false
    var track = Track(title: "", hasArtwork: false)
  }

  enum Action {
    case playTapped
    case pauseTapped
    case compactToggled
    case trackChanged(Track, artist: String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .playTapped:
        state.status = "Playing"
        return .none
      case .pauseTapped:
        state.status = "Paused"
        return .none
      case .compactToggled:
        state.isCompact.toggle()
        return .none
      case let .trackChanged(track, artist):
        state.track = track
        state.artist = artist
        return .none
      }
    }
  }
}

final class NowPlayingViewController: UIViewController {
  let store: StoreOf<NowPlaying>
  private let viewStore: ViewStoreOf<NowPlaying> // want "viewstore-usage"
  private let statusLabel = UILabel()
  private let artistLabel = UILabel()
  private let trackLabel = UILabel()
  private let artworkView = UIImageView()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<NowPlaying>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [artworkView, trackLabel, artistLabel, statusLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.status // want "publisher-subscription"
      .sink { [weak self] in self?.statusLabel.text = $0 }
      .store(in: &cancellables)

    viewStore.publisher.artist // want "publisher-subscription"
      .sink { [weak self] artist in self?.artistLabel.text = artist }
      .store(in: &cancellables)

    viewStore.publisher.isCompact // want "publisher-subscription"
      .sink { [weak self] _ in self?.view.setNeedsLayout() }
      .store(in: &cancellables)

    viewStore.publisher.track // want "publisher-subscription"
      .sink { [weak self] track in
        guard let self else { return }
        self.trackLabel.text = track.title
        self.artworkView.isHidden = !track.hasArtwork
      }
      .store(in: &cancellables)
  }
}
