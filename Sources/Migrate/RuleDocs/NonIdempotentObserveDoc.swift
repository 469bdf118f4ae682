// Rules/non-idempotent-observe.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let nonIdempotentObserve = #"""
id: non-idempotent-observe
severity: warning
category: observe
fixable: false
summary: an observe block adds subviews, targets, constraints or rows, appends, or accumulates, so every re-run adds again

## rationale
An `observe` block runs once right away and again whenever anything it read changes, as many
times as the system decides. Assigning `label.text` five times leaves the same screen as
assigning it once; adding a subview, an arranged subview, a target, a gesture recognizer or a
constraint, appending to a collection, inserting rows or adding with `+=` does not. The result
is duplicated hierarchies, handlers that fire twice and counters that drift. Build the
hierarchy once, outside the block; inside it, only describe what already exists.

## triggering
```swift
final class TagsViewController: UIViewController {
  let store: StoreOf<Tags>
  let stackView = UIStackView()
  var badgeCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      for tag in store.tags {
        ↓stackView.addArrangedSubview(TagView(tag: tag))
      }
      ↓badgeCount += 1
    }
  }
}
```

```swift
final class FormViewController: UIViewController {
  let store: StoreOf<Form>
  let saveButton = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      saveButton.isEnabled = store.canSave
      ↓saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
      ↓NSLayoutConstraint.activate([saveButton.widthAnchor.constraint(equalToConstant: 120)])
    }
  }

  @objc func saveTapped() { store.send(.saveButtonTapped) }
}
```

## non-triggering
```swift
final class TagsViewController: UIViewController {
  let store: StoreOf<Tags>
  let stackView = UIStackView()
  let summaryLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stackView)
    observe { [weak self] in
      guard let self else { return }
      var names: [String] = []
      for tag in store.tags { names.append(tag.name) }
      var total = 0
      total += store.tags.count
      summaryLabel.text = "\(total): " + names.joined(separator: ", ")
    }
  }
}
```
"""#
}
