// Case: a `lazy var` view store over a `Store<CounterState, CounterAction>` (top-level State
// type, generic arguments with a comma), a cancellables set named `bag`, a one-line chain,
// `sink(receiveValue:)` with `[unowned self]`, `removeDuplicates()` and `receive(on:)` dropped
// with notes, a `map` closure with a named parameter, and a `_ in` table reload in its own block.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

struct CounterState: Equatable { // want "observable-state"
  var count = 0
  var title = ""
  var items: [String] = []
}

enum CounterAction { case tap }

class BaseViewController: UIViewController {}

final class CounterViewController: BaseViewController {
  private let store: Store<CounterState, CounterAction>
  private lazy var viewStore = ViewStore(self.store, observe: { $0 }) // want "viewstore-usage"
  private var bag = Set<AnyCancellable>() // want "unused-cancellables"
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
    viewStore.publisher.title.sink { [weak self] in self?.title = $0 }.store(in: &bag) // want "publisher-subscription"
    viewStore.publisher.count // want "publisher-subscription"
      .removeDuplicates()
      .receive(on: DispatchQueue.main)
      .sink(receiveValue: { [unowned self] count in
        // show the count twice
        self.label.text = "\(count)"
        self.other.text = String(count).uppercased()
      })
      .store(in: &self.bag)
    viewStore.publisher.items // want "publisher-subscription"
      .map { items in items.isEmpty }
      .sink { [weak self] isEmpty in self?.tableView.isHidden = isEmpty }
      .store(in: &bag)
    viewStore.publisher.items // want "publisher-subscription"
      .sink { [weak self] _ in
        self?.tableView.reloadData()
      }
      .store(in: &bag)
  }

  @objc private func tapped() {
    viewStore.send(.tap)
  }
}
