// Case: `ifLet(then:else:)` that presents a modal (a navigation controller around the child) and
// dismisses it in `else`. The tool writes an observe block with `if let settingsStore =
// store.scope(state: \.settings, action: \.settings)` guarded by a new optional property holding
// the presented controller (a re-run never presents twice; `else` dismisses only what it
// presented); the other chain joins an observe block; view store, cancellables, import Combine go.
import ComposableArchitecture
import UIKit

@Reducer
struct Home {
  @ObservableState
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
  /// Whether `settings` was shown when the observe block last ran (nil: not yet).
  private var settingsIsShown: Bool?
  private let greetingLabel = UILabel()
  private let settingsButton = UIButton(type: .system)

  init(store: StoreOf<Home>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    settingsButton.setTitle("Settings", for: .normal)
    settingsButton.addAction(
      UIAction { [weak self] _ in self?.store.send(.settingsButtonTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [greetingLabel, settingsButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      greetingLabel.text = store.greeting // want "publisher-subscription"
    }

    observe { [weak self] in // want "store-iflet"
      guard let self else { return }
      if let settingsStore = store.scope(state: \.settings, action: \.settings) {
        if settingsIsShown != true {
          settingsIsShown = true
          let settingsController = AppSettingsViewController(store: settingsStore)
          let navigation = UINavigationController(rootViewController: settingsController)
          present(navigation, animated: true)
        }
      } else if settingsIsShown != false {
        settingsIsShown = false
        guard  presentedViewController != nil else { return }
        dismiss(animated: true)
      }
    }
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
