import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Player {
  struct State: Equatable { // want "observable-state"
    var title = ""
    var isPlaying = false
    var progress = 0.0
  }
  enum Action { case playTapped, pauseTapped }
}

final class PlayerViewController: UIViewController {
  let store: StoreOf<Player>
  let titleLabel = UILabel()
  let playButton = UIButton()
  let progressView = UIProgressView()
  var cancellables: Set<AnyCancellable> = [] // kept: the throttled chain still stores into it

  init(store: StoreOf<Player>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"
    viewStore.publisher.title // want "publisher-subscription"
      .sink { [weak self] title in self?.titleLabel.text = title }
      .store(in: &cancellables)
    viewStore.publisher.isPlaying // want "publisher-subscription"
      .map { !$0 }
      .assign(to: \.isEnabled, on: playButton)
      .store(in: &cancellables)
    viewStore.publisher.progress // want "untranslatable-chain"
      .throttle(for: .milliseconds(500), scheduler: DispatchQueue.main, latest: true)
      .sink { [weak self] progress in self?.progressView.progress = Float(progress) }
      .store(in: &cancellables)
  }

  @objc func playTapped() {
    store.send(.playTapped)
  }
}
