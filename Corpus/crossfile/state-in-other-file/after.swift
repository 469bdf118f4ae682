// Case: a view controller whose feature (AccountSettings) is declared in Feature.swift, next to
// an unrelated reducer in Unrelated.swift. Migrating the directory rewrites the three chains here
// into one observe block (view store, cancellables and import Combine removed) and fixes the
// State in Feature.swift (@ObservableState, @Presents, no @BindingState); Unrelated.swift, whose
// feature no migrated view observes, is left byte-for-byte unchanged.
import ComposableArchitecture
import UIKit

final class AccountSettingsViewController: UIViewController {
  private let store: StoreOf<AccountSettings>
  private let nicknameLabel = UILabel()
  private let publicSwitch = UISwitch()
  private let saveButton = UIButton(type: .system)

  init(store: StoreOf<AccountSettings>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(UIAction { [weak self] _ in self?.store.send(.saveTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [nicknameLabel, publicSwitch, saveButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      nicknameLabel.text = "@\(store.nickname)" // want "publisher-subscription"
      publicSwitch.isOn = store.isPublic // want "publisher-subscription"
      saveButton.isEnabled = !store.isSaving // want "publisher-subscription"
      publicSwitch.isEnabled = !store.isSaving
    }
  }
}
