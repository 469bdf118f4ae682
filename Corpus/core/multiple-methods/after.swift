// Case: subscriptions in two methods, viewDidLoad (two chains) and a helper bindFooter()
// called from it (two chains). Each method gets its own observe block with its own chains;
// the stored viewStore, the cancellables set and import Combine go away.
import ComposableArchitecture
import UIKit

@Reducer
struct Checkout {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var totalText = "$0.00"
    var isPaying = false
    var footnote = ""
    var acceptedTerms = false
  }

  enum Action {
    case payTapped
    case paymentFinished
    case termsToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .payTapped:
        state.isPaying = true
        state.footnote = "Processing payment…"
        return .none
      case .paymentFinished:
        state.isPaying = false
        state.footnote = "Thank you!"
        return .none
      case .termsToggled:
        state.acceptedTerms.toggle()
        return .none
      }
    }
  }
}

final class CheckoutViewController: UIViewController {
  let store: StoreOf<Checkout>
  private let totalLabel = UILabel()
  private let payButton = UIButton(type: .system)
  private let footnoteLabel = UILabel()
  private let termsSwitch = UISwitch()

  init(store: StoreOf<Checkout>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    payButton.setTitle("Pay", for: .normal)
    let stack = UIStackView(arrangedSubviews: [totalLabel, payButton, termsSwitch, footnoteLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      totalLabel.text = store.totalText // want "publisher-subscription"
      payButton.isEnabled = !store.isPaying // want "publisher-subscription"
    }

    bindFooter()
  }

  private func bindFooter() {
    observe { [weak self] in
      guard let self else { return }
      footnoteLabel.text = store.footnote // want "publisher-subscription"
      termsSwitch.isOn = store.acceptedTerms // want "publisher-subscription"
    }
  }
}
