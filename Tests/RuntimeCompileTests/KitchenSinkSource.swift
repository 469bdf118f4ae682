/// A user-style file (not in the corpus) that needs every compile-copy rule: `@Reducer` with and
/// without an inheritance clause, `action: \.detail` case key paths, `#selector`/`@objc`, and
/// a registered cell subclass with `override init(style:reuseIdentifier:)`. It mixes the
/// observed style (`observe`, optional `scope`, `@Presents`) with legacy pieces (`ViewStore`,
/// Combine chains, `receive(on:)`, `DispatchQueue.main.async`).
let kitchenSinkSource = #"""
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Detail: Sendable {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isFavorite = false
  }

  enum Action: Equatable {
    case favoriteTapped
    case closeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped:
        state.isFavorite.toggle()
        return .none
      case .closeTapped:
        return .none
      }
    }
  }
}

@Reducer
struct Library {
  @ObservableState
  struct State: Equatable {
    var items: IdentifiedArrayOf<Detail.State> = []
    @Presents var detail: Detail.State?
    var isLoading = false
    @ObservationStateIgnored var refreshCount = 0
    var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case loadTapped
    case loaded([Detail.State])
    case itemTapped(id: Int)
    case detail(PresentationAction<Detail.Action>)
    case deleteAllTapped
    case alert(Alert)

    enum Alert: Equatable {
      case confirmDelete
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        state.isLoading = true
        return .run { send in
          await send(.loaded([Detail.State(id: 1, title: "One"), Detail.State(id: 2, title: "Two")]))
        }
      case let .loaded(items):
        state.isLoading = false
        state.items = IdentifiedArrayOf(uniqueElements: items)
        state.refreshCount += 1
        return .none
      case let .itemTapped(id):
        state.detail = state.items[id: id]
        return .none
      case .detail(.presented(.closeTapped)):
        state.detail = nil
        return .none
      case .detail:
        return .none
      case .deleteAllTapped:
        state.alert = AlertState {
          TextState("Delete all?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
        }
        return .none
      case .alert(.confirmDelete):
        state.items = []
        state.alert = nil
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      Detail()
    }
  }
}

final class ItemCell: UITableViewCell {
  let favoriteBadge = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(favoriteBadge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class LibraryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let store: StoreOf<Library>
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let spinner = UIActivityIndicatorView(style: .medium)
  private let statusLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []
  private var detailController: DetailViewController?

  init(store: StoreOf<Library>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Reload", style: .plain, target: self, action: #selector(reloadTapped)
    )
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Delete all", primaryAction: UIAction { [weak self] _ in self?.store.send(.deleteAllTapped) }
    )
    tableView.register(ItemCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    let stack = UIStackView(arrangedSubviews: [statusLabel, spinner, tableView])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])

    NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
      .receive(on: DispatchQueue.main)
      .sink { [weak self] _ in self?.statusLabel.text = "active again" }
      .store(in: &cancellables)

    observe { [weak self] in
      guard let self else { return }
      spinner.isHidden = !store.isLoading
      if store.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
      statusLabel.text = "\(store.items.count) items, refreshed \(store.refreshCount)x"
    }

    observe { [weak self] in
      guard let self else { return }
      _ = store.items
      tableView.reloadData()
    }

    observe { [weak self] in
      guard let self else { return }
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        if detailController == nil {
          let controller = DetailViewController(store: detailStore)
          detailController = controller
          present(controller, animated: true)
        }
      } else if detailController != nil {
        detailController = nil
        dismiss(animated: true)
      }
    }

    observe { [weak self] in
      guard let self else { return }
      if let alert = store.alert, presentedViewController == nil {
        let controller = UIAlertController(title: alert.title.string, message: nil, preferredStyle: .alert)
        for button in alert.buttons {
          controller.addAction(UIAlertAction(title: button.label.string, style: .destructive) { [weak self] _ in
            if let action = button.action { self?.store.send(.alert(action)) }
          })
        }
        present(controller, animated: true)
      }
    }

    DispatchQueue.main.async { [weak self] in
      UIView.animate(withDuration: 0.3) { self?.view.alpha = 0.5 }
    }
  }

  @objc private func reloadTapped() {
    store.send(.loadTapped)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.withState(\.items.count)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath) as! ItemCell
    let item = store.withState { $0.items[indexPath.row] }
    cell.textLabel?.text = item.title
    cell.detailTextLabel?.text = "#\(item.id)"
    cell.favoriteBadge.text = item.isFavorite ? "★" : ""
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let id = store.withState { $0.items[indexPath.row].id }
    store.send(.itemTapped(id: id))
  }
}

final class DetailViewController: UIViewController {
  private let viewStore: ViewStoreOf<Detail>
  private let titleLabel = UILabel()
  private let favoriteSwitch = UISwitch()
  private let closeButton = UIButton(type: .close)
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Detail>) {
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    favoriteSwitch.addAction(UIAction { [weak self] _ in self?.viewStore.send(.favoriteTapped) }, for: .valueChanged)
    closeButton.addAction(UIAction { [weak self] _ in self?.viewStore.send(.closeTapped) }, for: .touchUpInside)
    view.addSubview(titleLabel)
    view.addSubview(favoriteSwitch)
    view.addSubview(closeButton)

    viewStore.publisher.title
      .map { Optional($0) }
      .assign(to: \.text, on: titleLabel)
      .store(in: &cancellables)

    viewStore.publisher.isFavorite
      .sink { [weak self] in self?.favoriteSwitch.setOn($0, animated: true) }
      .store(in: &cancellables)
  }
}
"""#

/// Drives the kitchen sink: load, select a row, toggle the detail's switch, close, delete all.
let kitchenSinkHarness = #"""
import UIKit
import ComposableArchitecture
import Combine

let store = Store(initialState: Library.State()) { Library() }
let library = LibraryViewController(store: store)
let navigation = UINavigationController(rootViewController: library)
let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = navigation
window.makeKeyAndVisible()

func step(_ name: String, _ controller: UIViewController) {
  MainQueue.shared.drain()
  print("== \(name)")
  print(ViewSnapshot.capture(controller).joined(separator: "\n"))
}

step("viewDidLoad", library)
store.send(.loadTapped)
step("load", library)
(library.view.subviews[0].subviews[2] as! UITableView).simulateSelectRow(at: IndexPath(row: 1, section: 0))
step("select", library)
let detail = library.presentedViewController!
(detail.view.subviews[1] as! UISwitch).simulateToggle()
step("favorite", library)
(detail.view.subviews[2] as! UIButton).simulateTap()
step("close", library)
library.navigationItem.leftBarButtonItem?.simulateTap()
step("alert", library)
(library.presentedViewController as! UIAlertController).simulateTapAction(titled: "Delete")
step("deleted", library)
NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
step("active", library)
print("== callCounts")
print(ViewSnapshot.callCounts(library).joined(separator: "\n"))
"""#
