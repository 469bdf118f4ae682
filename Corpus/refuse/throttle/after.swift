// Case: `viewStore.publisher.progress.throttle(for: .milliseconds(200), scheduler:
// DispatchQueue.main, latest: true)` limiting label updates. Refused as `untranslatable-chain`
// (throttle changes timing; throttle in the reducer with an effect) and left untouched; the
// ordinary file-name chain is rewritten. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Transfer {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var fileName = "report.pdf"
    var progress = 0
  }

  enum Action {
    case chunkSent
    case cancelTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .chunkSent:
        state.progress = min(state.progress + 25, 100)
        return .none
      case .cancelTapped:
        state.progress = 0
        state.fileName = "report.pdf (cancelled)"
        return .none
      }
    }
  }
}

final class TransferViewController: UIViewController {
  private let store: StoreOf<Transfer>
  private let nameLabel = UILabel()
  private let progressLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Transfer>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [nameLabel, progressLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.progress // want "untranslatable-chain"
      .throttle(for: .milliseconds(200), scheduler: DispatchQueue.main, latest: true)
      .sink { [weak self] progress in self?.progressLabel.text = "\(progress)%" }
      .store(in: &cancellables)

    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.fileName // want "publisher-subscription"
    }
  }
}
