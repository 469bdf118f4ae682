// Case: a debounced chain next to an ordinary one. The debounce chain is reported as
// untranslatable and left exactly as it is; the ordinary chain becomes an observe block.
// The ViewStore local is still used by the refused chain, so it stays, and so do the
// cancellables set and import Combine; Search.State gains @ObservableState.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Search {
  struct State: Equatable { // want "observable-state"
    var query = ""
    var isSearching = false
  }

  enum Action {
    case queryChanged(String)
    case searchFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        state.isSearching = !query.isEmpty
        return .none
      case .searchFinished:
        state.isSearching = false
        return .none
      }
    }
  }
}

final class SearchViewController: UIViewController {
  let store: StoreOf<Search>
  private let headerLabel = UILabel()
  private let spinner = UIActivityIndicatorView()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Search>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(headerLabel)
    view.addSubview(spinner)

    let viewStore = ViewStore(self.store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.query // want "untranslatable-chain"
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { [weak self] query in
        self?.headerLabel.text = query.isEmpty ? "Recent searches" : "Results for \(query)"
      }
      .store(in: &cancellables)

    viewStore.publisher.isSearching // want "publisher-subscription"
      .sink { [weak self] isSearching in self?.spinner.isHidden = !isSearching }
      .store(in: &cancellables)
  }
}
