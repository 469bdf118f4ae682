// Case: `viewStore.publisher.lastError.compactMap { $0 }` on an optional field (nil values are
// skipped, so the label keeps the last error). Rewritten with a note as
// `if let error = store.lastError { … }` inside the observe block, which still reads the field;
// the other chain joins the same block. View store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Uploader {
  struct State: Equatable { // want "observable-state"
    var lastError: String?
    var uploadedCount = 0
  }

  enum Action {
    case uploadSucceeded
    case uploadFailed
    case retryTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .uploadSucceeded:
        state.uploadedCount += 1
        state.lastError = nil
        return .none
      case .uploadFailed:
        state.lastError = "Upload failed (\(state.uploadedCount))"
        return .none
      case .retryTapped:
        state.lastError = nil
        return .none
      }
    }
  }
}

final class UploaderViewController: UIViewController {
  private let store: StoreOf<Uploader>
  private let viewStore: ViewStoreOf<Uploader> // want "viewstore-usage"
  private let errorLabel = UILabel()
  private let countLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Uploader>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    errorLabel.text = "No errors"
    let stack = UIStackView(arrangedSubviews: [countLabel, errorLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.uploadedCount // want "publisher-subscription"
      .sink { [weak self] count in self?.countLabel.text = "\(count) uploaded" }
      .store(in: &cancellables)

    viewStore.publisher.lastError // want "publisher-subscription"
      .compactMap { $0 }
      .sink { [weak self] error in self?.errorLabel.text = "Last error: \(error)" }
      .store(in: &cancellables)
  }
}
