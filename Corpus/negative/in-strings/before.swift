// Case: negative. The legacy patterns appear only inside string literals (plain, interpolated,
// multi-line, raw and double-raw); the code itself already uses observe and @ObservableState.
// The tool must report nothing and change nothing.
import ComposableArchitecture
import UIKit

enum MigrationTips {
  static let plain = "viewStore.publisher.name.sink { [weak self] in self?.label.text = $0 }.store(in: &cancellables)"

  static func interpolated(_ x: Int) -> String {
    "\(x) viewStore.publisher.a.sink"
  }

  static let multiLine = """
    import Combine
    struct State: Equatable {
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.publisher.title
      .sink { [weak self] title in self?.title = title }
      .store(in: &cancellables)
    """

  static let raw = #"viewStore.publisher.a.sink { "# + #"self?.label.text = "\($0)" }.store(in: &cancellables)"#

  static let doubleRaw = ##"store.publisher.b.sink { "# is not the end here" }.store(in: &self.cancellables)"##
}

@Reducer
struct TipOfTheDay {
  @ObservableState
  struct State: Equatable {
    var index = 0
    var text = MigrationTips.plain
  }

  enum Action {
    case nextTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nextTapped:
        let tips = [MigrationTips.plain, MigrationTips.multiLine, MigrationTips.raw, MigrationTips.doubleRaw]
        state.index = (state.index + 1) % tips.count
        state.text = tips[state.index]
        return .none
      }
    }
  }
}

final class TipOfTheDayViewController: UIViewController {
  private let store: StoreOf<TipOfTheDay>
  private let tipLabel = UILabel()
  private let counterLabel = UILabel()
  private let nextButton = UIButton(type: .system)

  init(store: StoreOf<TipOfTheDay>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tipLabel.numberOfLines = 0
    nextButton.setTitle("viewStore.send(.nextTapped)", for: .normal)
    nextButton.addAction(
      UIAction { [weak self] _ in self?.store.send(.nextTapped) },
      for: .touchUpInside
    )
    let stack = UIStackView(arrangedSubviews: [tipLabel, counterLabel, nextButton])
    stack.axis = .vertical
    view.addSubview(stack)

    observe { [weak self] in
      guard let self else { return }
      tipLabel.text = store.text
      counterLabel.text = MigrationTips.interpolated(store.index + 1)
    }
  }
}
