// Case: a pre-1.4 case path `/Action.child` and plain division in the same file must lex as
// operators (not regex literals); the subscription is migrated as usual.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Meter {
  struct State: Equatable { // want "observable-state"
    var level = 0.0
    var child = Child.State()
  }
  enum Action {
    case child(Child.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class MeterViewController: UIViewController {
  let store: StoreOf<Meter>
  private let levelView = UIView()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Meter>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  func childStore() -> StoreOf<Child> {
    store.scope(state: \.child, action: /Meter.Action.child)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let width = view.bounds.width / 2
    store.publisher.level // want "publisher-subscription"
      .sink { [weak self] level in self?.levelView.alpha = level / 100 * width / width }
      .store(in: &cancellables)
  }
}

@Reducer
struct Child {
  struct State: Equatable {
    var note = ""
  }
  enum Action { case noteChanged(String) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}
