// Case: the only store reference is a `private var viewModel: ViewStoreOf<Onboarding>` built in
// init(store:); there is no `store` property. The tool replaces the property with
// `store: StoreOf<Onboarding>` (`self.store = store` in init), rewrites `viewModel.send` and
// `viewModel.x` reads to `store`, merges both chains into one observe block, and removes the
// cancellables set and import Combine.
import ComposableArchitecture
import UIKit

@Reducer
struct Onboarding {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var pageIndex = 0
    var pageCount = 3
    var headline = "Welcome"
  }

  enum Action {
    case nextTapped
    case backTapped
    case skipTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTapped:
        state.pageIndex = min(state.pageIndex + 1, state.pageCount - 1)
        state.headline = state.pageIndex == state.pageCount - 1 ? "You're all set" : "Step \(state.pageIndex + 1)"
        return .none
      case .backTapped:
        state.pageIndex = max(state.pageIndex - 1, 0)
        state.headline = state.pageIndex == 0 ? "Welcome" : "Step \(state.pageIndex + 1)"
        return .none
      case .skipTapped:
        state.pageIndex = state.pageCount - 1
        state.headline = "You're all set"
        return .none
      }
    }
  }
}

final class OnboardingViewController: UIViewController {
  private var store: StoreOf<Onboarding> // want "viewstore-usage"
  private let headlineLabel = UILabel()
  private let pageLabel = UILabel()
  private let nextButton = UIButton(type: .system)
  private let backButton = UIButton(type: .system)

  init(store: StoreOf<Onboarding>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nextButton.setTitle("Next", for: .normal)
    nextButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        if self.store.pageIndex < self.store.pageCount - 1 {
          self.store.send(.nextTapped)
        } else {
          self.dismiss(animated: true)
        }
      },
      for: .touchUpInside
    )
    backButton.setTitle("Back", for: .normal)
    backButton.addAction(UIAction { [weak self] _ in self?.store.send(.backTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [headlineLabel, pageLabel, backButton, nextButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      headlineLabel.text = store.headline // want "publisher-subscription"
      pageLabel.text = "Page \(store.pageIndex + 1)" // want "publisher-subscription"
      backButton.isEnabled = store.pageIndex > 0
    }
  }
}
