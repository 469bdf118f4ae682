// Case: `viewStore.publisher.toastMessage.delay(for: .seconds(2), scheduler: DispatchQueue.main)`
// hiding a toast two seconds after it appears. Refused as `untranslatable-chain` (delay changes
// timing; schedule the dismissal in the reducer with an effect) and left untouched; the ordinary
// chain showing the toast is rewritten. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Toast {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var toastMessage = ""
  }

  enum Action {
    case copyTapped
    case shareTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .copyTapped:
        state.toastMessage = "Copied"
        return .none
      case .shareTapped:
        state.toastMessage = "Shared"
        return .none
      }
    }
  }
}

final class ToastViewController: UIViewController {
  private let store: StoreOf<Toast>
  private let viewStore: ViewStoreOf<Toast> // want "viewstore-usage"
  private let toastLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Toast>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(toastLabel)

    observe { [weak self] in
      guard let self else { return }
      toastLabel.text = store.toastMessage // want "publisher-subscription"
      toastLabel.isHidden = store.toastMessage.isEmpty
    }

    viewStore.publisher.toastMessage // want "untranslatable-chain"
      .delay(for: .seconds(2), scheduler: DispatchQueue.main)
      .sink { [weak self] _ in self?.toastLabel.isHidden = true }
      .store(in: &cancellables)
  }
}
