// Case: multi-line sinks that use `self?.` on every line instead of unwrapping. In the observe
// block each `self?.x` becomes `x` behind one `guard let self else { return }`; optional chains
// on views (`navigationItem.rightBarButtonItem?.isEnabled`) keep their own `?`; view store,
// cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Draft {
  struct State: Equatable { // want "observable-state"
    var wordCount = 0
    var isDirty = false
  }

  enum Action {
    case typed
    case saved
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .typed:
        state.wordCount += 1
        state.isDirty = true
        return .none
      case .saved:
        state.isDirty = false
        return .none
      }
    }
  }
}

final class DraftViewController: UIViewController {
  private let store: StoreOf<Draft>
  private let viewStore: ViewStoreOf<Draft> // want "viewstore-usage"
  private let wordsLabel = UILabel()
  private let dirtyLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Draft>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    let stack = UIStackView(arrangedSubviews: [wordsLabel, dirtyLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.wordCount // want "publisher-subscription"
      .sink { [weak self] count in
        self?.wordsLabel.text = "\(count) words"
        self?.wordsLabel.isHidden = count == 0
      }
      .store(in: &cancellables)

    viewStore.publisher.isDirty // want "publisher-subscription"
      .sink { [weak self] isDirty in
        self?.dirtyLabel.text = isDirty ? "Unsaved changes" : "All changes saved"
        self?.navigationItem.rightBarButtonItem?.isEnabled = isDirty
        self?.title = isDirty ? "Draft*" : "Draft"
      }
      .store(in: &cancellables)
  }
}
