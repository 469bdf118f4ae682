import ComposableArchitecture
import UIKit

@Reducer
struct AppFeature {
  @ObservableState
  struct State: Equatable {
    var selectedTab = Tab.home
    var home = HomeFeature.State()
    var badgeCount = 0
  }
  enum Tab: Equatable { case home, settings }
  enum Action { case tabSelected(Tab), home(HomeFeature.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.home, action: \.home) { HomeFeature() }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .home:
        return .none
      }
    }
  }
}

@Reducer
struct HomeFeature {
  @ObservableState
  struct State: Equatable {
    var greeting = "Hello"
  }
  enum Action { case appeared }
}

final class AppTabBarController: UITabBarController, UITabBarControllerDelegate {
  let store: StoreOf<AppFeature>
  var selectedTab: AppFeature.Tab = .home // want "reducer-logic-in-view"

  init(store: StoreOf<AppFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
    let home = HomeViewController(store: store.scope(state: \.home, action: \.home))
    viewControllers = [UINavigationController(rootViewController: home)]
    delegate = self
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      selectedIndex = store.selectedTab == .home ? 0 : 1
      tabBar.items?.first?.badgeValue = store.badgeCount > 0 ? "\(store.badgeCount)" : nil
    }
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selectedTab = tabBarController.selectedIndex == 0 ? .home : .settings
    store.send(.tabSelected(selectedTab))
  }
}

final class HomeViewController: UIViewController {
  let store: StoreOf<HomeFeature>
  let greetingLabel = UILabel()

  init(store: StoreOf<HomeFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(greetingLabel)
    observe { [unowned self] in
      greetingLabel.text = store.greeting
    }
    Task { [weak self] in // want "reducer-logic-in-view"
      try await Task.sleep(for: .seconds(1))
      self?.store.send(.appeared)
    }
  }
}
