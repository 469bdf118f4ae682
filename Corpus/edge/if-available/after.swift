// Case: subscriptions inside `if #available`: the observe block stays inside the condition.
import ComposableArchitecture
import UIKit

@Reducer
struct Gallery {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var caption = ""
    var prefersLargeTitle = false
  }
  enum Action { case appeared }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class GalleryViewController: UIViewController {
  let store: StoreOf<Gallery>
  private let captionLabel = UILabel()

  init(store: StoreOf<Gallery>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 15, *) {
      observe { [weak self] in
        guard let self else { return }
        captionLabel.text = store.caption // want "publisher-subscription"
        navigationItem.largeTitleDisplayMode = store.prefersLargeTitle ? .always : .never // want "publisher-subscription"
      }
    }
  }
}
