// Case: sinks capturing `[unowned self]` and writing `self.` everywhere. The observe block uses
// the standard `[weak self]` plus `guard let self else { return }` (an unowned capture in a block
// that outlives nothing is still the wrong habit to carry over); `self.` prefixes are dropped;
// the stored view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Flashlight {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var isOn = false
    var brightness = 50
  }

  enum Action {
    case toggleTapped
    case brighterTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleTapped:
        state.isOn.toggle()
        return .none
      case .brighterTapped:
        state.brightness = min(state.brightness + 25, 100)
        return .none
      }
    }
  }
}

final class FlashlightViewController: UIViewController {
  private let store: StoreOf<Flashlight>
  private let powerSwitch = UISwitch()
  private let brightnessLabel = UILabel()

  init(store: StoreOf<Flashlight>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [powerSwitch, brightnessLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      powerSwitch.isOn = store.isOn // want "publisher-subscription"
      brightnessLabel.isEnabled = store.isOn
      brightnessLabel.text = "\(store.brightness)%" // want "publisher-subscription"
    }
  }
}
