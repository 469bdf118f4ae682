// Case: subscriptions in two methods, viewDidLoad (two chains) and a helper bindFooter()
// called from it (two chains). Each method gets its own observe block with its own chains;
// the stored viewStore, the cancellables set and import Combine go away.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Checkout {
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
  private let viewStore: ViewStoreOf<Checkout> // want "viewstore-usage"
  private let totalLabel = UILabel()
  private let payButton = UIButton(type: .system)
  private let footnoteLabel = UILabel()
  private let termsSwitch = UISwitch()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Checkout>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
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

    viewStore.publisher.totalText // want "publisher-subscription"
      .sink { [weak self] text in self?.totalLabel.text = text }
      .store(in: &cancellables)

    viewStore.publisher.isPaying // want "publisher-subscription"
      .sink { [weak self] isPaying in self?.payButton.isEnabled = !isPaying }
      .store(in: &cancellables)

    bindFooter()
  }

  private func bindFooter() {
    viewStore.publisher.footnote // want "publisher-subscription"
      .sink { [weak self] footnote in self?.footnoteLabel.text = footnote }
      .store(in: &cancellables)

    viewStore.publisher.acceptedTerms // want "publisher-subscription"
      .assign(to: \.isOn, on: termsSwitch)
      .store(in: &cancellables)
  }
}
