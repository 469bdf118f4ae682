// Case: `ifLet(then:else:)` that presents a modal (a navigation controller around the child) and
// dismisses it in `else`. The tool writes an observe block with `if let settingsStore =
// store.scope(state: \.settings, action: \.settings)` guarded by a new optional property holding
// the presented controller (a re-run never presents twice; `else` dismisses only what it
// presented); the other chain joins an observe block; view store, cancellables, import Combine go.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Home {
  struct State: Equatable { // want "observable-state"
    var greeting = "Hello"
    var settings: AppSettings.State?
  }

  enum Action {
    case settingsButtonTapped
    case settingsDismissed
    case settings(AppSettings.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsButtonTapped:
        state.settings = AppSettings.State()
        return .none
      case .settingsDismissed:
        state.settings = nil
        state.greeting = "Welcome back"
        return .none
      case .settings:
        return .none
      }
    }
    .ifLet(\.settings, action: \.settings) {
      AppSettings()
    }
  }
}

final class HomeViewController: UIViewController {
  private let store: StoreOf<Home>
  private let viewStore: ViewStoreOf<Home> // want "viewstore-usage"
  private let greetingLabel = UILabel()
  private let settingsButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Home>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    settingsButton.setTitle("Settings", for: .normal)
    settingsButton.addAction(
      UIAction { [weak self] _ in self?.viewStore.send(.settingsButtonTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [greetingLabel, settingsButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.greeting // want "publisher-subscription"
      .sink { [weak self] greeting in self?.greetingLabel.text = greeting }
      .store(in: &cancellables)

    store.scope(state: \.settings, action: \.settings) // want "store-iflet"
      .ifLet(
        then: { [weak self] settingsStore in
          let settingsController = AppSettingsViewController(store: settingsStore)
          let navigation = UINavigationController(rootViewController: settingsController)
          self?.present(navigation, animated: true)
        },
        else: { [weak self] in
          guard let self, self.presentedViewController != nil else { return }
          self.dismiss(animated: true)
        }
      )
      .store(in: &cancellables)
  }
}

@Reducer
struct AppSettings {
  struct State: Equatable {
    var notificationsOn = true
  }

  enum Action {
    case notificationsToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .notificationsToggled:
        state.notificationsOn.toggle()
        return .none
      }
    }
  }
}

final class AppSettingsViewController: UIViewController {
  private let store: StoreOf<AppSettings>

  init(store: StoreOf<AppSettings>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
  }
}
