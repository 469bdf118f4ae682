import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

final class SettingsViewController: UIViewController { // want "observable-state"
  private let store: StoreOf<Settings>
  private let nameLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private var cancellables = Set<AnyCancellable>() // want "unused-cancellables"

  init(store: StoreOf<Settings>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.displayName // want "publisher-subscription"
      .sink { [weak self] name in self?.nameLabel.text = name }
      .store(in: &cancellables)
    store.publisher.canSave // want "publisher-subscription"
      .removeDuplicates()
      .assign(to: \.isEnabled, on: saveButton)
      .store(in: &cancellables)
  }
}
