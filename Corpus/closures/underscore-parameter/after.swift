// Case: a sink that ignores its value (`_ in`): when the query changes, the old results are
// cleared. The observe block must still read the field or nothing is observed, so the tool
// writes `_ = store.query` before the moved statements; the other chain joins the same block;
// view store, cancellables and import Combine are removed.
import ComposableArchitecture
import UIKit

@Reducer
struct Lookup {
  @ObservableState
  struct State: Equatable { // want "observable-state"
    var query = ""
    var resultText = ""
  }

  enum Action {
    case queryChanged(String)
    case exampleTapped
    case resultsArrived
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        return .none
      case .exampleTapped:
        state.query = "swift"
        return .none
      case .resultsArrived:
        state.resultText = "3 results for \(state.query)"
        return .none
      }
    }
  }
}

final class LookupViewController: UIViewController {
  private let store: StoreOf<Lookup>
  private let resultsLabel = UILabel()
  private let hintLabel = UILabel()

  init(store: StoreOf<Lookup>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [hintLabel, resultsLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      _ = store.query // want "publisher-subscription"
      resultsLabel.text = nil
      hintLabel.text = "Searching…"
    }

    observe { [weak self] in
      guard let self else { return }
      guard !store.resultText.isEmpty else { return } // want "publisher-subscription"
      resultsLabel.text = store.resultText
      hintLabel.text = nil
    }
  }
}
