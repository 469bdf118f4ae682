import ComposableArchitecture
import UIKit

final class ContactsViewController: UITableViewController {
  private let store: StoreOf<ContactsFeature>
  private let spinner = UIActivityIndicatorView(style: .large)
  private weak var detailController: ContactDetailViewController?

  init(store: StoreOf<ContactsFeature>) {
    self.store = store
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.backgroundView = spinner

    observe { [weak self] in
      guard let self else { return }
      spinner.isHidden = !store.isLoading
      title = store.selected?.name ?? "Contacts"
    }

    // The reload is expensive: its own block, reading only the contacts.
    observe { [weak self] in
      guard let self else { return }
      _ = store.contacts
      tableView.reloadData()
    }

    observe { [weak self] in
      guard let self else { return }
      if let detailStore = store.scope(state: \.detail, action: \.detail.presented) {
        guard detailController == nil else { return }
        let controller = ContactDetailViewController(store: detailStore)
        detailController = controller
        navigationController?.pushViewController(controller, animated: true)
      } else if let controller = detailController {
        navigationController?.popToViewController(self, animated: true)
        _ = controller
        detailController = nil
      }
    }
    store.send(.onAppear)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.contacts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = store.contacts[indexPath.row].name
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.contactTapped(store.contacts[indexPath.row].id))
  }
}

final class ContactDetailViewController: UIViewController {
  private let store: StoreOf<ContactDetailFeature>
  private let nameLabel = UILabel()
  private let callButton = UIButton(type: .system)

  init(store: StoreOf<ContactDetailFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(nameLabel)
    view.addSubview(callButton)
    callButton.addAction(UIAction { [weak self] _ in self?.store.send(.callTapped) }, for: .touchUpInside)
    observe { [weak self] in
      guard let self else { return }
      nameLabel.text = store.contact.name
      UIView.animate(withDuration: 0.2) {
        self.callButton.alpha = self.store.contact.phone.isEmpty ? 0 : 1
      }
    }
  }
}
