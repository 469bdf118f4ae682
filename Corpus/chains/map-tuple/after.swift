// Case: `viewStore.publisher.map { ($0.downloaded, $0.total) }` feeding a sink that destructures
// the tuple (`downloaded, total in`). The tool binds nothing: the tuple's parts become
// `store.downloaded` and `store.total` reads in one observe block; the local view store, the
// cancellables set and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Downloader {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var downloaded = 0
    var total = 4
  }

  enum Action {
    case chunkReceived
    case restartTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .chunkReceived:
        state.downloaded = min(state.downloaded + 1, state.total)
        return .none
      case .restartTapped:
        state.downloaded = 0
        return .none
      }
    }
  }
}

final class DownloaderViewController: UIViewController {
  private let store: StoreOf<Downloader>
  private let progressLabel = UILabel()
  private let doneButton = UIButton(type: .system)

  init(store: StoreOf<Downloader>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    doneButton.setTitle("Done", for: .normal)
    let stack = UIStackView(arrangedSubviews: [progressLabel, doneButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      progressLabel.text = "\(store.downloaded) of \(store.total)" // want "publisher-subscription"
      doneButton.isEnabled = store.downloaded == store.total
    }
  }
}
