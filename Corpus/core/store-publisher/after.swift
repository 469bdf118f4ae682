// Case: no ViewStore at all; the chains hang off `store.publisher.x` on a StoreOf<Feature>
// and store into `&self.cancellables`. Both merge into one observe block; the cancellables
// set and import Combine go away; Downloads.State gains @ObservableState.
import ComposableArchitecture
import UIKit

@Reducer
struct Downloads {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var isLoading = false
    var message = ""
  }

  enum Action {
    case refreshTapped
    case refreshFinished(count: Int)
    case refreshFailed
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped:
        state.isLoading = true
        state.message = "Checking for downloads…"
        return .none
      case let .refreshFinished(count):
        state.isLoading = false
        state.message = count == 0 ? "No downloads" : "\(count) downloads"
        return .none
      case .refreshFailed:
        state.isLoading = false
        state.message = "Could not refresh"
        return .none
      }
    }
  }
}

final class DownloadsViewController: UIViewController {
  private let store: StoreOf<Downloads>
  private let activityIndicator = UIActivityIndicatorView()
  private let messageLabel = UILabel()

  init(store: StoreOf<Downloads>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(activityIndicator)
    view.addSubview(messageLabel)

    observe { [weak self] in
      guard let self else { return }
      if store.isLoading { // want "publisher-subscription"
        activityIndicator.startAnimating()
      } else {
        activityIndicator.stopAnimating()
      }
      messageLabel.text = store.message // want "publisher-subscription"
    }
  }
}
