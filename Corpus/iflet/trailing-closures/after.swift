// Case: the trailing-closure spelling `.ifLet { [weak self] detailStore in … } else: { … }` on
// `self.store.scope(state: \.detail, action: \.detail)`. Same rewrite as the labelled form: an
// observe block with `if let detailStore = store.scope(state: \.detail, action: \.detail)` and an
// optional property for the pushed controller as the idempotence guard; the other chain joins an
// observe block; view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct ProductList {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var heading = "Products"
    var detail: ProductDetail.State?
  }

  enum Action {
    case firstProductTapped
    case backTapped
    case detail(ProductDetail.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .firstProductTapped:
        state.detail = ProductDetail.State(name: "Desk lamp")
        state.heading = "Products (viewed 1)"
        return .none
      case .backTapped:
        state.detail = nil
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: \.detail) {
      ProductDetail()
    }
  }
}

final class ProductListViewController: UIViewController {
  private let store: StoreOf<ProductList>
  /// Whether `detail` was shown when the observe block last ran (nil: not yet).
  private var detailIsShown: Bool?
  private let headingLabel = UILabel()

  init(store: StoreOf<ProductList>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(headingLabel)

    observe { [weak self] in
      guard let self else { return }
      headingLabel.text = store.heading // want "publisher-subscription"
    }

    observe { [weak self] in // want "store-iflet"
      guard let self else { return }
      if let detailStore = store.scope(state: \.detail, action: \.detail) {
        if detailIsShown != true {
          detailIsShown = true
          navigationController?.pushViewController(
            ProductDetailViewController(store: detailStore),
            animated: true
          )
        }
      } else if detailIsShown != false {
        detailIsShown = false
        navigationController?.popToViewController(self, animated: true)
      }
    }
  }
}

@Reducer
struct ProductDetail {
  struct State: Equatable {
    var name = ""
    var isFavorite = false
  }

  enum Action {
    case favoriteTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped:
        state.isFavorite.toggle()
        return .none
      }
    }
  }
}

final class ProductDetailViewController: UIViewController {
  private let store: StoreOf<ProductDetail>

  init(store: StoreOf<ProductDetail>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detail"
  }
}
