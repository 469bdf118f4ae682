// Case: `viewStore.publisher.isLoading.handleEvents(receiveOutput: { … })` logging every value
// before the sink. Refused as `untranslatable-chain` (a side effect per emitted value has no
// observe equivalent; log from the reducer or migrate by hand) and left untouched; the ordinary
// chain is rewritten into an observe block. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Feed {
  struct State: Equatable { // want "observable-state"
    var isLoading = false
    var postCount = 0
  }

  enum Action {
    case refreshTapped
    case postsLoaded
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        return .none
      case .postsLoaded:
        state.isLoading = false
        state.postCount += 5
        return .none
      }
    }
  }
}

final class FeedViewController: UIViewController {
  private let store: StoreOf<Feed>
  private let viewStore: ViewStoreOf<Feed> // want "viewstore-usage"
  private let spinner = UIActivityIndicatorView(style: .medium)
  private let countLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Feed>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [spinner, countLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.isLoading // want "untranslatable-chain"
      .handleEvents(receiveOutput: { isLoading in print("feed loading:", isLoading) })
      .sink { [weak self] isLoading in
        if isLoading {
          self?.spinner.startAnimating()
        } else {
          self?.spinner.stopAnimating()
        }
      }
      .store(in: &cancellables)

    viewStore.publisher.postCount // want "publisher-subscription"
      .sink { [weak self] count in self?.countLabel.text = "\(count) posts" }
      .store(in: &cancellables)
  }
}
