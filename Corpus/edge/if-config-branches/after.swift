// Case: `#if` branches each with a subscription. Each branch keeps its own observe block:
// merging across `#if` would move code out of its configuration.
import ComposableArchitecture
import UIKit

@Reducer
struct Diagnostics {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var buildLabel = ""
    var verbose = false
  }
  enum Action { case toggled }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class DiagnosticsViewController: UIViewController {
  let store: StoreOf<Diagnostics>
  private let buildLabel = UILabel()
  private let verboseSwitch = UISwitch()

  init(store: StoreOf<Diagnostics>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    #if DEBUG
    observe { [weak self] in
      guard let self else { return }
      buildLabel.text = "debug " + store.buildLabel // want "publisher-subscription"
    }
    #else
    observe { [weak self] in
      guard let self else { return }
      buildLabel.text = store.buildLabel // want "publisher-subscription"
    }
    #endif
    observe { [weak self] in
      guard let self else { return }
      verboseSwitch.isOn = store.verbose // want "publisher-subscription"
    }
  }
}
