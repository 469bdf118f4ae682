// Case: subscriptions inside `if #available`: the observe block stays inside the condition.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Gallery {
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
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Gallery>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    if #available(iOS 15, *) {
      store.publisher.caption // want "publisher-subscription"
        .sink { [weak self] caption in self?.captionLabel.text = caption }
        .store(in: &cancellables)
      store.publisher.prefersLargeTitle // want "publisher-subscription"
        .sink { [weak self] large in self?.navigationItem.largeTitleDisplayMode = large ? .always : .never }
        .store(in: &cancellables)
    }
  }
}
