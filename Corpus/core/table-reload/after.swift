// Case: a list screen whose rows sink mirrors the rows into a property and reloads the table.
// The title sink goes into one observe block; the rows sink gets its own observe block that
// reads only store.rows (a table reload is expensive). ViewStore local, cancellables and
// import Combine go away; the rows property and UITableViewDataSource stay.
import ComposableArchitecture
import UIKit

struct Row: Equatable {
  let id: Int
  var text: String
}

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var title = "Inbox"
    var rows: [Row] = []
  }

  enum Action {
    case messagesLoaded([Row])
    case messageDeleted(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .messagesLoaded(rows):
        state.rows = rows
        state.title = "Inbox (\(rows.count))"
        return .none
      case let .messageDeleted(id):
        state.rows.removeAll { $0.id == id }
        state.title = "Inbox (\(state.rows.count))"
        return .none
      }
    }
  }
}

final class InboxViewController: UIViewController, UITableViewDataSource {
  let store: StoreOf<Inbox>
  private let tableView = UITableView()
  private var rows: [Row] = []

  init(store: StoreOf<Inbox>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    view.addSubview(tableView)

    observe { [weak self] in
      guard let self else { return }
      title = store.title // want "publisher-subscription"
    }

    observe { [weak self] in
      guard let self else { return }
      rows = store.rows // want "publisher-subscription"
      tableView.reloadData()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].text
    return cell
  }
}
