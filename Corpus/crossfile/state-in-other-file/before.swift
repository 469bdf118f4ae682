// Case: a view controller whose feature (AccountSettings) is declared in Feature.swift, next to
// an unrelated reducer in Unrelated.swift. Migrating the directory rewrites the three chains here
// into one observe block (view store, cancellables and import Combine removed) and fixes the
// State in Feature.swift (@ObservableState, @Presents, no @BindingState); Unrelated.swift, whose
// feature no migrated view observes, is left byte-for-byte unchanged.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

final class AccountSettingsViewController: UIViewController {
  private let store: StoreOf<AccountSettings>
  private let viewStore: ViewStoreOf<AccountSettings> // want "viewstore-usage"
  private let nicknameLabel = UILabel()
  private let publicSwitch = UISwitch()
  private let saveButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<AccountSettings>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.saveTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [nicknameLabel, publicSwitch, saveButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.nickname // want "publisher-subscription"
      .sink { [weak self] nickname in self?.nicknameLabel.text = "@\(nickname)" }
      .store(in: &cancellables)

    viewStore.publisher.isPublic // want "publisher-subscription"
      .assign(to: \.isOn, on: publicSwitch)
      .store(in: &cancellables)

    viewStore.publisher.isSaving // want "publisher-subscription"
      .sink { [weak self] isSaving in
        self?.saveButton.isEnabled = !isSaving
        self?.publicSwitch.isEnabled = !isSaving
      }
      .store(in: &cancellables)
  }
}
