// Case: braces, `//`, quotes and a `#/…/#` regex inside strings, comments and regexes of a sink
// body. Nothing inside them is mistaken for code.
import ComposableArchitecture
import UIKit

@Reducer
struct Composer {
  @ObservableState
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

  init(store: StoreOf<Composer>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func viewDidLoad() {
    super.viewDidLoad()
    observe { [weak self] in
      guard let self else { return }
      // a comment with } and { and " and // inside
      let collapsed = store.draft.replacing(#/\s+}/#, with: " } ") // want "publisher-subscription"
      /* block { comment " */
      previewLabel.text = "{ \(collapsed) } // \"quoted\""
    }
  }
}
