// Case: `viewStore.publisher.noteText.debounce(for: .seconds(1), scheduler: RunLoop.main)` driving
// a "Saved" indicator. Refused as `untranslatable-chain` (debounce changes timing; debounce in the
// reducer with an effect and observe its result) and left untouched; the ordinary character-count
// chain is rewritten into an observe block. The view store, cancellables and import Combine stay.
import Combine
import ComposableArchitecture
import UIKit

@Reducer
struct Notepad {
  struct State: Equatable { // want "observable-state"
    var noteText = ""
  }

  enum Action {
    case textChanged(String)
    case sampleTapped
    case clearTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .textChanged(text):
        state.noteText = text
        return .none
      case .sampleTapped:
        state.noteText = "Buy milk"
        return .none
      case .clearTapped:
        state.noteText = ""
        return .none
      }
    }
  }
}

final class NotepadViewController: UIViewController {
  private let store: StoreOf<Notepad>
  private let viewStore: ViewStoreOf<Notepad> // want "viewstore-usage"
  private let countLabel = UILabel()
  private let savedLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = []

  init(store: StoreOf<Notepad>) {
    self.store = store
    self.viewStore = ViewStore(store, observe: { $0 })
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let stack = UIStackView(arrangedSubviews: [countLabel, savedLabel])
    stack.axis = .vertical
    view.addSubview(stack)

    viewStore.publisher.noteText // want "publisher-subscription"
      .sink { [weak self] text in self?.countLabel.text = "\(text.count) characters" }
      .store(in: &cancellables)

    viewStore.publisher.noteText // want "untranslatable-chain"
      .debounce(for: .seconds(1), scheduler: RunLoop.main)
      .sink { [weak self] _ in self?.savedLabel.text = "Saved" }
      .store(in: &cancellables)
  }
}
