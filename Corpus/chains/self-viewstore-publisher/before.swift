// Case: every chain is spelled `self.viewStore.publisher.x` and stores into `&self.cancellables`.
// The `self.` prefix does not hide them: both merge into one observe block reading `store.x`;
// the stored view store, the cancellables set and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Article {
  struct State: Equatable { // want "observable-state"
    var title = "Untitled"
    var isBookmarked = false
  }

  enum Action {
    case bookmarkTapped
    case titleLoaded(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bookmarkTapped:
        state.isBookmarked.toggle()
        return .none
      case let .titleLoaded(title):
        state.title = title
        return .none
      }
    }
  }
}

final class ArticleViewController: UIViewController {
  private let store: StoreOf<Article>
  private let viewStore: ViewStoreOf<Article> // want "viewstore-usage"
  private let titleLabel = UILabel()
  private let bookmarkButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Article>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.bookmarkButton.addAction(
      UIAction { [weak self] _ in self?.viewStore.send(.bookmarkTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [self.titleLabel, self.bookmarkButton])
    stack.axis = .vertical
    self.view.addSubview(stack)

    self.viewStore.publisher.title // want "publisher-subscription"
      .sink { [weak self] title in self?.titleLabel.text = title }
      .store(in: &self.cancellables)

    self.viewStore.publisher.isBookmarked // want "publisher-subscription"
      .sink { [weak self] isBookmarked in
        self?.bookmarkButton.setTitle(isBookmarked ? "Bookmarked" : "Bookmark", for: .normal)
      }
      .store(in: &self.cancellables)
  }
}
