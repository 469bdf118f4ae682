// Case: a StorePublisher handed to another object, `headerBinder.bind(title:
// viewStore.publisher.title)`; the binder subscribes on its own. Refused as `untranslatable-chain`
// (the subscription happens where the tool cannot see; pass the store and observe there) and left
// untouched, so the view store stays; the ordinary chain is rewritten, after which this class's
// own cancellables set is unused and removed. import Combine stays (the binder uses it).
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Episode {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var title = "Pilot"
    var isDownloaded = false
  }

  enum Action {
    case downloadTapped
    case renamed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .downloadTapped:
        state.isDownloaded = true
        return .none
      case .renamed:
        state.title = "Pilot (Director's Cut)"
        return .none
      }
    }
  }
}

final class EpisodeViewController: UIViewController {
  private let store: StoreOf<Episode>
  private let viewStore: ViewStoreOf<Episode> // want "viewstore-usage"
  private let titleLabel = UILabel()
  private let downloadedLabel = UILabel()
  private lazy var headerBinder = HeaderBinder(label: titleLabel)

  init(store: StoreOf<Episode>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    downloadedLabel.text = "Downloaded"
    let stack = UIStackView(arrangedSubviews: [titleLabel, downloadedLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    headerBinder.bind(title: viewStore.publisher.title) // want "untranslatable-chain"

    observe { [weak self] in
      guard let self else { return }
      downloadedLabel.isHidden = !store.isDownloaded // want "publisher-subscription"
    }
  }
}

/// Shared by several screens: renders a title publisher into a label.
final class HeaderBinder {
  private let label: UILabel
  private var cancellables: Set<AnyCancellable> = []

  init(label: UILabel) {
    self.label = label
  }

  func bind<P: Publisher>(title: P) where P.Output == String, P.Failure == Never {
    title
      .sink { [weak self] title in self?.label.text = title.uppercased() }
      .store(in: &cancellables)
  }
}
