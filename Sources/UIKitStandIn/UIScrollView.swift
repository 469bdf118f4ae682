/// The delegate of a scroll view (all methods optional).
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A scroll view, as UIKit's `UIScrollView` (offsets kept, no scrolling physics).
///
/// Contract: `delegate` is typed `UIScrollViewDelegate`; table and collection views read
/// their own delegate protocols from it. Snapshot: no extra lines (offsets are not drawn
/// content), the refresh control's `isRefreshing` when present.
open class UIScrollView: UIView {
  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var keyboardDismissMode = 0
  open var contentInsetAdjustmentBehavior = 0
  open weak var delegate: UIScrollViewDelegate?
  open var refreshControl: UIRefreshControl?

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    delegate?.scrollViewDidScroll(self)
  }

  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    record("scrollRectToVisible")
  }

  override func snapshotChildren() -> [(String, UIView)] {
    refreshControl.map { [("refreshControl", $0)] } ?? []
  }
}

/// Pull to refresh, as UIKit's `UIRefreshControl`. Snapshot line: `isRefreshing`.
open class UIRefreshControl: UIControl {
  public private(set) var isRefreshing = false

  open func beginRefreshing() {
    isRefreshing = true
  }

  open func endRefreshing() {
    isRefreshing = false
  }

  override func snapshotProperties() -> [(String, String)] {
    super.snapshotProperties() + [("isRefreshing", String(isRefreshing))]
  }
}
