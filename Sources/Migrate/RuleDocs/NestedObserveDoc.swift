// Rules/nested-observe.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let nestedObserve = #"""
id: nested-observe
severity: warning
category: observe
fixable: false
summary: an observe call inside another observe block, which registers a new observation on every run

## rationale
An `observe` call inside another one registers a new observation each time the outer block
runs. They pile up, each re-running on its own, so work repeats and grows with every change;
TCA warns about it at run time (from 1.9.3). To isolate expensive work, give it its own block
beside the others, reading only what it needs.

## triggering
```swift
final class ArticleViewController: UIViewController {
  let store: StoreOf<Article>
  let titleLabel = UILabel()
  let bodyLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      titleLabel.text = store.title
      if store.isExpanded {
        ↓observe { [weak self] in
          guard let self else { return }
          bodyLabel.text = store.body
        }
      }
    }
  }
}
```

## non-triggering
```swift
final class ArticleViewController: UIViewController {
  let store: StoreOf<Article>
  let titleLabel = UILabel()
  let tableView = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      titleLabel.text = store.title
    }
    observe { [weak self] in
      guard let self else { return }
      _ = store.comments
      tableView.reloadData()
    }
  }
}
```
"""#
}
