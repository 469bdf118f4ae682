// Case: braces, `//`, quotes and a `#/…/#` regex inside strings, comments and regexes of a sink
// body. Nothing inside them is mistaken for code.
import Combine // want "unused-cancellables"
import ComposableArchitecture
import UIKit

@Reducer
struct Composer {
  struct State: Equatable { // want "observable-state"
    var draft = ""
  }
  enum Action { case send }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

final class ComposerViewController: UIViewController {
  let store: StoreOf<Composer>
  private let previewLabel = UILabel()
  private var cancellables: Set<AnyCancellable> = [] // want "unused-cancellables"

  init(store: StoreOf<Composer>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    store.publisher.draft // want "publisher-subscription"
      .sink { [weak self] draft in
        // a comment with } and { and " and // inside
        let collapsed = draft.replacing(#/\s+}/#, with: " } ")
        /* block { comment " */
        self?.previewLabel.text = "{ \(collapsed) } // \"quoted\""
      }
      .store(in: &cancellables)
  }
}
