// Case: sinks that bind `guard let strongSelf = self else { return }` and use `strongSelf.` for
// every access. In the observe block the binding becomes `guard let self else { return }` and
// each `strongSelf.` prefix is dropped (never left dangling); view store, cancellables and import
// Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Recorder {
  struct State: Equatable { // want "observable-state"
    var isRecording = false
    var clipCount = 0
  }

  enum Action {
    case recordTapped
    case stopTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .recordTapped:
        state.isRecording = true
        return .none
      case .stopTapped:
        if state.isRecording {
          state.clipCount += 1
        }
        state.isRecording = false
        return .none
      }
    }
  }
}

final class RecorderViewController: UIViewController {
  private let store: StoreOf<Recorder>
  private let viewStore: ViewStoreOf<Recorder> // want "viewstore-usage"
  private let recordButton = UIButton(type: .system)
  private let statusLabel = UILabel()
  private let clipsLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Recorder>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [statusLabel, recordButton, clipsLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.isRecording // want "publisher-subscription"
      .sink { [weak self] isRecording in
        guard let strongSelf = self else { return }
        strongSelf.recordButton.setTitle(isRecording ? "Stop" : "Record", for: .normal)
        strongSelf.statusLabel.text = isRecording ? "Recording…" : "Ready"
      }
      .store(in: &cancellables)

    viewStore.publisher.clipCount // want "publisher-subscription"
      .sink { [weak self] count in
        guard let strongSelf = self else { return }
        strongSelf.clipsLabel.text = "\(count) clips"
      }
      .store(in: &cancellables)
  }
}
