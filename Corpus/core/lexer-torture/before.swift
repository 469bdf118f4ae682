// Case: an ordinary two-sink migration (one observe block; ViewStore local, cancellables and
// import Combine removed) wrapped in code that is hard to lex: `}` and `//` inside strings,
// interpolation nesting a closure and a string, a raw string with \#(x), a regex literal,
// a backtick identifier, a nested block comment holding braces, and #if DEBUG in viewDidLoad.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

enum BadgeStyle: Equatable {
  case `default`
  case compact
}

@Reducer
struct Tags {
  struct State: Equatable { // want "observable-state"
    var items: [Int] = []
    var style: BadgeStyle = .`default`
  }

  enum Action {
    case itemsLoaded([Int])
    case styleToggled
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .itemsLoaded(items):
        state.items = items.sorted()
        return .none
      case .styleToggled:
        state.style = state.style == .`default` ? .compact : .`default`
        return .none
      }
    }
  }
}

final class TagsViewController: UIViewController {
  let store: StoreOf<Tags>
  private let summaryLabel = UILabel()
  private let hintLabel = UILabel()
  private let styleLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Tags>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    hintLabel.text = "Tap } to close // this is not a comment {"
    /* { /* } */ */
    let stack = UIStackView(arrangedSubviews: [summaryLabel, hintLabel, styleLabel])
    stack.axis = .vertical
    view.addSubview(stack)
    #if DEBUG
    print("TagsViewController loaded, tag check: \(isValidTag("swift") ? "{ok}" : "}bad{")")
    #endif

    let viewStore = ViewStore(self.store, observe: { $0 }) // want "viewstore-usage"

    viewStore.publisher.items // want "publisher-subscription"
      .sink { [weak self] items in
        self?.summaryLabel.text = "\(items.map { "\($0)" }.joined())"
        self?.hintLabel.text = "} // \(items.count) tags {"
      }
      .store(in: &cancellables)

    viewStore.publisher.style // want "publisher-subscription"
      .sink { [weak self] style in
        let columns = style == .`default` ? 2 : 1
        self?.styleLabel.text = #"columns "\#(columns)" { // } \(not interpolated)"#
      }
      .store(in: &cancellables)
  }

  private func isValidTag(_ text: String) -> Bool {
    text.wholeMatch(of: #/[a-z]+/#) != nil
  }
}
