// Case: a view controller over `Store<ClockState, ClockAction>` whose state type is declared in
// Models.swift. The chains merge into one observe block; the local view store, the
// cancellables set and import Combine are removed here, and `ClockState` in Models.swift gains
// @ObservableState.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

final class ClockViewController: UIViewController {
  private let store: Store<ClockState, ClockAction>
  private let timeLabel = UILabel()
  private let formatSwitch = UISwitch()
  private let alarmsLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

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

    let viewStore = ViewStore(store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.timeText // want "publisher-subscription"
      .sink { [weak self] text in self?.timeLabel.text = text }
      .store(in: &cancellables)

    viewStore.publisher.is24Hour // want "publisher-subscription"
      .assign(to: \.isOn, on: formatSwitch)
      .store(in: &cancellables)

    viewStore.publisher.alarmCount // want "publisher-subscription"
      .sink { [weak self] count in self?.alarmsLabel.text = count == 0 ? "No alarms" : "\(count) alarms" }
      .store(in: &cancellables)
  }
}
