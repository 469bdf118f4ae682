import ComposableArchitecture
import UIKit

final class OrdersViewController: UITableViewController {
  let store: StoreOf<OrdersFeature>
  private let emptyLabel = UILabel()
  private let filterControl = UISegmentedControl(items: ["All", "Pending", "Shipped"])

  init(store: StoreOf<OrdersFeature>) {
    self.store = store
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableHeaderView = filterControl
    filterControl.addTarget(self, action: #selector(filterChanged), for: .valueChanged)
    observe { [weak self] in
      guard let self else { return }
      tableView.backgroundView = store.orders.isEmpty ? emptyLabel : nil
      emptyLabel.text = store.filter == nil ? "No orders yet" : "No \(store.filter!.rawValue) orders"
      let title = store.highlighted.map { store.formatter.string(for: $0) }
      navigationItem.title = title
    }
    observe { [weak self] in
      guard let self else { return }
      _ = store.orders
      tableView.reloadData()
    }
  }

  @objc private func filterChanged() {
    switch filterControl.selectedSegmentIndex {
    case 1: store.send(.filterChanged(.pending))
    case 2: store.send(.filterChanged(.shipped))
    default: store.send(.filterChanged(nil))
    }
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.contentOffset.y > scrollView.contentSize.height - scrollView.bounds.height * 2 {
      store.send(.nextPage)
    }
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.orders.count }
}
