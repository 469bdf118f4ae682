// Case: sinks in the Swift 5.6 spelling `guard let self = self else { return }`. The observe block
// gets the modern `guard let self else { return }` once; the moved statements lose their `self.`
// prefixes; the stored view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Alarm {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var timeText = "07:00"
    var isEnabled = false
  }

  enum Action {
    case toggleTapped
    case snoozeTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleTapped:
        state.isEnabled.toggle()
        return .none
      case .snoozeTapped:
        state.timeText = "07:10"
        return .none
      }
    }
  }
}

final class AlarmViewController: UIViewController {
  private let store: StoreOf<Alarm>
  private let timeLabel = UILabel()
  private let enabledSwitch = UISwitch()
  private let snoozeButton = UIButton(type: .system)

  init(store: StoreOf<Alarm>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    snoozeButton.setTitle("Snooze", for: .normal)
    let stack = UIStackView(arrangedSubviews: [timeLabel, enabledSwitch, snoozeButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      timeLabel.text = store.timeText // want "publisher-subscription"
      enabledSwitch.isOn = store.isEnabled // want "publisher-subscription"
      snoozeButton.isEnabled = store.isEnabled
    }
  }
}
