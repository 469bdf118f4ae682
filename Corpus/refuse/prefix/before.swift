// Case: `viewStore.publisher.isContentReady.filter { $0 }.prefix(1)` (reveal the content the
// first time it is ready, never again). Refused as `untranslatable-chain` because of `prefix`
// (observe has no notion of "only the first n values"; keep a "revealed" flag in State instead)
// and left untouched; the ordinary chain is rewritten. View store, cancellables, import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Article {
  struct State: Equatable { // want "observable-state"
    var isContentReady = false
    var wordCount = 0
  }

  enum Action {
    case contentLoaded
    case reloadTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .contentLoaded:
        state.isContentReady = true
        state.wordCount = 1200
        return .none
      case .reloadTapped:
        state.isContentReady = false
        return .none
      }
    }
  }
}

final class ArticleViewController: UIViewController {
  private let store: StoreOf<Article>
  private let contentView = UIView()
  private let wordCountLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Article>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    contentView.alpha = 0
    contentView.addSubview(wordCountLabel)
    view.addSubview(contentView)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.wordCount // want "publisher-subscription"
      .sink { [weak self] count in self?.wordCountLabel.text = "\(count) words" }
      .store(in: &cancellables)

    viewStore.publisher.isContentReady // want "untranslatable-chain"
      .filter { $0 }
      .prefix(1)
      .sink { [weak self] _ in self?.contentView.alpha = 1 }
      .store(in: &cancellables)
  }
}
