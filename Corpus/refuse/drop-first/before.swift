// Case: `viewStore.publisher.selectedTab.dropFirst()` (react to changes, not to the initial
// value). Refused as `untranslatable-chain` (dropFirst skips the first value, which observe cannot
// express; move the reaction into the reducer) and left untouched; the ordinary tab-title chain
// is rewritten into an observe block. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Tabs {
  struct State: Equatable { // want "observable-state"
    var selectedTab = 0
    var tabTitles = ["Home", "Search", "Profile"]
  }

  enum Action {
    case nextTabTapped
    case firstTabTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTabTapped:
        state.selectedTab = (state.selectedTab + 1) % state.tabTitles.count
        return .none
      case .firstTabTapped:
        state.selectedTab = 0
        return .none
      }
    }
  }
}

final class TabsViewController: UIViewController {
  private let store: StoreOf<Tabs>
  private let viewStore: ViewStoreOf<Tabs> // want "viewstore-usage"
  private let tabLabel = UILabel()
  private let hintLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Tabs>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    hintLabel.text = "Swipe to switch tabs"
    let stack = UIStackView(arrangedSubviews: [tabLabel, hintLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.selectedTab // want "publisher-subscription"
      .sink { [weak self] index in self?.tabLabel.text = "Tab \(index + 1)" }
      .store(in: &cancellables)

    viewStore.publisher.selectedTab // want "untranslatable-chain"
      .dropFirst()
      .sink { [weak self] _ in self?.hintLabel.isHidden = true }
      .store(in: &cancellables)
  }
}
