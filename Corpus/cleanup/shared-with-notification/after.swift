// Case: the set `subscriptions` also holds two NotificationCenter subscriptions that send
// actions with `self?.viewStore.send(…)`. Only the store chain is rewritten (one observe block);
// inside the remaining Combine code `viewStore.send` becomes `store.send`, the view store property
// goes away, and `subscriptions` and import Combine stay because the notifications still use them.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct VideoCall {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var isCameraOn = true
    var isInBackground = false
  }

  enum Action {
    case appMovedToBackground
    case appMovedToForeground
    case cameraTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appMovedToBackground:
        state.isInBackground = true
        return .none
      case .appMovedToForeground:
        state.isInBackground = false
        return .none
      case .cameraTapped:
        state.isCameraOn.toggle()
        return .none
      }
    }
  }
}

final class VideoCallViewController: UIViewController {
  private let store: StoreOf<VideoCall>
  private let cameraLabel = UILabel()
  private let pausedLabel = UILabel()
  private var subscriptions = Set<AnyCancellable>()

  init(store: StoreOf<VideoCall>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pausedLabel.text = "Video paused"
    let stack = UIStackView(arrangedSubviews: [cameraLabel, pausedLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    NotificationCenter.default
      .publisher(for: UIApplication.didEnterBackgroundNotification)
      .sink { [weak self] _ in self?.store.send(.appMovedToBackground) }
      .store(in: &subscriptions)

    NotificationCenter.default
      .publisher(for: UIApplication.willEnterForegroundNotification)
      .sink { [weak self] _ in self?.store.send(.appMovedToForeground) }
      .store(in: &subscriptions)

    observe { [weak self] in
      guard let self else { return }
      cameraLabel.text = store.isCameraOn ? "Camera on" : "Camera off" // want "publisher-subscription"
      pausedLabel.isHidden = !store.isInBackground
    }
  }
}
