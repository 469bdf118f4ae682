// Case: a second local view store built over a pre-1.0 closure-based scope,
// `ViewStore(store.scope(state: { $0.header }, action: { .header($0) }), observe: { $0 })`. Its
// chain is refused as `untranslatable-chain` (rewrite the scope with key paths, then migrate) and
// left untouched with that view store; the whole-state `viewStore` chain is rewritten into an
// observe block and that local is removed. Cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Dashboard {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var header = Header.State()
    var widgetCount = 2
  }

  enum Action {
    case addWidgetTapped
    case header(Header.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addWidgetTapped:
        state.widgetCount += 1
        return .none
      case .header(.refreshTapped):
        state.header.title = "Today (refreshed)"
        return .none
      }
    }
  }
}

final class DashboardViewController: UIViewController {
  private let store: StoreOf<Dashboard>
  private let widgetsLabel = UILabel()
  private let headerLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Dashboard>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [headerLabel, widgetsLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    let headerViewStore = ViewStore(
      store.scope(state: { $0.header }, action: { .header($0) }),
      observe: { $0 }
    )

    observe { [weak self] in
      guard let self else { return }
      widgetsLabel.text = "\(store.widgetCount) widgets" // want "publisher-subscription"
    }

    headerViewStore.publisher.title // want "untranslatable-chain"
      .sink { [weak self] title in self?.headerLabel.text = title }
      .store(in: &cancellables)
  }
}

/// The header's domain; Dashboard's reducer handles its actions.
enum Header {
  struct State: Equatable {
    var title = "Today"
  }

  enum Action {
    case refreshTapped
  }
}
