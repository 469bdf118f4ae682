import Combine
import ComposableArchitecture
import Foundation

@Reducer
struct Playlist {
  @ObservableState
  struct State {
    var tracks: [Track] = [] // want "state-identified-array"
    var sections = [Library.Section]() // want "state-identified-array"
    var nowPlaying: Track? // want "state-selection-by-copy"
    var selectedIndex = 0 // want "state-selection-by-copy"
    var onFinish: CompletionHandler? // want "state-closure"
    var formatter: (Double) -> String = { "\($0)" } // want "state-closure"
    var lazyTitle = { "Playlist" }()
    var apiClient: PlaylistClient // want "state-dependency"
    var queue = DispatchQueue.main // want "state-dependency"
    var download: DownloadTask? // want "state-reference-type"
    var song: Song? // want "state-reference-type"
    var ticker: AnyCancellable? // want "state-reference-type"
    var legacyShuffleSeed = 42 // want "state-dead-field"
    var title = ""
  }

  enum Action { case trackTapped(Track.ID), finished }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .trackTapped(id):
        state.nowPlaying = state.tracks.first { $0.id == id }
        state.selectedIndex = state.tracks.firstIndex { $0.id == id } ?? 0
        state.legacyShuffleSeed = 7
        return .none
      case .finished:
        state.onFinish?(.success(()))
        _ = state.formatter(state.download?.progress ?? 0)
        _ = (state.apiClient, state.queue, state.song, state.ticker, state.sections, state.lazyTitle, state.title)
        _ = (state.nowPlaying, state.selectedIndex)
        return .none
      }
    }
  }
}

@Reducer
struct Radio {
  @ObservableState
  enum State: Equatable {
    case idle
    case tuning(station: String, onTuned: () -> Void) // want "state-closure"
    case playing(session: URLSession) // want "state-dependency"
    case recording(Timer) // want "state-reference-type"
  }
  enum Action { case stop }
}
