// Case: the view controller keeps only a ViewStore (no `store` property); it is built in
// init(store:) and used outside the subscriptions too (send in a button action, a read in a
// helper). The tool replaces the property with `store`, rewrites every viewStore use to store,
// merges the sinks into one observe block, and drops cancellables and import Combine.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct ProfileEditor {
  struct State: Equatable { // want "observable-state"
    var displayName = ""
    var isSaving = false
    var hasChanges = false
  }

  enum Action {
    case displayNameChanged(String)
    case saveTapped
    case saveFinished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .displayNameChanged(name):
        state.displayName = name
        state.hasChanges = true
        return .none
      case .saveTapped:
        state.isSaving = true
        return .none
      case .saveFinished:
        state.isSaving = false
        state.hasChanges = false
        return .none
      }
    }
  }
}

final class ProfileEditorViewController: UIViewController {
  private let viewStore: ViewStoreOf<ProfileEditor> // want "viewstore-usage"
  private let nameLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private let closeButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<ProfileEditor>) {
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.viewStore.send(.saveTapped)
      },
      for: .touchUpInside
    )
    closeButton.setTitle("Close", for: .normal)
    closeButton.addAction(
      UIAction { [weak self] _ in self?.closeIfIdle() },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [nameLabel, saveButton, closeButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.displayName // want "publisher-subscription"
      .sink { [weak self] name in self?.nameLabel.text = name }
      .store(in: &cancellables)

    viewStore.publisher.hasChanges // want "publisher-subscription"
      .sink { [weak self] hasChanges in self?.saveButton.isEnabled = hasChanges }
      .store(in: &cancellables)
  }

  private func closeIfIdle() {
    guard !viewStore.isSaving else { return }
    dismiss(animated: true)
  }
}
