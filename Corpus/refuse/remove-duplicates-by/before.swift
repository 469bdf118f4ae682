// Case: `viewStore.publisher.songs.removeDuplicates(by: { $0.map(\.id) == $1.map(\.id) })` so the
// table reloads only when the set of songs changes. Refused as `untranslatable-chain` (custom
// equality observe cannot apply; compare in the reducer or migrate by hand) and left untouched;
// the ordinary title chain is rewritten. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

struct Song: Equatable, Identifiable {
  let id: Int
  var title: String
  var isPlaying: Bool
}

@Reducer
struct Playlist {
  struct State: Equatable { // want "observable-state"
    var name = "Road trip"
    var songs: [Song] = []
  }

  enum Action {
    case addSongTapped
    case playFirstTapped
    case renameTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSongTapped:
        let id = state.songs.count + 1
        state.songs.append(Song(id: id, title: "Song \(id)", isPlaying: false))
        return .none
      case .playFirstTapped:
        if !state.songs.isEmpty {
          state.songs[0].isPlaying = true
        }
        return .none
      case .renameTapped:
        state.name = "Late night"
        return .none
      }
    }
  }
}

final class PlaylistViewController: UIViewController, UITableViewDataSource {
  private let store: StoreOf<Playlist>
  private let viewStore: ViewStoreOf<Playlist> // want "viewstore-usage"
  private let tableView = UITableView()
  private var rows: [Song] = []
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Playlist>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
    tableView.dataSource = self
    view.addSubview(tableView)

    viewStore.publisher.name // want "publisher-subscription"
      .sink { [weak self] name in self?.title = name }
      .store(in: &cancellables)

    viewStore.publisher.songs // want "untranslatable-chain"
      .removeDuplicates(by: { $0.map(\.id) == $1.map(\.id) })
      .sink { [weak self] songs in
        self?.rows = songs
        self?.tableView.reloadData()
      }
      .store(in: &cancellables)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    return cell
  }
}
