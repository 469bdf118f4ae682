// Case: sinks with no capture list that use `self` strongly (`{ isLoading in self.… }` and
// `{ self.… = $0 }`), a retain cycle through the cancellables set. The observe block the tool
// writes captures `[weak self]` with `guard let self else { return }`, which also ends the
// cycle; the stored view store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Inventory {
  struct State: Equatable { // want "observable-state"
    var isLoading = false
    var summary = "Not loaded"
  }

  enum Action {
    case loadTapped
    case loadFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        state.isLoading = true
        return .none
      case .loadFinished:
        state.isLoading = false
        state.summary = "42 items in stock"
        return .none
      }
    }
  }
}

final class InventoryViewController: UIViewController {
  private let store: StoreOf<Inventory>
  private let viewStore: ViewStoreOf<Inventory> // want "viewstore-usage"
  private let spinner = UIActivityIndicatorView(style: .large)
  private let summaryLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Inventory>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [spinner, summaryLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.isLoading // want "publisher-subscription"
      .sink { isLoading in
        self.spinner.isHidden = !isLoading
        self.summaryLabel.alpha = isLoading ? 0.5 : 1
      }
      .store(in: &cancellables)

    viewStore.publisher.summary // want "publisher-subscription"
      .sink { self.summaryLabel.text = $0 }
      .store(in: &cancellables)
  }
}
