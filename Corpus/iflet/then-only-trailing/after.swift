// Case: `ifLet` with a single trailing closure and no `else` (`.ifLet { [weak self] promoStore in
// … }`), embedding a child controller once the promo state arrives. The tool writes an observe
// block with `if let promoStore = store.scope(state: \.promo, action: \.promo)` and a new
// optional property for the embedded controller as the idempotence guard (no else branch); the
// other chain joins an observe block; the cancellables set and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Storefront {
  @ObservableState
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
  /// Whether `promo` was shown when the observe block last ran (nil: not yet).
  private var promoIsShown: Bool?
  private let spinner = UIActivityIndicatorView(style: .large)
  private let promoContainer = UIView()

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

    observe { [weak self] in
      guard let self else { return }
      spinner.isHidden = !store.isLoading // want "publisher-subscription"
    }

    observe { [weak self] in // want "store-iflet"
      guard let self else { return }
      if let promoStore = store.scope(state: \.promo, action: \.promo) {
        if promoIsShown != true {
          promoIsShown = true
          let promoController = PromoViewController(store: promoStore)
          addChild(promoController)
          promoContainer.addSubview(promoController.view)
          promoController.didMove(toParent: self)
        }
      } else if promoIsShown != false {
        promoIsShown = false
      }
    }
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
