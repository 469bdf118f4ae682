// Case: the view store comes from a protocol the controller conforms to: `StoreScreen` requires
// `store` and its extension supplies `var viewStore: ViewStoreOf<Feature>`. The chain on that
// `viewStore` is refused as `untranslatable-chain` (the tool cannot see how the protocol builds
// it; migrate the protocol's users by hand) and left untouched; the chain on `store.publisher` is
// rewritten. The protocol, cancellables and import Combine stay; Wallet.State gains @ObservableState.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Wallet {
  struct State: Equatable { // want "observable-state"
    var balanceCents = 0
    var cardLast4 = "0000"
  }

  enum Action {
    case topUpTapped
    case cardReplaced
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .topUpTapped:
        state.balanceCents += 1000
        return .none
      case .cardReplaced:
        state.cardLast4 = "4242"
        return .none
      }
    }
  }
}

final class WalletViewController: UIViewController, StoreScreen {
  typealias Feature = Wallet

  let store: StoreOf<Wallet>
  private let balanceLabel = UILabel()
  private let cardLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Wallet>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [balanceLabel, cardLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.balanceCents // want "untranslatable-chain"
      .sink { [weak self] cents in self?.balanceLabel.text = "$\(cents / 100)" }
      .store(in: &cancellables)

    store.publisher.cardLast4 // want "publisher-subscription"
      .sink { [weak self] last4 in self?.cardLabel.text = "•••• \(last4)" }
      .store(in: &cancellables)
  }
}

/// Adopted by every store-driven screen of the app (in a real app it lives in another file).
protocol StoreScreen: AnyObject {
  associatedtype Feature: Reducer where Feature.State: Equatable
  var store: StoreOf<Feature> { get }
}

extension StoreScreen {
  var viewStore: ViewStoreOf<Feature> {
    ViewStore(store, observe: { $0 })
  }
}
