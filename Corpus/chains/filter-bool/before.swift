// Case: `viewStore.publisher.hasFinished.filter { $0 }` followed by a `_ in` sink (react once the
// flag turns true). Rewritten with a note as `if store.hasFinished { … }` inside the observe
// block, so the flag is still read and observed; the other chain joins the same block. View
// store, cancellables and import Combine are removed.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Quiz {
  struct State: Equatable { // want "observable-state"
    var answered = 0
    var questionCount = 3
    var hasFinished = false
  }

  enum Action {
    case answerTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .answerTapped:
        state.answered = min(state.answered + 1, state.questionCount)
        state.hasFinished = state.answered == state.questionCount
        return .none
      }
    }
  }
}

final class QuizViewController: UIViewController {
  private let store: StoreOf<Quiz>
  private let viewStore: ViewStoreOf<Quiz> // want "viewstore-usage"
  private let progressLabel = UILabel()
  private let finishedLabel = UILabel()
  private let resultsButton = UIButton(type: .system)
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Quiz>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    finishedLabel.text = "Quiz complete!"
    finishedLabel.isHidden = true
    resultsButton.setTitle("See results", for: .normal)
    resultsButton.isEnabled = false
    let stack = UIStackView(arrangedSubviews: [progressLabel, finishedLabel, resultsButton])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.answered // want "publisher-subscription"
      .sink { [weak self] answered in self?.progressLabel.text = "\(answered) answered" }
      .store(in: &cancellables)

    viewStore.publisher.hasFinished // want "publisher-subscription"
      .filter { $0 }
      .sink { [weak self] _ in
        self?.finishedLabel.isHidden = false
        self?.resultsButton.isEnabled = true
      }
      .store(in: &cancellables)
  }
}
