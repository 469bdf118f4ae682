import Foundation
import Testing
import UIKitStandIn

/// A small screen: a label only held in a property, a stack in the hierarchy, a button.
final class SnapshotProbeViewController: UIViewController {
  let nameLabel = UILabel()
  private let detachedLabel = UILabel()
  private let saveButton = UIButton(type: .system)
  private lazy var badges: [UIImageView] = [UIImageView(image: UIImage(systemName: "star"))]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Probe"
    nameLabel.text = "Ana"
    detachedLabel.text = "never added"
    saveButton.setTitle("Save", for: .normal)
    saveButton.isEnabled = false
    let stack = UIStackView(arrangedSubviews: [nameLabel, saveButton] + badges)
    view.addSubview(stack)
  }
}

/// A list whose rows the test changes without reloading.
final class ListProbeViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView()
  var rows = ["a", "b"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}

/// A custom cell with its own label (registered class built by the table).
final class BadgeCell: UITableViewCell {
  let badge = UILabel()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) { fatalError() }
}

extension ReferenceRuntime {
  @Suite struct Snapshots {
    @Test func snapshotNamesViewsByPropertyAndHierarchy() {
      let controller = SnapshotProbeViewController()
      #expect(ViewSnapshot.capture(controller).contains("isViewLoaded = false"))
      controller.loadViewIfNeeded()
      let lines = ViewSnapshot.capture(controller)
      let expected = [
        "title = \"Probe\"",
        "nameLabel.text = \"Ana\"",
        "nameLabel.class = UILabel",
        "detachedLabel.text = \"never added\"",
        "saveButton.title = \"Save\"",
        "saveButton.isEnabled = false",
        "badges[0].image = system(star)",
        "view.subviews = [view.subviews[0]]",
        "view.subviews[0].isHidden = false",
        "view.subviews[0].arrangedSubviews = [nameLabel, saveButton, badges[0]]",
      ]
      for line in expected { #expect(lines.contains(line), "missing \(line)") }
      #expect(lines == lines.sorted())
      #expect(!lines.contains { $0.hasPrefix("view.subviews[0].subviews[0].") }, "each view is listed once")
      #expect(lines == ViewSnapshot.capture(controller), "capturing is deterministic")
    }

    @Test func tableSnapshotStaysStaleUntilReloadData() {
      let controller = ListProbeViewController()
      let window = UIWindow(frame: .zero)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      #expect(ViewSnapshot.capture(controller).contains("tableView.loadedRows = [2]"))
      controller.rows = ["a", "b", "c"]
      let stale = ViewSnapshot.capture(controller)
      #expect(stale.contains("tableView.loadedRows = [2]"))
      #expect(!stale.contains { $0.hasPrefix("tableView.cells[0.2]") })
      controller.tableView.reloadData()
      let fresh = ViewSnapshot.capture(controller)
      #expect(fresh.contains("tableView.loadedRows = [3]"))
      #expect(fresh.contains("tableView.cells[0.2].textLabel.text = \"c\""))
      #expect(ViewSnapshot.callCounts(controller).contains("tableView.reloadData = 1"))
    }

    @Test func registeredCellSubclassesAreBuiltAndCaptured() {
      let table = UITableView()
      table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
      let cell = table.dequeueReusableCell(withIdentifier: "Badge", for: IndexPath(row: 0, section: 0))
      #expect(cell is BadgeCell)
    }

    @Test func snapshotIncludesNavigationStackAndPresentedController() {
      let root = SnapshotProbeViewController()
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      navigation.pushViewController(ListProbeViewController(), animated: true)
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      root.present(alert, animated: true)
      let lines = ViewSnapshot.capture(root)
      #expect(lines.contains("navigationController.viewControllers = [SnapshotProbeViewController, ListProbeViewController]"))
      #expect(lines.contains("navigationController.viewControllers[1].tableView.loadedRows = [2]"))
      #expect(lines.contains("presented.title = \"Delete?\""))
      #expect(lines.contains("presented.alert.actions = [\"Cancel\" cancel]"))
      #expect(lines.contains("presentedViewController = UIAlertController"))
      alert.simulateTapAction(titled: "Cancel")
      #expect(root.presentedViewController == nil)
    }

    @Test func controlsRunClosureActions() {
      let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
      var taps = 0
      button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      button.simulateTap()
      button.isEnabled = false
      button.simulateTap()
      #expect(taps == 1)
      #expect(button.title(for: .highlighted) == "Go")
    }
  }
}
