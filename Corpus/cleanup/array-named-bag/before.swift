// Case: the subscriptions are kept in an Array, `private var bag: [AnyCancellable] = []`, and
// stored with `.store(in: &bag)` (the RangeReplaceableCollection overload). After the chains
// merge into one observe block, `bag` and import Combine are removed, and so is the local view
// store.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Podcast {
  struct State: Equatable { // want "observable-state"
    var episodeCount = 0
    var isSubscribed = false
  }

  enum Action {
    case subscribeTapped
    case newEpisodePublished
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .subscribeTapped:
        state.isSubscribed.toggle()
        return .none
      case .newEpisodePublished:
        state.episodeCount += 1
        return .none
      }
    }
  }
}

final class PodcastViewController: UIViewController {
  private let store: StoreOf<Podcast>
  private let episodesLabel = UILabel()
  private let subscribeButton = UIButton(type: .system)
  private var bag: [AnyCancellable] = [] // want "unused-cancellables"

  init(store: StoreOf<Podcast>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [episodesLabel, subscribeButton])
    stack.axis = .vertical
    view.addSubview(stack)

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.episodeCount // want "publisher-subscription"
      .sink { [weak self] count in self?.episodesLabel.text = "\(count) episodes" }
      .store(in: &bag)

    viewStore.publisher.isSubscribed // want "publisher-subscription"
      .sink { [weak self] isSubscribed in
        self?.subscribeButton.setTitle(isSubscribed ? "Subscribed" : "Subscribe", for: .normal)
      }
      .store(in: &bag)
  }
}
