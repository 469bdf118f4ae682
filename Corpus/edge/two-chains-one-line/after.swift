// Case: two chains on one line separated by `;`. Both join one observe block; the `;` goes too.
import ComposableArchitecture
import UIKit

@Reducer
struct Badge {
  @ObservableState
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

  init(store: StoreOf<Badge>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      label.text = store.text
      label.isHidden = !store.isVisible // want "publisher-subscription" "publisher-subscription"
    }
  }
}
