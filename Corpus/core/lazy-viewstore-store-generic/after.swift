// Case: a `lazy var` view store over a `Store<CounterState, CounterAction>` (top-level State
// type, generic arguments with a comma), a cancellables set named `bag`, a one-line chain,
// `sink(receiveValue:)` with `[unowned self]`, `removeDuplicates()` and `receive(on:)` dropped
// with notes, a `map` closure with a named parameter, and a `_ in` table reload in its own block.
import ComposableArchitecture
import UIKit

@ObservableState
struct CounterState: Equatable { // want "observable-state"
  var count = 0
  var title = ""
  var items: [String] = []
}

enum CounterAction { case tap }

class BaseViewController: UIViewController {}

final class CounterViewController: BaseViewController {
  private let store: Store<CounterState, CounterAction>
  private let label = UILabel()
  private let other = UILabel()
  private let tableView = UITableView()

  init(store: Store<CounterState, CounterAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      title = store.title // want "publisher-subscription"
      // show the count twice
      label.text = "\(store.count)" // want "publisher-subscription"
      other.text = String(store.count).uppercased()
      tableView.isHidden = store.items.isEmpty // want "publisher-subscription"
    }
    observe { [weak self] in
      guard let self else { return }
      _ = store.items // want "publisher-subscription"
      tableView.reloadData()
    }
  }

  @objc private func tapped() {
    store.send(.tap)
  }
}
