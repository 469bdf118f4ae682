// Case: the only store reference is a `private var viewModel: ViewStoreOf<Onboarding>` built in
// init(store:); there is no `store` property. The tool replaces the property with
// `store: StoreOf<Onboarding>` (`self.store = store` in init), rewrites `viewModel.send` and
// `viewModel.x` reads to `store`, merges both chains into one observe block, and removes the
// cancellables set and import Combine.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Onboarding {
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
  private var viewModel: ViewStoreOf<Onboarding> // want "viewstore-usage"
  private let headlineLabel = UILabel()
  private let pageLabel = UILabel()
  private let nextButton = UIButton(type: .system)
  private let backButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Onboarding>) {
    self.viewModel = ViewStore(store, observe: { $0 })
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
        if self.viewModel.pageIndex < self.viewModel.pageCount - 1 {
          self.viewModel.send(.nextTapped)
        } else {
          self.dismiss(animated: true)
        }
      },
      for: .touchUpInside
    )
    backButton.setTitle("Back", for: .normal)
    backButton.addAction(UIAction { [weak self] _ in self?.viewModel.send(.backTapped) }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [headlineLabel, pageLabel, backButton, nextButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewModel.publisher.headline // want "publisher-subscription"
      .sink { [weak self] headline in self?.headlineLabel.text = headline }
      .store(in: &cancellables)

    viewModel.publisher.pageIndex // want "publisher-subscription"
      .sink { [weak self] index in
        guard let self else { return }
        self.pageLabel.text = "Page \(index + 1)"
        self.backButton.isEnabled = index > 0
      }
      .store(in: &cancellables)
  }
}
