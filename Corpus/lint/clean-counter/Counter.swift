import ComposableArchitecture
import UIKit

@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isLoading = false
    var fact: String?
  }

  enum Action {
    case incrementButtonTapped
    case decrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        state.fact = nil
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        state.fact = nil
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        }
      case let .factResponse(fact):
        state.isLoading = false
        state.fact = fact
        return .none
      }
    }
  }
}

final class CounterViewController: UIViewController {
  private let store: StoreOf<Counter>
  private let countLabel = UILabel()
  private let factLabel = UILabel()
  private let activityIndicator = UIActivityIndicatorView(style: .medium)
  private let incrementButton = UIButton(type: .system)
  private let decrementButton = UIButton(type: .system)
  private let factButton = UIButton(type: .system)

  init(store: StoreOf<Counter>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [decrementButton, countLabel, incrementButton])
    view.addSubview(stack)
    view.addSubview(factLabel)
    view.addSubview(activityIndicator)
    incrementButton.addTarget(self, action: #selector(incrementTapped), for: .touchUpInside)
    decrementButton.addTarget(self, action: #selector(decrementTapped), for: .touchUpInside)
    factButton.addAction(UIAction { [weak self] _ in self?.store.send(.factButtonTapped) }, for: .touchUpInside)

    observe { [weak self] in
      guard let self else { return }
      countLabel.text = "\(store.count)"
      factLabel.text = store.fact
      factLabel.isHidden = store.fact == nil
      activityIndicator.isHidden = !store.isLoading
      factButton.isEnabled = !store.isLoading
    }
  }

  @objc private func incrementTapped() {
    store.send(.incrementButtonTapped)
  }

  @objc private func decrementTapped() {
    store.send(.decrementButtonTapped)
  }
}
