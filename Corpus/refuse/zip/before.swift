// Case: `viewStore.publisher.pageTitle.zip(pageRendered)` pairing each title with a render event
// from a PassthroughSubject the view controller owns. Refused as `untranslatable-chain` (zip with
// a publisher that is not the store's has no observe equivalent; model the render event as State)
// and left untouched; the ordinary chain is rewritten. The view store, cancellables and import
// Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Reader {
  struct State: Equatable { // want "observable-state"
    var pageTitle = "Chapter 1"
    var pageNumber = 1
  }

  enum Action {
    case nextPageTapped
    case previousPageTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextPageTapped:
        state.pageNumber += 1
        state.pageTitle = "Chapter \(state.pageNumber)"
        return .none
      case .previousPageTapped:
        state.pageNumber = max(state.pageNumber - 1, 1)
        state.pageTitle = "Chapter \(state.pageNumber)"
        return .none
      }
    }
  }
}

final class ReaderViewController: UIViewController {
  private let store: StoreOf<Reader>
  private let pageRendered = PassthroughSubject<Void, Never>()
  private let titleLabel = UILabel()
  private let pageLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Reader>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [titleLabel, pageLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.pageNumber // want "publisher-subscription"
      .sink { [weak self] number in self?.pageLabel.text = "Page \(number)" }
      .store(in: &cancellables)

    viewStore.publisher.pageTitle // want "untranslatable-chain"
      .zip(pageRendered)
      .sink { [weak self] title, _ in self?.titleLabel.text = title }
      .store(in: &cancellables)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    pageRendered.send()
  }
}
