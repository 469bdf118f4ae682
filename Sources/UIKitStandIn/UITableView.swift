/// The data source of a table view (UIKit's optional methods have defaults).
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// The delegate of a table view (all methods optional); set it through `delegate`.
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}

/// A table view, as UIKit's `UITableView`.
///
/// Contract: the table shows what it last *loaded*: rows are read from the data source only
/// on `reloadData()` (and the other reload/insert/delete calls) and on the first layout pass;
/// until then a changed data source is not visible, which is how a forgotten reload shows up.
/// Loading asks for the section and row counts and builds the cells of up to
/// `visibleRowLimit` rows (no reuse). `reloadData` and friends are counted in `callCounts`.
/// Snapshot lines: `loadedRows` (per section, `nil` before the first load), and each loaded
/// cell captured as a view named `cells[section.row]`.
open class UITableView: UIScrollView {
  /// Table styles.
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// Row animations (accepted).
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
  /// Scroll positions (accepted).
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// Separator styles.
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }

  public static let automaticDimension: CGFloat = -1
  /// How many rows a load builds cells for (the "screen").
  public static let visibleRowLimit = 50

  public let style: Style
  open weak var dataSource: UITableViewDataSource?
  open var rowHeight: CGFloat = UITableView.automaticDimension
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var separatorStyle: SeparatorStyle = .singleLine
  open var separatorInset: UIEdgeInsets = .zero
  open var tableHeaderView: UIView?
  open var tableFooterView: UIView?
  open var backgroundView: UIView?
  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var isEditing = false
  private var cellTypes: [String: UITableViewCell.Type] = [:]
  private var headerTypes: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Row counts per section as last loaded; nil before the first load.
  public private(set) var loadedRows: [Int]?
  /// The cells built by the last load, by index path.
  public private(set) var loadedCells: [IndexPath: UITableViewCell] = [:]
  public private(set) var indexPathForSelectedRow: IndexPath?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellTypes[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
  }

  open func register(_ headerFooterClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerTypes[identifier] = (headerFooterClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
  }

  /// A new header/footer view of the registered class, or nil when none is registered.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    headerTypes[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  /// A new cell of the registered class (no reuse pool).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    record("dequeueReusableCell")
    let type = cellTypes[identifier] ?? UITableViewCell.self
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  /// A new cell of the registered class, or nil when nothing is registered (UIKit's answer
  /// when its reuse pool is empty).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard let type = cellTypes[identifier] else { return nil }
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  open func reloadData() {
    record("reloadData")
    load()
  }

  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("reloadRows")
    load()
  }

  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record("reloadSections")
    load()
  }

  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("insertRows")
    load()
  }

  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record("deleteRows")
    load()
  }

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  open func beginUpdates() {}
  open func endUpdates() {}

  /// The row count of the last load (UIKit answers from its cache, not the data source).
  open func numberOfRows(inSection section: Int) -> Int {
    guard let loadedRows, loadedRows.indices.contains(section) else { return 0 }
    return loadedRows[section]
  }

  open var numberOfSections: Int { loadedRows?.count ?? 0 }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { loadedCells[indexPath] }

  open var visibleCells: [UITableViewCell] {
    loadedCells.keys.sorted().compactMap { loadedCells[$0] }
  }

  open var indexPathsForVisibleRows: [IndexPath]? { loadedCells.keys.sorted() }

  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    indexPathForSelectedRow = indexPath
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }

  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    record("scrollToRow")
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Harness helper: the user taps a row (selection, then the delegate's `didSelectRowAt`).
  public func simulateSelectRow(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    indexPathForSelectedRow = indexPath
    (delegate as? UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if loadedRows == nil { load() }
  }

  private func load() {
    guard let dataSource else {
      loadedRows = []
      loadedCells = [:]
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    var rows: [Int] = []
    var cells: [IndexPath: UITableViewCell] = [:]
    for section in 0..<sections {
      let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      rows.append(count)
      for row in 0..<count where cells.count < Self.visibleRowLimit {
        let indexPath = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        cells[indexPath] = cell
      }
    }
    loadedRows = rows
    loadedCells = cells
  }

  override func snapshotProperties() -> [(String, String)] {
    let rows = loadedRows.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "nil"
    return super.snapshotProperties() + [("loadedRows", rows)]
  }

  override func snapshotChildren() -> [(String, UIView)] {
    var children = super.snapshotChildren()
    for (indexPath, cell) in loadedCells.sorted(by: { $0.key < $1.key }) {
      children.append(("cells[\(indexPath.section).\(indexPath.row)]", cell))
    }
    for (name, view) in [("tableHeaderView", tableHeaderView), ("tableFooterView", tableFooterView)] {
      if let view { children.append((name, view)) }
    }
    return children
  }
}
