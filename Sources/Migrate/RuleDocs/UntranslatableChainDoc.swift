// Rules/untranslatable-chain.rule, compiled in; keep the two identical (RuleExampleTests checks them).
extension RuleDocs {
  static let untranslatableChain = #"""
id: untranslatable-chain
severity: warning
category: migration
fixable: false
summary: a publisher chain whose meaning observe cannot express, left for a manual migration

## rationale
`observe` re-runs a block when what it read changes; it has no notion of time, of skipping the
first value, or of accumulating. Rewriting `debounce`, `dropFirst` or `scan` mechanically would
change behaviour silently, so the chain is left as it is and the report says what to do instead,
usually moving the logic into the reducer.

## triggering
```swift
final class SearchViewController: UIViewController {
  let store: StoreOf<Search>
  let resultsLabel = UILabel()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    ↓store.publisher.query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink { [weak self] query in self?.resultsLabel.text = query }
      .store(in: &cancellables)
  }
}
```

## non-triggering
```swift
final class SearchViewController: UIViewController {
  let store: StoreOf<Search>
  let resultsLabel = UILabel()
  var cancellables: Set<AnyCancellable> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.query
      .removeDuplicates()
      .sink { [weak self] query in self?.resultsLabel.text = query }
      .store(in: &cancellables)
  }
}
```
"""#
}
