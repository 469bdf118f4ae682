// Case: `#if` branches each with a subscription. Each branch keeps its own observe block:
// merging across `#if` would move code out of its configuration.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Diagnostics {
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
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Diagnostics>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    #if DEBUG
    store.publisher.buildLabel // want "publisher-subscription"
      .sink { [weak self] text in self?.buildLabel.text = "debug " + text }
      .store(in: &cancellables)
    #else
    store.publisher.buildLabel // want "publisher-subscription"
      .sink { [weak self] text in self?.buildLabel.text = text }
      .store(in: &cancellables)
    #endif
    store.publisher.verbose // want "publisher-subscription"
      .assign(to: \.isOn, on: verboseSwitch)
      .store(in: &cancellables)
  }
}
