// Case: a sink that subscribes again inside its body. The outer chain is refused (its reason
// covers the inner subscription) and the file is left untouched.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Player {
  struct State: Equatable {
    var isReady = false
    var progress = 0.0
  }
  enum Action { case play }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class PlayerViewController: UIViewController {
  let store: StoreOf<Player>
  private let progressLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Player>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.isReady // want "untranslatable-chain"
      .sink { [weak self] isReady in
        guard let self, isReady else { return }
        self.store.publisher.progress
          .sink { [weak self] progress in self?.progressLabel.text = "\(progress)" }
          .store(in: &self.cancellables)
      }
      .store(in: &cancellables)
  }
}
