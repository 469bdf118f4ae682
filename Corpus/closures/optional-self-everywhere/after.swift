// Case: multi-line sinks that use `self?.` on every line instead of unwrapping. In the observe
// block each `self?.x` becomes `x` behind one `guard let self else { return }`; optional chains
// on views (`navigationItem.rightBarButtonItem?.isEnabled`) keep their own `?`; view store,
// cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Draft {
  @ObservableState
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
  private let wordsLabel = UILabel()
  private let dirtyLabel = UILabel()

  init(store: StoreOf<Draft>) {
    self.store = store
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

    observe { [weak self] in
      guard let self else { return }
      wordsLabel.text = "\(store.wordCount) words" // want "publisher-subscription"
      wordsLabel.isHidden = store.wordCount == 0
      dirtyLabel.text = store.isDirty ? "Unsaved changes" : "All changes saved" // want "publisher-subscription"
      navigationItem.rightBarButtonItem?.isEnabled = store.isDirty
      title = store.isDirty ? "Draft*" : "Draft"
    }
  }
}
