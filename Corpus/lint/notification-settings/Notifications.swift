import ComposableArchitecture
import UIKit

@Reducer
struct NotificationSettings {
  @ObservableState
  struct State: Equatable {
    var pushEnabled = false
    var emailEnabled = false
    var quietHours: ClosedRange<Int>?
    var isSaving = false
    @Presents var destination: Destination.State?
  }
  @Reducer(state: .equatable)
  enum Destination {
    case quietHoursPicker(QuietHoursPicker)
  }
  enum Action {
    case pushToggled(Bool)
    case emailToggled(Bool)
    case quietHoursTapped
    case destination(PresentationAction<Destination.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .pushToggled(on):
        state.pushEnabled = on
        return .none
      case let .emailToggled(on):
        state.emailEnabled = on
        return .none
      case .quietHoursTapped:
        state.destination = .quietHoursPicker(QuietHoursPicker.State(range: state.quietHours ?? 22...7))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct QuietHoursPicker {
  @ObservableState
  struct State: Equatable { var range: ClosedRange<Int> } // want "state-dead-field"
  enum Action { case done }
}

final class NotificationSettingsViewController: UIViewController {
  private let store: StoreOf<NotificationSettings>
  private let pushSwitch = UISwitch()
  private let emailSwitch = UISwitch()
  private let savingIndicator = UIActivityIndicatorView()
  private weak var picker: UIViewController?

  init(store: StoreOf<NotificationSettings>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    pushSwitch.addAction(UIAction { [weak self] action in
      guard let self, let toggle = action.sender as? UISwitch else { return }
      store.send(.pushToggled(toggle.isOn))
    }, for: .valueChanged)
    emailSwitch.addTarget(self, action: #selector(emailChanged), for: .valueChanged)

    observe { [weak self] in
      guard let self else { return }
      UIView.performWithoutAnimation {
        self.pushSwitch.isOn = self.store.pushEnabled
        self.emailSwitch.isOn = self.store.emailEnabled
      }
      savingIndicator.isHidden = !store.isSaving
      navigationItem.rightBarButtonItem = UIBarButtonItem(customView: savingIndicator)
    }

    observe { [weak self] in
      guard let self else { return }
      if case let .quietHoursPicker(pickerStore)? = store.scope(state: \.destination, action: \.destination.presented)?.case {
        guard picker == nil else { return }
        let controller = UIViewController()
        _ = pickerStore
        picker = controller
        present(controller, animated: true)
      } else if picker != nil {
        dismiss(animated: true)
        picker = nil
      }
    }
  }

  @objc private func emailChanged() {
    store.send(.emailToggled(emailSwitch.isOn))
  }
}
