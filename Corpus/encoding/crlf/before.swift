// Case: the same shape as seeds/perfil (local ViewStore, two sinks in viewDidLoad), but every
// line of this file ends with CRLF. The two sinks merge into one observe block; the ViewStore
// local, the cancellables set and import Combine are removed; the output must keep CRLF.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Settings {
  struct State: Equatable { // want "observable-state"
    var username = ""
    var canSave = false
  }

  enum Action {
    case usernameChanged(String)
    case saveTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .usernameChanged(username):
        state.username = username
        state.canSave = !username.isEmpty
        return .none
      case .saveTapped:
        state.canSave = false
        return .none
      }
    }
  }
}

final class SettingsViewController: UIViewController {
  private let store: StoreOf<Settings>
  private let usernameLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Settings>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    let stack = UIStackView(arrangedSubviews: [usernameLabel, saveButton])
    stack.axis = .vertical
    view.addSubview(stack)
    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.username // want "publisher-subscription"
      .sink { [weak self] value in self?.usernameLabel.text = value }
      .store(in: &cancellables)

    viewStore.publisher.canSave // want "publisher-subscription"
      .sink { [weak self] value in self?.saveButton.isEnabled = value }
      .store(in: &cancellables)
  }
}
