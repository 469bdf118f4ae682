// Case: `viewStore.publisher.lastError.compactMap { $0 }` on an optional field (nil values are
// skipped, so the label keeps the last error). Rewritten with a note as
// `if let error = store.lastError { … }` inside the observe block, which still reads the field;
// the other chain joins the same block. View store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Uploader {
  @ObservableState
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
  private let errorLabel = UILabel()
  private let countLabel = UILabel()

  init(store: StoreOf<Uploader>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.uploadedCount) uploaded" // want "publisher-subscription"
      if let error = store.lastError { // want "publisher-subscription"
        errorLabel.text = "Last error: \(error)"
      }
    }
  }
}
