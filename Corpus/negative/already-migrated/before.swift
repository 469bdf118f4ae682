// Case: negative. A screen already in the observed style: @ObservableState State, one
// observe block for the labels, a separate observe block for the table reload, store.send
// in actions. The tool must report nothing and change nothing.
import ComposableArchitecture
import UIKit

struct Contact: Equatable {
  let id: Int
  var name: String
}

@Reducer
struct Contacts {
  @ObservableState
  struct State: Equatable {
    var contacts: [Contact] = []
    var isFavoritesOnly = false
    var title = "Contacts"
  }

  enum Action {
    case contactsLoaded([Contact])
    case favoritesToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .contactsLoaded(contacts):
        state.contacts = contacts
        return .none
      case .favoritesToggled:
        state.isFavoritesOnly.toggle()
        state.title = state.isFavoritesOnly ? "Favorites" : "Contacts"
        return .none
      }
    }
  }
}

final class ContactsViewController: UIViewController, UITableViewDataSource {
  private let store: StoreOf<Contacts>
  private let tableView = UITableView()
  private let countLabel = UILabel()
  private let favoritesSwitch = UISwitch()

  init(store: StoreOf<Contacts>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
    tableView.dataSource = self
    favoritesSwitch.addAction(
      UIAction { [weak self] _ in self?.store.send(.favoritesToggled) },
      for: .valueChanged
    )
    let stack = UIStackView(arrangedSubviews: [favoritesSwitch, countLabel, tableView])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      title = store.title
      countLabel.text = "\(store.contacts.count) contacts"
      favoritesSwitch.isOn = store.isFavoritesOnly
    }

    observe { [weak self] in
      guard let self else { return }
      _ = store.contacts
      tableView.reloadData()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    cell.textLabel?.text = store.contacts[indexPath.row].name
    return cell
  }
}
