// Case: `ifLet` with a single trailing closure and no `else` (`.ifLet { [weak self] promoStore in
// … }`), embedding a child controller once the promo state arrives. The tool writes an observe
// block with `if let promoStore = store.scope(state: \.promo, action: \.promo)` and a new
// optional property for the embedded controller as the idempotence guard (no else branch); the
// other chain joins an observe block; the cancellables set and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Storefront {
  struct State: Equatable { // want "observable-state"
    var isLoading = true
    var promo: Promo.State?
  }

  enum Action {
    case promoLoaded
    case promo(Promo.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .promoLoaded:
        state.isLoading = false
        state.promo = Promo.State(code: "SPRING24")
        return .none
      case .promo:
        return .none
      }
    }
    .ifLet(\.promo, action: \.promo) {
      Promo()
    }
  }
}

final class StorefrontViewController: UIViewController {
  private let store: StoreOf<Storefront>
  private let spinner = UIActivityIndicatorView(style: .large)
  private let promoContainer = UIView()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Storefront>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(spinner)
    view.addSubview(promoContainer)
    spinner.startAnimating()

    store.publisher.isLoading // want "publisher-subscription"
      .sink { [weak self] isLoading in self?.spinner.isHidden = !isLoading }
      .store(in: &cancellables)

    store.scope(state: \.promo, action: \.promo) // want "store-iflet"
      .ifLet { [weak self] promoStore in
        guard let self else { return }
        let promoController = PromoViewController(store: promoStore)
        self.addChild(promoController)
        self.promoContainer.addSubview(promoController.view)
        promoController.didMove(toParent: self)
      }
      .store(in: &cancellables)
  }
}

@Reducer
struct Promo {
  struct State: Equatable {
    var code = ""
    var isCopied = false
  }

  enum Action {
    case copyTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .copyTapped:
        state.isCopied = true
        return .none
      }
    }
  }
}

final class PromoViewController: UIViewController {
  private let store: StoreOf<Promo>
  private let codeLabel = UILabel()

  init(store: StoreOf<Promo>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    codeLabel.text = "Use your promo code at checkout"
    view.addSubview(codeLabel)
  }
}
