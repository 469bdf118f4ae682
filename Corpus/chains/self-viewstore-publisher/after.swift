// Case: every chain is spelled `self.viewStore.publisher.x` and stores into `&self.cancellables`.
// The `self.` prefix does not hide them: both merge into one observe block reading `store.x`;
// the stored view store, the cancellables set and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Article {
  @ObservableState
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
  private let titleLabel = UILabel()
  private let bookmarkButton = UIButton(type: .system)

  init(store: StoreOf<Article>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    self.bookmarkButton.addAction(
      UIAction { [weak self] _ in self?.store.send(.bookmarkTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [self.titleLabel, self.bookmarkButton])
    stack.axis = .vertical
    self.view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      titleLabel.text = store.title // want "publisher-subscription"
      bookmarkButton.setTitle(store.isBookmarked ? "Bookmarked" : "Bookmark", for: .normal) // want "publisher-subscription"
    }
  }
}
