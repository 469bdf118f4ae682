// Case: the view controller also exposes a `PassthroughSubject` (`let didFinish`) that its
// parent subscribes to. The chain is rewritten into an observe block and the cancellables set is
// removed (nothing else stores into it), but import Combine stays because PassthroughSubject is
// still used; the stored view store is removed and `viewStore.send` becomes `store.send`.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Survey {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var answeredCount = 0
    var questionCount = 5
  }

  enum Action {
    case answerTapped
    case skipTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .answerTapped:
        state.answeredCount = min(state.answeredCount + 1, state.questionCount)
        return .none
      case .skipTapped:
        state.questionCount = max(state.questionCount - 1, state.answeredCount)
        return .none
      }
    }
  }
}

final class SurveyViewController: UIViewController {
  let didFinish = PassthroughSubject<Void, Never>()
  private let store: StoreOf<Survey>
  private let progressLabel = UILabel()
  private let answerButton = UIButton(type: .system)
  private let doneButton = UIButton(type: .system)

  init(store: StoreOf<Survey>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    answerButton.setTitle("Answer", for: .normal)
    answerButton.addAction(UIAction { [weak self] _ in self?.store.send(.answerTapped) }, for: .touchUpInside)
    doneButton.setTitle("Done", for: .normal)
    doneButton.addAction(UIAction { [weak self] _ in self?.didFinish.send() }, for: .touchUpInside)
    let stack = UIStackView(arrangedSubviews: [progressLabel, answerButton, doneButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      progressLabel.text = "\(store.answeredCount) of \(store.questionCount)" // want "publisher-subscription"
    }
  }
}
