// Case: two chains on one line separated by `;`. Both join one observe block; the `;` goes too.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Badge {
  struct State: Equatable { // want "observable-state"
    var text = ""
    var isVisible = false
  }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class BadgeViewController: UIViewController {
  let store: StoreOf<Badge>
  private let label = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Badge>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.text.sink { [weak self] in self?.label.text = $0 }.store(in: &cancellables); store.publisher.isVisible.sink { [weak self] in self?.label.isHidden = !$0 }.store(in: &cancellables) // want "publisher-subscription" "publisher-subscription"
  }
}
