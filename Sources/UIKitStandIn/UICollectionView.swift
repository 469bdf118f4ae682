/// A collection layout, as UIKit's `UICollectionViewLayout` (accepted, not computed).
open class UICollectionViewLayout: NSObject {
  public override init() {
    super.init()
  }

  open func invalidateLayout() {}
}

/// A flow layout, as UIKit's `UICollectionViewFlowLayout`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Scroll directions.
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize: CGSize = .zero
  open var minimumLineSpacing: CGFloat = 10
  open var minimumInteritemSpacing: CGFloat = 10
  open var sectionInset: UIEdgeInsets = .zero
  open var scrollDirection: ScrollDirection = .vertical
  public static let automaticSize = CGSize(width: -1, height: -1)
}

/// The data source of a collection view.
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The delegate of a collection view (all methods optional); set it through `delegate`.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A collection view, as UIKit's `UICollectionView` (minimal).
///
/// Contract: as `UITableView`: shows what it last loaded (on `reloadData()`, the other
/// reload/insert/delete calls, and the first layout pass); cells of registered classes are
/// built with the required `init(frame:)` (see `UICollectionViewCell`). Snapshot lines:
/// `loadedItems` per section, loaded cells as views named `cells[section.item]`.
open class UICollectionView: UIScrollView {
  open var collectionViewLayout: UICollectionViewLayout
  open weak var dataSource: UICollectionViewDataSource?
  open var allowsSelection = true
  open var backgroundView: UIView?
  private var cellTypes: [String: UICollectionViewCell.Type] = [:]
  public private(set) var loadedItems: [Int]?
  public private(set) var loadedCells: [IndexPath: UICollectionViewCell] = [:]

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    self.collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellTypes[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
  }

  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    record("dequeueReusableCell")
    return (cellTypes[identifier] ?? UICollectionViewCell.self).init(frame: .zero)
  }

  open func reloadData() {
    record("reloadData")
    load()
  }

  open func reloadItems(at indexPaths: [IndexPath]) {
    record("reloadItems")
    load()
  }

  open func insertItems(at indexPaths: [IndexPath]) {
    record("insertItems")
    load()
  }

  open func deleteItems(at indexPaths: [IndexPath]) {
    record("deleteItems")
    load()
  }

  open func reloadSections(_ sections: IndexSet) {
    record("reloadSections")
    load()
  }

  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  open func numberOfItems(inSection section: Int) -> Int {
    guard let loadedItems, loadedItems.indices.contains(section) else { return 0 }
    return loadedItems[section]
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { loadedCells[indexPath] }

  /// Harness helper: the user taps an item.
  public func simulateSelectItem(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    (delegate as? UICollectionViewDelegate)?.collectionView(self, didSelectItemAt: indexPath)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if loadedItems == nil { load() }
  }

  private func load() {
    guard let dataSource else {
      loadedItems = []
      loadedCells = [:]
      return
    }
    var items: [Int] = []
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
      items.append(count)
      for item in 0..<count where cells.count < UITableView.visibleRowLimit {
        let indexPath = IndexPath(item: item, section: section)
        cells[indexPath] = dataSource.collectionView(self, cellForItemAt: indexPath)
      }
    }
    loadedItems = items
    loadedCells = cells
  }

  override func snapshotProperties() -> [(String, String)] {
    let items = loadedItems.map { "[" + $0.map(String.init).joined(separator: ", ") + "]" } ?? "nil"
    return super.snapshotProperties() + [("loadedItems", items)]
  }

  override func snapshotChildren() -> [(String, UIView)] {
    super.snapshotChildren() + loadedCells.sorted(by: { $0.key < $1.key }).map {
      ("cells[\($0.key.section).\($0.key.item)]", $0.value as UIView)
    }
  }
}

/// A collection cell, as UIKit's `UICollectionViewCell`.
///
/// Contract: `init(frame:)` is **required** here so registered subclasses can be built from
/// their class; subclasses write `required init(frame:)` where UIKit code writes
/// `override init(frame:)` (compile copy, see COMPILE-COPY.md). Snapshot: `isSelected`,
/// list-content text when configured; `contentView` as a child view.
open class UICollectionViewCell: UIView {
  public let contentView = UIView()
  open var isSelected = false
  open var isHighlighted = false
  open var contentConfiguration: UIContentConfiguration?
  open var backgroundView: UIView?

  public required override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  open func prepareForReuse() {}

  override func snapshotProperties() -> [(String, String)] {
    var lines = super.snapshotProperties() + [("isSelected", String(isSelected))]
    if let content = contentConfiguration as? UIListContentConfiguration {
      lines.append(("contentConfiguration.text", Snapshot.string(content.text)))
    }
    return lines
  }

  override func snapshotChildren() -> [(String, UIView)] {
    [("contentView", contentView)]
  }
}
