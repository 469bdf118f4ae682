// Case: Combine's .assign(to:on:) chains next to an ordinary sink, local ViewStore.
// All three chains merge into one observe block (`saveButton.isEnabled = store.canSave`,
// `titleLabel.text = store.title`); ViewStore local, cancellables and import Combine go away.
// State.title is String? because UILabel.text is, which .assign(to: \.text, ...) requires.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct NoteEditor {
  struct State: Equatable { // want "observable-state"
    var title: String?
    var body = ""
    var canSave = false
    var isSaving = false
  }

  enum Action {
    case titleChanged(String)
    case bodyChanged(String)
    case saveTapped
    case saveFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title.isEmpty ? nil : title
        state.canSave = !title.isEmpty && !state.body.isEmpty
        return .none
      case let .bodyChanged(body):
        state.body = body
        state.canSave = state.title != nil && !body.isEmpty
        return .none
      case .saveTapped:
        state.isSaving = true
        state.canSave = false
        return .none
      case .saveFinished:
        state.isSaving = false
        state.canSave = true
        return .none
      }
    }
  }
}

final class NoteEditorViewController: UIViewController {
  let store: StoreOf<NoteEditor>
  private let titleLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private let spinner = UIActivityIndicatorView()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<NoteEditor>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    let stack = UIStackView(arrangedSubviews: [titleLabel, saveButton, spinner])
    stack.axis = .vertical
    stack.spacing = 12
    view.addSubview(stack)

    let viewStore = ViewStore(self.store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.canSave // want "publisher-subscription"
      .assign(to: \.isEnabled, on: saveButton)
      .store(in: &cancellables)

    viewStore.publisher.title // want "publisher-subscription"
      .assign(to: \.text, on: titleLabel)
      .store(in: &cancellables)

    viewStore.publisher.isSaving // want "publisher-subscription"
      .sink { [weak self] isSaving in self?.spinner.isHidden = !isSaving }
      .store(in: &cancellables)
  }
}
