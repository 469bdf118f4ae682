import ComposableArchitecture
import UIKit

struct Photo: Hashable, Identifiable, Sendable {
  let id: UUID
  var url: URL
  var caption: String
}

@Reducer
struct GalleryFeature {
  @ObservableState
  struct State: Equatable {
    var photos: IdentifiedArrayOf<Photo> = []
    var query = ""
    var isRefreshing = false
    var deleteConfirmation: Photo.ID?
    var filtered: [Photo] { photos.filter { query.isEmpty || $0.caption.contains(query) } }
  }
  enum Action {
    case queryChanged(String)
    case refresh
    case refreshed([Photo])
    case deleteTapped(Photo.ID)
    case deleteConfirmed
    case deleteCancelled
  }
  @Dependency(\.photosClient) var photosClient
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .none
      case .refresh:
        state.isRefreshing = true
        return .run { send in await send(.refreshed(try await photosClient.all())) }
      case let .refreshed(photos):
        state.isRefreshing = false
        state.photos = IdentifiedArray(uniqueElements: photos)
        return .none
      case let .deleteTapped(id):
        state.deleteConfirmation = id
        return .none
      case .deleteConfirmed:
        if let id = state.deleteConfirmation { state.photos.remove(id: id) }
        state.deleteConfirmation = nil
        return .none
      case .deleteCancelled:
        state.deleteConfirmation = nil
        return .none
      }
    }
  }
}

final class GalleryViewController: UIViewController, UISearchBarDelegate {
  private let store: StoreOf<GalleryFeature>
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private lazy var dataSource = UICollectionViewDiffableDataSource<Int, Photo.ID>(collectionView: collectionView) { [weak self] view, indexPath, id in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell.contentView.subviews.first as? UILabel)?.text = self?.store.photos[id: id]?.caption
    return cell
  }
  private let refreshControl = UIRefreshControl()
  private let searchBar = UISearchBar()

  init(store: StoreOf<GalleryFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    collectionView.refreshControl = refreshControl
    searchBar.delegate = self
    navigationItem.titleView = searchBar
    refreshControl.addAction(UIAction { [weak self] _ in self?.store.send(.refresh) }, for: .valueChanged)

    observe { [weak self] in
      guard let self else { return }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Photo.ID>()
      snapshot.appendSections([0])
      snapshot.appendItems(store.filtered.map(\.id))
      dataSource.apply(snapshot, animatingDifferences: true)
    }

    observe { [weak self] in
      guard let self else { return }
      if store.isRefreshing { refreshControl.beginRefreshing() } else { refreshControl.endRefreshing() }
      searchBar.text = store.query
    }

    observe { [weak self] in
      guard let self else { return }
      guard store.deleteConfirmation != nil, presentedViewController == nil else { return }
      let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.store.send(.deleteConfirmed) })
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.store.send(.deleteCancelled) })
      present(alert, animated: true)
    }
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    store.send(.queryChanged(searchText))
  }
}
