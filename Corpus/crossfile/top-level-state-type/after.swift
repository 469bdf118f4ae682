// Case: a view controller over `Store<ClockState, ClockAction>` whose state type is declared in
// Models.swift. The chains merge into one observe block; the local view store, the
// cancellables set and import Combine are removed here, and `ClockState` in Models.swift gains
// @ObservableState.
import ComposableArchitecture
import UIKit

final class ClockViewController: UIViewController {
  private let store: Store<ClockState, ClockAction>
  private let timeLabel = UILabel()
  private let formatSwitch = UISwitch()
  private let alarmsLabel = UILabel()

  init(store: Store<ClockState, ClockAction>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [timeLabel, formatSwitch, alarmsLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      timeLabel.text = store.timeText // want "publisher-subscription"
      formatSwitch.isOn = store.is24Hour // want "publisher-subscription"
      alarmsLabel.text = store.alarmCount == 0 ? "No alarms" : "\(store.alarmCount) alarms" // want "publisher-subscription"
    }
  }
}
